import type { Db } from "@simmer/db";
import { PER_SERVING_FIELDS, ZRecipeInput, type TRecipeInput } from "@simmer/contracts";
import { MATCHER_VERSION } from "@simmer/domain";
import { fixesOf, nutritionOfLines, foodIndexFor } from "../foods";

/** What a recipe's stored figures were computed with, and how much of them rests on confident lines (ADR 141). */
export interface NutritionStamp {
  version: number;
  confidence: number;
}

/**
 * A save whose nutrition comes from its ingredients (ADR 125) carries the figures the engine gives
 * for its lines and servings now, with the owner's remembered fixes (ADR 141), whatever the client
 * sent, so a change of servings or lines can never leave them stale. Other sources are saved as
 * sent. The stamp says which matcher computed them and their confidence.
 */
export async function withCurrentNutrition(
  db: Db,
  input: TRecipeInput,
  ownerId: number | null,
): Promise<{ input: TRecipeInput; stamp: NutritionStamp | null }> {
  const parsed = ZRecipeInput.safeParse(input);
  // An input the schema refuses is saved by nobody: the write that follows names the field.
  if (!parsed.success || parsed.data.nutrition_source !== "ingredients") return { input, stamp: null };
  const recipe = parsed.data;
  const lines = recipe.sections.flatMap((section) => section.ingredients);
  const [index, fixes] = await Promise.all([foodIndexFor(db), ownerId === null ? undefined : fixesOf(db, ownerId)]);
  const result = nutritionOfLines(index, recipe.servings, lines, { strictFoods: false, fixes });
  const figures = Object.fromEntries(PER_SERVING_FIELDS.map((field) => [field, result.per_serving[field]]));
  return { input: { ...input, ...figures }, stamp: { version: MATCHER_VERSION, confidence: result.confidence.share } };
}
