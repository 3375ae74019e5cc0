import type { Db } from "@simmer/db";
import { PER_SERVING_FIELDS, ZRecipeInput, type TRecipeInput } from "@simmer/contracts";
import { nutritionOfLines, foodIndexFor } from "../foods";

/**
 * A save whose nutrition comes from its ingredients (ADR 125) carries the figures the engine gives
 * for its lines and servings now, whatever the client sent, so a change of servings or lines can
 * never leave them stale. Other sources are saved as sent.
 */
export async function withCurrentNutrition(db: Db, input: TRecipeInput): Promise<TRecipeInput> {
  const parsed = ZRecipeInput.safeParse(input);
  // An input the schema refuses is saved by nobody: the write that follows names the field.
  if (!parsed.success || parsed.data.nutrition_source !== "ingredients") return input;
  const recipe = parsed.data;
  const lines = recipe.sections.flatMap((section) => section.ingredients);
  const { per_serving } = nutritionOfLines(await foodIndexFor(db), recipe.servings, lines, { strictFoods: false });
  const figures = Object.fromEntries(PER_SERVING_FIELDS.map((field) => [field, per_serving[field]]));
  return { ...input, ...figures };
}
