import type { TRecipeIngredientLine } from "@simmer/contracts";
import { formatLineAmount, type UnitSystem } from "@simmer/domain";

/**
 * A line's amount scaled to the chosen servings and written the one way every screen writes
 * amounts: friendly fractions for US measures and counts, sensible metric roundings, in the
 * person's unit system (docs/product.md#rounding-and-scaling, ADR 126).
 */
export function scaledLine(
  line: Pick<TRecipeIngredientLine, "quantity" | "unit">,
  recipeServings: number,
  servings: number,
  system?: UnitSystem,
): string {
  return formatLineAmount(line.quantity, line.unit, { recipeServings, servings, system });
}
