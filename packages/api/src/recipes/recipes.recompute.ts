import { and, asc, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";
import { recipeIngredients, recipes, type Db } from "@simmer/db";
import { ZNutritionCalculateInput, type TNutritionCalculateOutput } from "@simmer/contracts";
import { MATCHER_VERSION } from "@simmer/domain";
import { fixesOfOwners, foodIndexFor, nutritionOfLines, type FoodRecord } from "../foods";
import type { FoodIndex } from "@simmer/domain";
import { catalogueNutritionInput, type CatalogLine } from "./catalog/nutrition-hints";

type LineRow = typeof recipeIngredients.$inferSelect;
type RecipeRow = Pick<typeof recipes.$inferSelect, "id" | "ownerId" | "dataSource" | "servings">;

/** Recipes whose figures come from their ingredients and were computed by an older matcher, or not yet (ADR 141). */
const stale = () =>
  and(
    eq(recipes.nutritionSource, "ingredients"),
    isNull(recipes.importJobId),
    or(isNull(recipes.nutritionVersion), ne(recipes.nutritionVersion, MATCHER_VERSION)),
  );

/**
 * The catalogue's figures are computed as the seeder computes them (its grams and food pins);
 * a person's with their lines as saved, their chosen foods and their remembered fixes.
 */
function compute(
  index: FoodIndex<FoodRecord>,
  recipe: RecipeRow,
  lines: readonly LineRow[],
  fixes: ReadonlyMap<string, string> | undefined,
): TNutritionCalculateOutput {
  if (recipe.ownerId === null && recipe.dataSource === "catalog") {
    const catalogue = lines.map((line): CatalogLine => ({
      ingredient_name: line.name,
      quantity: line.quantity,
      unit: line.unit as CatalogLine["unit"],
      method: line.method,
      brand: line.brand,
      optional: line.optional,
    }));
    const { servings, ingredients } = ZNutritionCalculateInput.parse(catalogueNutritionInput(recipe.servings, catalogue));
    return nutritionOfLines(index, servings, ingredients, { strictFoods: false });
  }
  const ingredients = lines.map((line) => ({
    ingredient_name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    food_ndb_no: line.foodNdbNo,
    count_anyway: line.countAnyway,
    method: line.method,
    original: line.original,
  }));
  return nutritionOfLines(index, recipe.servings, ingredients, { strictFoods: false, fixes });
}

/**
 * Computes the stored figures of those of these recipes that are stale again with the current
 * matcher and stamps them with its version (ADR 141). The rows are locked while they are computed,
 * so a save waits for them and a second sweep skips them. Returns how many were written.
 */
export async function recomputeNutrition(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  // Read before the transaction: PGlite runs one statement at a time, and the index reads the foods table.
  const index = await foodIndexFor(db);
  if (index.foods.length === 0) return 0;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await tx
      .select({ id: recipes.id, ownerId: recipes.ownerId, dataSource: recipes.dataSource, servings: recipes.servings })
      .from(recipes)
      .where(and(inArray(recipes.id, [...ids]), stale()))
      .orderBy(asc(recipes.id))
      .for("update", { skipLocked: true });
    if (rows.length === 0) return 0;
    const lineRows = await tx
      .select()
      .from(recipeIngredients)
      .where(
        inArray(
          recipeIngredients.recipeId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position));
    const linesOf = new Map<number, LineRow[]>();
    for (const line of lineRows) {
      const list = linesOf.get(line.recipeId);
      if (list) list.push(line);
      else linesOf.set(line.recipeId, [line]);
    }
    const fixes = await fixesOfOwners(tx, [...new Set(rows.flatMap((r) => (r.ownerId === null ? [] : [r.ownerId])))]);
    for (const recipe of rows) {
      const result = compute(index, recipe, linesOf.get(recipe.id) ?? [], recipe.ownerId === null ? undefined : fixes.get(recipe.ownerId));
      const figures = result.per_serving;
      await tx
        .update(recipes)
        .set({
          calories: figures.calories,
          fat: figures.fat,
          satFat: figures.sat_fat,
          carbs: figures.carbs,
          fiber: figures.fiber,
          sugar: figures.sugar,
          protein: figures.protein,
          sodium: figures.sodium,
          cholesterol: figures.cholesterol,
          nutritionVersion: MATCHER_VERSION,
          nutritionConfidence: result.confidence.share,
        })
        .where(eq(recipes.id, recipe.id));
    }
    return rows.length;
  });
}

/** True when this stored recipe's figures must be computed again before they are shown (ADR 141). */
export function hasStaleNutrition(row: Pick<typeof recipes.$inferSelect, "nutritionSource" | "nutritionVersion" | "importJobId">): boolean {
  return row.nutritionSource === "ingredients" && row.importJobId === null && row.nutritionVersion !== MATCHER_VERSION;
}

export interface RecomputeReport {
  recomputed: number;
  batches: number;
  ms: number;
}

/**
 * The start-up sweep (ADR 141): every stale recipe, in id order, `batchSize` at a time, yielding
 * between batches so requests are served meanwhile. One pass; a recipe that turns stale during it
 * (a remembered fix) is recomputed when read. `shouldStop` ends it early (shutdown).
 */
export async function recomputeStaleNutrition(
  db: Db,
  options: { batchSize?: number; shouldStop?: () => boolean } = {},
): Promise<RecomputeReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 100;
  let cursor = 0;
  let recomputed = 0;
  let batches = 0;
  while (!options.shouldStop?.()) {
    const ids = (
      await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(stale(), gt(recipes.id, cursor)))
        .orderBy(asc(recipes.id))
        .limit(batchSize)
    ).map((r) => r.id);
    if (ids.length === 0) break;
    cursor = ids[ids.length - 1] as number;
    recomputed += await recomputeNutrition(db, ids);
    batches += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { recomputed, batches, ms: performance.now() - started };
}
