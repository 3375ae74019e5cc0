import type { TRecipeIngredientLine } from "@simmer/contracts";
import { displayUnit, hasAmount, scaleQuantityText } from "@simmer/domain";

/** "1 1/2 cups" scaled to the chosen servings, with the unit singular at exactly 1 (spec §9). */
export function scaledLine(line: Pick<TRecipeIngredientLine, "quantity" | "unit">, recipeServings: number, servings: number) {
  // A line with no amount shows no unit either: "salt", never "units salt" (ADR 121).
  if (!hasAmount(line.quantity)) return { quantity: "", unit: "" };
  const quantity = scaleQuantityText(line.quantity, recipeServings, servings);
  return { quantity, unit: displayUnit(quantity, line.unit) };
}
