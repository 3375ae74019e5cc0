import type { TRecipeIngredientLine } from "@simmer/contracts";
import { displayUnit, scaleQuantityText } from "@simmer/domain";

/** "1 1/2 cups" scaled to the chosen servings, with the unit singular at exactly 1 (docs/product.md#rounding-and-scaling). */
export function scaledLine(line: Pick<TRecipeIngredientLine, "quantity" | "unit">, recipeServings: number, servings: number) {
  const quantity = scaleQuantityText(line.quantity, recipeServings, servings);
  return { quantity, unit: displayUnit(quantity, line.unit) };
}
