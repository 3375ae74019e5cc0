import { eq, inArray } from "drizzle-orm";
import { insertJsonRows, kitchenIdsFor, reserveIds } from "./bulk";
import { imageIdsFor } from "../images";
import { TRPCError } from "@trpc/server";
import { recipeEquipment, recipeInstructions, recipes, recipeSections, recipeTags, users, type Db } from "@simmer/db";
import { RECIPE_MESSAGES, ZRecipeInput, type TRecipeInput, type TRecipeInputParsed } from "@simmer/contracts";
import { defaultTotalTime, normaliseCatalogName, normaliseDataSourceLink } from "@simmer/domain";
import type { NutritionStamp } from "./recipes.nutrition";

export type RecipeDataSource = "catalog" | "user" | "import";

export interface RecipeToInsert {
  ownerId: number | null;
  dataSource: RecipeDataSource;
  recipe: TRecipeInputParsed;
  /** The import still writing this recipe: it stays out of every read until published (ADR 016). */
  importJobId?: string;
  /** How its figures from the ingredients were computed; none: recomputed when next read (ADR 141). */
  nutrition?: NutritionStamp | null;
}

/** Checks and completes the data-source link (docs/product.md#recipe-form); throws BAD_REQUEST naming the field. */
export function checkedLink(link: string | null): string | null {
  if (link === null) return null;
  const normalised = normaliseDataSourceLink(link);
  if (!normalised) throw new TRPCError({ code: "BAD_REQUEST", message: RECIPE_MESSAGES.badLink });
  return normalised;
}

