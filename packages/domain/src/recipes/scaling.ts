import { round2 } from "../common/rounding";
import { parseQuantityRange } from "./quantity";

/** Scaled amount = value / recipe servings × chosen servings (docs/product.md#rounding-and-scaling), rounded to 2 decimals. */
export function scaleAmount(value: number, recipeServings: number, chosenServings: number): number {
  if (!(recipeServings > 0)) return round2(value);
  return round2((value / recipeServings) * chosenServings);
}

/** Scales a written quantity ("1 1/2", "2-3"); text that is not a number is returned unchanged. */
export function scaleQuantityText(text: string, recipeServings: number, chosenServings: number): string {
  const range = parseQuantityRange(text);
  if (!range) return text;
  const min = scaleAmount(range.min, recipeServings, chosenServings);
  const max = scaleAmount(range.max, recipeServings, chosenServings);
  return min === max ? String(max) : `${min}-${max}`;
}

/** "1 cups" reads "1 cup": a unit's trailing s is dropped when the quantity is exactly 1 (docs/product.md#rounding-and-scaling). */
export function displayUnit(quantity: number | string, unit: string): string {
  const value = typeof quantity === "number" ? quantity : parseQuantityRange(quantity)?.max;
  if (value === 1 && /s$/i.test(unit) && unit.length > 1) return unit.slice(0, -1);
  return unit;
}
