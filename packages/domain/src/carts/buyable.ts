import { round2 } from "../common/rounding";
import { formatAmount, type UnitSystem } from "../foods/amount-format";
import { isUnit } from "../foods/units";

/**
 * How a combined list line is shown to someone shopping: the stored amount (2 decimals, docs/product.md#rounding-and-scaling)
 * turned into something a shop sells or a measuring spoon holds, in the person's unit system.
 */
export interface BuyableAmount {
  /** The number shown, as a value: 1 for "1 can", 0.5 for "½ teaspoon". */
  quantity: number;
  /** The unit shown, which the person's system may have changed ("2 cups" reads "480 milliliters"). */
  unit: string | null;
  /** "1 can", "1½ cups", "½ teaspoon", "3" (a plain count needs no unit word). */
  text: string;
}

/** Stored amounts carry float noise from scaling (2.0000000001 cans is 2 cans, not 3). */
const NOISE = 1e-6;

/**
 * What to buy for a stored amount, written by the one formatter (formatAmount, purpose "buy"):
 * counted and packaged things rounded up to whole ones, US measures up to the next quarter, grams
 * and millilitres up to whole grams and 5 ml steps, in `system` when given (ADR 132). A unit outside
 * the vocabulary (an older row) keeps its number as stored. Null when the line has no usable number.
 */
export function buyableAmount(quantity: number | null, unit: string | null, system?: UnitSystem): BuyableAmount | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return null;
  const key = unit?.trim().toLowerCase() ?? "";
  if (key === "") {
    const count = Math.max(1, Math.ceil(quantity - NOISE));
    return { quantity: count, unit, text: String(count) };
  }
  if (isUnit(key)) {
    const shown = formatAmount(quantity, key, { system, purpose: "buy" });
    return { quantity: shown.quantity, unit: shown.unit, text: shown.text };
  }
  const amount = round2(quantity);
  return { quantity: amount, unit, text: `${amount} ${key}` };
}

export interface ShoppingLine {
  name: string;
  quantity: number | null;
  unit: string | null;
  brand: string | null;
}

/** One line of a shopping list as a person writes it: "½ teaspoon black pepper", "1 can tomatoes (Mutti)". */
export function shoppingLineText(line: ShoppingLine, system?: UnitSystem): string {
  const amount = buyableAmount(line.quantity, line.unit, system);
  const brand = line.brand ? ` (${line.brand})` : "";
  return `${amount ? `${amount.text} ` : ""}${line.name}${brand}`;
}