function recipeColumns(recipe: TRecipeInputParsed, imageIds: ReadonlyMap<string, number>, stamp: NutritionStamp | null = null) {
  const computed = recipe.nutrition_source === "ingredients" ? stamp : null;
  return {
    title: recipe.title,
    imageUrl: recipe.image_url,
    imageId: recipe.image_url === null ? null : (imageIds.get(recipe.image_url) ?? null),
    servings: recipe.servings,
    // Omitted on an edit, the recipe keeps the yield it had (ADR 143).
    ...(recipe.yield_text !== undefined ? { yieldText: recipe.yield_text } : {}),
    prepTimeMin: recipe.prep_time_min,
    waitTimeMin: recipe.wait_time_min,
    cookTimeMin: recipe.cook_time_min,
    totalTimeMin: recipe.total_time_min ?? defaultTotalTime(recipe.prep_time_min, recipe.wait_time_min, recipe.cook_time_min),
    calories: recipe.calories,
    fat: recipe.fat,
    satFat: recipe.sat_fat,
    carbs: recipe.carbs,
    fiber: recipe.fiber,
    sugar: recipe.sugar,
    protein: recipe.protein,
    sodium: recipe.sodium,
    cholesterol: recipe.cholesterol,
    nutritionSource: recipe.nutrition_source,
    nutritionVersion: computed?.version ?? null,
    nutritionConfidence: computed?.confidence ?? null,
    dataSourceName: recipe.data_source_name,
    dataSourceLink: checkedLink(recipe.data_source_link),
    // Omitted on an edit, the recipe keeps the visibility it had (ADR 127).
    ...(recipe.visibility ? { visibility: recipe.visibility } : {}),
  };
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

type Owned<T> = T & { ownerId: number | null };

/** Kitchen item ids of every name the recipes use, resolved for each recipe's owner (ADR 014). */
async function kitchenIds(tx: Db, items: readonly Owned<{ recipe: TRecipeInputParsed }>[]) {
  const names = new Map<number | null, { ingredients: Set<string>; equipment: Set<string> }>();
  for (const { ownerId, recipe } of items) {
    let mine = names.get(ownerId);
    if (!mine) names.set(ownerId, (mine = { ingredients: new Set(), equipment: new Set() }));
    for (const section of recipe.sections)
      for (const line of section.ingredients) mine.ingredients.add(normaliseCatalogName(line.ingredient_name));
    for (const name of recipe.equipment) mine.equipment.add(normaliseCatalogName(name));
  }
  const ids = new Map<number | null, { ingredients: Map<string, number>; equipment: Map<string, number> }>();
  for (const [ownerId, mine] of names) {
    ids.set(ownerId, {
      ingredients: await kitchenIdsFor(tx, "ingredients", [...mine.ingredients], ownerId),
      equipment: await kitchenIdsFor(tx, "equipment", [...mine.equipment], ownerId),
    });
  }
  return (ownerId: number | null) => ids.get(ownerId) as { ingredients: Map<string, number>; equipment: Map<string, number> };
}

/** Writes sections, lines, instructions, tags and equipment for recipes that already have rows. */
async function insertChildren(tx: Db, items: readonly Owned<{ recipeId: number; recipe: TRecipeInputParsed }>[]) {
  const idsFor = await kitchenIds(tx, items);

  const sectionCount = items.reduce((n, { recipe }) => n + recipe.sections.length, 0);
  const sectionIds = await reserveIds(tx, "recipe_sections", sectionCount);
  const sectionRows: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  for (const { recipeId, recipe, ownerId } of items) {
    const ingredientIds = idsFor(ownerId).ingredients;
    let linePosition = 0;
    recipe.sections.forEach((section, position) => {
      const sectionId = sectionIds[sectionRows.length] as number;
      sectionRows.push({ id: sectionId, recipe_id: recipeId, position, name: section.section_name });
      for (const line of section.ingredients) {
        lineRows.push({
          recipe_id: recipeId,
          section_id: sectionId,
          position: linePosition++,
          ingredient_id: ingredientIds.get(normaliseCatalogName(line.ingredient_name)),
          name: line.ingredient_name,
          quantity: line.quantity,
          unit: line.unit,
          method: line.method,
          brand: line.brand,
          optional: line.optional,
          food_ndb_no: line.food_ndb_no,
          food_match_manual: line.food_ndb_no !== null,
          count_anyway: line.count_anyway,
          original: line.original,
        });
      }
    });
  }
  await insertRecipeChildRows(tx, {
    sections: sectionRows,
    lines: lineRows,
    steps: items.flatMap(({ recipeId, recipe }) =>
      recipe.instructions.map((step, index) => ({ recipe_id: recipeId, step_number: index + 1, instruction: step.instruction })),
    ),
    tags: items.flatMap(({ recipeId, recipe }) =>
      uniqueBy(recipe.tags, (t) => t).map((tag, position) => ({ recipe_id: recipeId, tag, position })),
    ),
    equipment: items.flatMap(({ recipeId, recipe, ownerId }) =>
      uniqueBy(recipe.equipment, normaliseCatalogName).map((name, position) => ({
        recipe_id: recipeId,
        equipment_id: idsFor(ownerId).equipment.get(normaliseCatalogName(name)),
        position,
      })),
    ),
  });
}

/** Rows of a recipe's children, keyed by column name, ready for insertRecipeChildRows. */
export interface RecipeChildRows {
  sections: readonly Record<string, unknown>[];
  lines: readonly Record<string, unknown>[];
  steps: readonly Record<string, unknown>[];
  tags: readonly Record<string, unknown>[];
  equipment: readonly Record<string, unknown>[];
}

/**
 * Writes sections (with ids reserved by the caller), ingredient lines, steps, tags and equipment in
 * bulk; shared by every path that creates recipes (form, import, catalogue, restore).
 */
export async function insertRecipeChildRows(tx: Db, rows: RecipeChildRows): Promise<void> {
  await insertJsonRows(tx, "recipe_sections", { id: "int", recipe_id: "int", position: "int", name: "text" }, rows.sections, {
    overridingIds: true,
  });
  await insertJsonRows(
    tx,
    "recipe_ingredients",
    {
      recipe_id: "int",
      section_id: "int",
      position: "int",
      ingredient_id: "int",
      name: "text",
      quantity: "text",
      unit: "text",
      method: "text",
      brand: "text",
      optional: "bool",
      food_ndb_no: "text",
      food_match_manual: "bool",
      count_anyway: "bool",
      original: "text",
    },
    rows.lines,
  );
  await insertJsonRows(tx, "recipe_instructions", { recipe_id: "int", step_number: "int", instruction: "text" }, rows.steps);
  await insertJsonRows(tx, "recipe_tags", { recipe_id: "int", tag: "text", position: "int" }, rows.tags);
  await insertJsonRows(tx, "recipe_equipment", { recipe_id: "int", equipment_id: "int", position: "int" }, rows.equipment);
}

/** Column types of a recipe row for insertJsonRows. */
export const RECIPE_COLUMN_TYPES = {
  id: "int",
  owner_id: "int",
  data_source: "text",
  title: "text",
  image_url: "text",
  image_id: "int",
  servings: "int",
  yield_text: "text",
  prep_time_min: "int",
  wait_time_min: "int",
  cook_time_min: "int",
  total_time_min: "int",
  calories: "float8",
  fat: "float8",
  sat_fat: "float8",
  carbs: "float8",
  fiber: "float8",
  sugar: "float8",
  protein: "float8",
  sodium: "float8",
  cholesterol: "float8",
  nutrition_source: "text",
  nutrition_version: "int",
  nutrition_confidence: "float8",
  data_source_name: "text",
  data_source_link: "text",
  import_job_id: "text",
  visibility: "text",
} as const;

/** The stored images the recipes' addresses name, checked against each recipe's owner (ADR 015). */
async function ownersImageIds(tx: Db, items: readonly RecipeToInsert[]) {
  const urls = new Map<number | null, (string | null)[]>();
  for (const { ownerId, recipe } of items) urls.set(ownerId, [...(urls.get(ownerId) ?? []), recipe.image_url]);
  const ids = new Map<number | null, Map<string, number>>();
  for (const [ownerId, list] of urls) ids.set(ownerId, await imageIdsFor(tx, ownerId, list));
  return (ownerId: number | null) => ids.get(ownerId) ?? new Map<string, number>();
}

/**
 * Inserts many recipes with a fixed number of statements per 1,000 recipes (the starter
 * catalogue and spreadsheet import use this). Call inside a transaction so a failure writes nothing.
 */
/** Each owner's default visibility for new recipes (ADR 127). */
async function defaultVisibilities(tx: Db, items: readonly RecipeToInsert[]): Promise<Map<number, "household" | "private">> {
  const owners = [...new Set(items.map((i) => i.ownerId).filter((id): id is number => id !== null))];
  if (owners.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, visibility: users.recipeVisibility }).from(users).where(inArray(users.id, owners));
  return new Map(rows.map((r) => [r.id, r.visibility === "private" ? "private" : "household"]));
}

