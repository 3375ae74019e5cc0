import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import {
  equipment,
  images,
  ingredients,
  recipeEquipment,
  recipeIngredients,
  recipeInstructions,
  recipes,
  recipeSections,
  recipeTags,
  type Db,
} from "@simmer/db";
import type { DomainBackup, TBackupRecipe } from "../backup";

/** Recipes read per query while the archive streams: only one page sits in memory at a time. */
export const BACKUP_PAGE_SIZE = 500;

/** ADR 016: a recipe an import is still writing is not the person's yet. */
export const publishedRecipe = sql`(${recipes.importJobId} is null or exists (select 1 from jobs pj where pj.id = ${recipes.importJobId} and pj.state = 'done'))`;

/** The archive entry of a stored image. */
export function imageEntryOf(key: string): string {
  return `images/${key}.webp`;
}

const iso = (d: Date) => d.toISOString();

/** One page of the person's recipes after `afterId`, in archive form. */
async function recipePage(db: Db, userId: number, afterId: number): Promise<{ lastId: number; page: TBackupRecipe[] }> {
  const rows = await db
    .select({ recipe: recipes, imageKey: images.key })
    .from(recipes)
    .leftJoin(images, eq(images.id, recipes.imageId))
    .where(and(eq(recipes.ownerId, userId), gt(recipes.id, afterId), publishedRecipe))
    .orderBy(asc(recipes.id))
    .limit(BACKUP_PAGE_SIZE);
  if (rows.length === 0) return { lastId: afterId, page: [] };
  const ids = rows.map((r) => r.recipe.id);
  const [sections, lines, steps, tags, tools] = await Promise.all([
    db
      .select()
      .from(recipeSections)
      .where(inArray(recipeSections.recipeId, ids))
      .orderBy(asc(recipeSections.position), asc(recipeSections.id)),
    db
      .select({ line: recipeIngredients, ingredient: ingredients.name })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.id)),
    db.select().from(recipeInstructions).where(inArray(recipeInstructions.recipeId, ids)).orderBy(asc(recipeInstructions.stepNumber)),
    db.select().from(recipeTags).where(inArray(recipeTags.recipeId, ids)).orderBy(asc(recipeTags.position), asc(recipeTags.tag)),
    db
      .select({ recipeId: recipeEquipment.recipeId, position: recipeEquipment.position, name: equipment.name })
      .from(recipeEquipment)
      .innerJoin(equipment, eq(equipment.id, recipeEquipment.equipmentId))
      .where(inArray(recipeEquipment.recipeId, ids))
      .orderBy(asc(recipeEquipment.position), asc(equipment.name)),
  ]);
  const group = <T>(items: T[], recipeOf: (item: T) => number) => {
    const map = new Map<number, T[]>();
    for (const item of items) {
      const list = map.get(recipeOf(item));
      if (list) list.push(item);
      else map.set(recipeOf(item), [item]);
    }
    return map;
  };
  const sectionsBy = group(sections, (s) => s.recipeId);
  const linesBy = group(lines, (l) => l.line.sectionId);
  const stepsBy = group(steps, (s) => s.recipeId);
  const tagsBy = group(tags, (t) => t.recipeId);
  const toolsBy = group(tools, (t) => t.recipeId);
  const page = rows.map(({ recipe: r, imageKey }): TBackupRecipe => ({
    ref: r.id,
    title: r.title,
    image: imageKey ? imageEntryOf(imageKey) : null,
    image_url: imageKey ? null : r.imageUrl,
    servings: r.servings,
    yield_text: r.yieldText,
    prep_time_min: r.prepTimeMin,
    wait_time_min: r.waitTimeMin,
    cook_time_min: r.cookTimeMin,
    total_time_min: r.totalTimeMin,
    nutrition: {
      calories: r.calories,
      fat: r.fat,
      sat_fat: r.satFat,
      carbs: r.carbs,
      fiber: r.fiber,
      sugar: r.sugar,
      protein: r.protein,
      sodium: r.sodium,
      cholesterol: r.cholesterol,
    },
    nutrition_source: r.nutritionSource as "ingredients" | "page" | "manual",
    visibility: r.visibility === "private" ? "private" : "household",
    data_source: r.dataSource === "import" ? "import" : "user",
    data_source_name: r.dataSourceName,
    data_source_link: r.dataSourceLink,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    sections: (sectionsBy.get(r.id) ?? []).map((s) => ({
      position: s.position,
      name: s.name,
      lines: (linesBy.get(s.id) ?? []).map(({ line, ingredient }) => ({
        position: line.position,
        ingredient,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        method: line.method,
        brand: line.brand,
        optional: line.optional,
        food_ndb_no: line.foodNdbNo,
        food_match_manual: line.foodMatchManual,
        count_anyway: line.countAnyway,
        original: line.original,
      })),
    })),
    steps: (stepsBy.get(r.id) ?? []).map((s) => ({ step_number: s.stepNumber, instruction: s.instruction })),
    tags: (tagsBy.get(r.id) ?? []).map((t) => ({ tag: t.tag, position: t.position })),
    equipment: (toolsBy.get(r.id) ?? []).map((t) => ({ name: t.name, position: t.position })),
  }));
  return { lastId: ids[ids.length - 1] as number, page };
}

/** The recipes as JSON Lines, read a page at a time as the zip asks for more. */
export async function* recipeLines(db: Db, userId: number, counts: Record<string, number>): AsyncGenerator<Buffer> {
  let afterId = 0;
  for (;;) {
    const { lastId, page } = await recipePage(db, userId, afterId);
    if (page.length === 0) return;
    counts.recipes = (counts.recipes ?? 0) + page.length;
    yield Buffer.from(page.map((r) => JSON.stringify(r)).join("\n") + "\n", "utf8");
    afterId = lastId;
  }
}

/** Keys of the stored images the person's recipes show. */
export async function imageKeysOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: images.key })
    .from(recipes)
    .innerJoin(images, eq(images.id, recipes.imageId))
    .where(and(eq(recipes.ownerId, userId), isNotNull(recipes.imageId), publishedRecipe))
    .orderBy(asc(images.key));
  return rows.map((r) => r.key);
}

/**
 * Recipes, with their sections, lines, steps, tags and equipment, travel as recipes.jsonl, which
 * `account/` streams itself (a line at a time, images beside it) rather than as one document.
 */
export const recipesBackup: DomainBackup = {
  domain: "recipes",
  carries: [recipes, recipeSections, recipeIngredients, recipeInstructions, recipeTags, recipeEquipment],
  leavesOut: [],
  holdsData: [recipes.ownerId],
  documents: [],
};
