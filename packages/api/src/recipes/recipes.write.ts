import { eq, inArray } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import {
  equipment,
  ingredients,
  recipeEquipment,
  recipeIngredients,
  recipeInstructions,
  recipes,
  recipeSections,
  recipeTags,
  type Db,
} from "@simmer/db";
import { RECIPE_MESSAGES, ZRecipeInput, type TRecipeInput, type TRecipeInputParsed } from "@simmer/contracts";
import { defaultTotalTime, normaliseCatalogName, normaliseDataSourceLink } from "@simmer/domain";

export type RecipeDataSource = "catalog" | "user" | "import";

export interface RecipeToInsert {
  ownerId: number | null;
  dataSource: RecipeDataSource;
  recipe: TRecipeInputParsed;
}

/** Rows per INSERT: keeps every statement well under PostgreSQL's 65,535 bind parameters. */
const CHUNK_ROWS = 2000;

function chunks<T>(items: readonly T[], size = CHUNK_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Checks and completes the data-source link (spec §5); throws BAD_REQUEST naming the field. */
export function checkedLink(link: string | null): string | null {
  if (link === null) return null;
  const normalised = normaliseDataSourceLink(link);
  if (!normalised) throw new TRPCError({ code: "BAD_REQUEST", message: RECIPE_MESSAGES.badLink });
  return normalised;
}

function recipeColumns(recipe: TRecipeInputParsed) {
  return {
    title: recipe.title,
    imageUrl: recipe.image_url,
    servings: recipe.servings,
    prepTimeMin: recipe.prep_time_min,
    waitTimeMin: recipe.wait_time_min,
    cookTimeMin: recipe.cook_time_min,
    totalTimeMin:
      recipe.total_time_min ?? defaultTotalTime(recipe.prep_time_min, recipe.wait_time_min, recipe.cook_time_min),
    calories: recipe.calories,
    fat: recipe.fat,
    satFat: recipe.sat_fat,
    carbs: recipe.carbs,
    fiber: recipe.fiber,
    sugar: recipe.sugar,
    protein: recipe.protein,
    sodium: recipe.sodium,
    cholesterol: recipe.cholesterol,
    dataSourceName: recipe.data_source_name,
    dataSourceLink: checkedLink(recipe.data_source_link),
  };
}

/** Upserts catalogue rows by normalised name and returns name → id for every name asked for. */
async function catalogueIds(tx: Db, table: typeof ingredients | typeof equipment, names: Set<string>) {
  const ids = new Map<string, number>();
  const all = [...names];
  for (const part of chunks(all, 5000)) {
    await tx
      .insert(table)
      .values(part.map((name) => ({ name })))
      .onConflictDoNothing();
    const rows = await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, part));
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Writes sections, lines, instructions, tags and equipment for recipes that already have rows. */
async function insertChildren(tx: Db, items: readonly { recipeId: number; recipe: TRecipeInputParsed }[]) {
  const ingredientNames = new Set<string>();
  const equipmentNames = new Set<string>();
  for (const { recipe } of items) {
    for (const section of recipe.sections)
      for (const line of section.ingredients) ingredientNames.add(normaliseCatalogName(line.ingredient_name));
    for (const name of recipe.equipment) equipmentNames.add(normaliseCatalogName(name));
  }
  const [ingredientIds, equipmentIds] = [
    await catalogueIds(tx, ingredients, ingredientNames),
    await catalogueIds(tx, equipment, equipmentNames),
  ];

  const sectionRows = items.flatMap(({ recipeId, recipe }) =>
    recipe.sections.map((section, position) => ({ recipeId, position, name: section.section_name })),
  );
  const sectionIdByKey = new Map<string, number>();
  for (const part of chunks(sectionRows)) {
    const inserted = await tx
      .insert(recipeSections)
      .values(part)
      .returning({ id: recipeSections.id, recipeId: recipeSections.recipeId, position: recipeSections.position });
    for (const row of inserted) sectionIdByKey.set(`${row.recipeId}:${row.position}`, row.id);
  }

  const lineRows = items.flatMap(({ recipeId, recipe }) => {
    let position = 0;
    return recipe.sections.flatMap((section, sectionPosition) =>
      section.ingredients.map((line) => ({
        recipeId,
        sectionId: sectionIdByKey.get(`${recipeId}:${sectionPosition}`) as number,
        position: position++,
        ingredientId: ingredientIds.get(normaliseCatalogName(line.ingredient_name)) as number,
        name: line.ingredient_name,
        quantity: line.quantity,
        unit: line.unit,
        method: line.method,
        brand: line.brand,
        optional: line.optional,
        foodNdbNo: line.food_ndb_no,
        foodMatchManual: line.food_ndb_no !== null,
      })),
    );
  });
  for (const part of chunks(lineRows)) await tx.insert(recipeIngredients).values(part);

  const instructionRows = items.flatMap(({ recipeId, recipe }) =>
    recipe.instructions.map((step, index) => ({ recipeId, stepNumber: index + 1, instruction: step.instruction })),
  );
  for (const part of chunks(instructionRows)) await tx.insert(recipeInstructions).values(part);

  const tagRows = items.flatMap(({ recipeId, recipe }) =>
    uniqueBy(recipe.tags, (t) => t).map((tag, position) => ({ recipeId, tag, position })),
  );
  for (const part of chunks(tagRows)) await tx.insert(recipeTags).values(part);

  const equipmentRows = items.flatMap(({ recipeId, recipe }) =>
    uniqueBy(recipe.equipment, normaliseCatalogName).map((name, position) => ({
      recipeId,
      equipmentId: equipmentIds.get(normaliseCatalogName(name)) as number,
      position,
    })),
  );
  for (const part of chunks(equipmentRows)) await tx.insert(recipeEquipment).values(part);
}

/**
 * Inserts many recipes with a fixed number of statements per 2,000 rows (the starter catalogue
 * and spreadsheet import use this). Call inside a transaction so a failure writes nothing.
 */
export async function insertRecipes(tx: Db, items: readonly RecipeToInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(items, 1000)) {
    const inserted = await tx
      .insert(recipes)
      .values(part.map((item) => ({ ...recipeColumns(item.recipe), ownerId: item.ownerId, dataSource: item.dataSource })))
      .returning({ id: recipes.id });
    const partIds = inserted.map((row) => row.id);
    await insertChildren(
      tx,
      part.map((item, i) => ({ recipeId: partIds[i] as number, recipe: item.recipe })),
    );
    ids.push(...partIds);
  }
  return ids;
}