export async function insertRecipes(tx: Db, items: readonly RecipeToInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < items.length; i += 1000) {
    const part = items.slice(i, i + 1000);
    const partIds = await reserveIds(tx, "recipes", part.length);
    const imageIds = await ownersImageIds(tx, part);
    const defaults = await defaultVisibilities(tx, part);
    const rows = part.map((item, index) => {
      const c = recipeColumns(item.recipe, imageIds(item.ownerId), item.nutrition ?? null);
      return {
        id: partIds[index],
        owner_id: item.ownerId,
        data_source: item.dataSource,
        title: c.title,
        image_url: c.imageUrl,
        image_id: c.imageId,
        servings: c.servings,
        yield_text: item.recipe.yield_text ?? null,
        prep_time_min: c.prepTimeMin,
        wait_time_min: c.waitTimeMin,
        cook_time_min: c.cookTimeMin,
        total_time_min: c.totalTimeMin,
        calories: c.calories,
        fat: c.fat,
        sat_fat: c.satFat,
        carbs: c.carbs,
        fiber: c.fiber,
        sugar: c.sugar,
        protein: c.protein,
        sodium: c.sodium,
        cholesterol: c.cholesterol,
        nutrition_source: c.nutritionSource,
        nutrition_version: c.nutritionVersion,
        nutrition_confidence: c.nutritionConfidence,
        data_source_name: c.dataSourceName,
        data_source_link: c.dataSourceLink,
        import_job_id: item.importJobId ?? null,
        // Imports and copies follow the owner's default unless the recipe says (ADR 127).
        visibility: item.recipe.visibility ?? (item.ownerId === null ? "household" : (defaults.get(item.ownerId) ?? "household")),
      };
    });
    await insertJsonRows(tx, "recipes", RECIPE_COLUMN_TYPES, rows, { overridingIds: true });
    await insertChildren(
      tx,
      part.map((item, index) => ({ recipeId: partIds[index] as number, recipe: item.recipe, ownerId: item.ownerId })),
    );
    ids.push(...partIds);
  }
  return ids;
}

/** Inserts one recipe with its sections, lines, steps, tags and equipment; returns its id. */
export async function insertRecipe(
  tx: Db,
  args: { ownerId: number | null; dataSource: RecipeDataSource; input: TRecipeInput; nutrition?: NutritionStamp | null },
): Promise<number> {
  const recipe = ZRecipeInput.parse(args.input);
  const [id] = await insertRecipes(tx, [{ ownerId: args.ownerId, dataSource: args.dataSource, recipe, nutrition: args.nutrition }]);
  return id as number;
}

/**
 * Replaces a recipe's fields and all of its sections, instructions, tags and equipment. The caller
 * checks ownership and runs this in a transaction so a failure leaves the old recipe whole.
 */
export async function replaceRecipe(
  tx: Db,
  target: { id: number; ownerId: number | null },
  input: TRecipeInput,
  nutrition: NutritionStamp | null = null,
): Promise<void> {
  const recipe = ZRecipeInput.parse(input);
  const imageIds = await imageIdsFor(tx, target.ownerId, [recipe.image_url]);
  await tx
    .update(recipes)
    .set({ ...recipeColumns(recipe, imageIds, nutrition), updatedAt: new Date() })
    .where(eq(recipes.id, target.id));
  await tx.delete(recipeSections).where(eq(recipeSections.recipeId, target.id));
  await tx.delete(recipeInstructions).where(eq(recipeInstructions.recipeId, target.id));
  await tx.delete(recipeTags).where(eq(recipeTags.recipeId, target.id));
  await tx.delete(recipeEquipment).where(eq(recipeEquipment.recipeId, target.id));
  await insertChildren(tx, [{ recipeId: target.id, recipe, ownerId: target.ownerId }]);
}