/** Inserts one recipe with its sections, lines, steps, tags and equipment; returns its id. */
export async function insertRecipe(
  tx: Db,
  args: { ownerId: number | null; dataSource: RecipeDataSource; input: TRecipeInput },
): Promise<number> {
  const recipe = ZRecipeInput.parse(args.input);
  const [id] = await insertRecipes(tx, [{ ownerId: args.ownerId, dataSource: args.dataSource, recipe }]);
  return id as number;
}

/**
 * Replaces a recipe's fields and all of its sections, instructions, tags and equipment. The caller
 * checks ownership and runs this in a transaction so a failure leaves the old recipe whole.
 */
export async function replaceRecipe(tx: Db, recipeId: number, input: TRecipeInput): Promise<void> {
  const recipe = ZRecipeInput.parse(input);
  await tx
    .update(recipes)
    .set({ ...recipeColumns(recipe), updatedAt: new Date() })
    .where(eq(recipes.id, recipeId));
  await tx.delete(recipeSections).where(eq(recipeSections.recipeId, recipeId));
  await tx.delete(recipeInstructions).where(eq(recipeInstructions.recipeId, recipeId));
  await tx.delete(recipeTags).where(eq(recipeTags.recipeId, recipeId));
  await tx.delete(recipeEquipment).where(eq(recipeEquipment.recipeId, recipeId));
  await insertChildren(tx, [{ recipeId, recipe }]);
}
