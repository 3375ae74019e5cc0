import { round2 } from "../common/rounding";
import { UNIT_SINGULAR } from "../foods/amount-format";

/**
 * How a combined list line is shown to someone shopping: the stored amount (2 decimals, docs/product.md#rounding-and-scaling)
 * turned into something a shop sells or a measuring spoon holds.
 */
export interface BuyableAmount {
  /** The number shown, as a value: 1 for "1 can", 0.5 for "½ teaspoon". */
  quantity: number;
  unit: string | null;
  /** "1 can", "1½ cups", "½ teaspoon", "3" (a plain count needs no unit word). */
  text: string;
}

/** Things sold or used one at a time: a quarter of a can is still one can to buy. */
const COUNTED = new Set(["units", "slices", "cans", "bunches", "cloves", "pieces", "sprigs", "packages"]);
/**
 * Spoons and cups come in eighths, quarters and thirds, and US recipes and shops write ounces and
 * pounds the same way ("½ pound"); metric amounts stay decimal.
 */
const MEASURED = new Set(["teaspoons", "tablespoons", "cups", "pints", "quarts", "gallons", "fluid ounces", "ounces", "pounds"]);
/** Small metric units: nobody weighs out half a gram for a shopping list. */
const WHOLE_METRIC = new Set(["grams", "milliliters"]);

const FRACTIONS: readonly { value: number; glyph: string }[] = [
  { value: 0, glyph: "" },
  { value: 1 / 8, glyph: "⅛" },
  { value: 1 / 4, glyph: "¼" },
  { value: 1 / 3, glyph: "⅓" },
  { value: 1 / 2, glyph: "½" },
  { value: 2 / 3, glyph: "⅔" },
  { value: 3 / 4, glyph: "¾" },
  { value: 1, glyph: "" },
];

/** Stored amounts carry float noise from scaling (2.0000000001 cans is 2 cans, not 3). */
const NOISE = 1e-6;

/**
 * The nearest amount a measuring set can make: a whole number and one of ⅛ ¼ ⅓ ½ ⅔ ¾, ties going
 * up. A positive amount never becomes nothing: the least it reads is ⅛.
 */
export function commonFraction(value: number): { value: number; text: string } {
  let whole = Math.floor(value + NOISE);
  const rest = value - whole;
  let best = FRACTIONS[0] as { value: number; glyph: string };
  for (const fraction of FRACTIONS) {
    if (Math.abs(rest - fraction.value) <= Math.abs(rest - best.value) + NOISE) best = fraction;
  }
  if (best.value === 1) {
    whole += 1;
    best = FRACTIONS[0] as { value: number; glyph: string };
  }
  if (whole === 0 && best.value === 0 && value > 0) best = FRACTIONS[1] as { value: number; glyph: string };
  const text = whole === 0 ? best.glyph : `${whole}${best.glyph}`;
  return { value: whole + best.value, text: text || "0" };
}

/** English reads "1 cup" and "½ cup" but "1½ cups" and "0.46 pounds". */
function unitWord(amount: number, unit: string, fractionsAreSingular = false): string {
  const singular = fractionsAreSingular ? amount <= 1 + NOISE : Math.abs(amount - 1) <= NOISE;
  return singular ? ((UNIT_SINGULAR as Readonly<Record<string, string>>)[unit] ?? unit) : unit;
}

/**
 * What to buy for a stored amount: counted things rounded up to whole ones, US spoon, cup and
 * weight measures as common fractions, grams and millilitres as whole numbers, kilograms and
 * litres as stored.
 * Null when the line has no usable number ("to taste").
 */
export function buyableAmount(quantity: number | null, unit: string | null): BuyableAmount | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return null;
  const key = unit?.trim().toLowerCase() ?? "";

  if (key === "" || COUNTED.has(key)) {
    const count = Math.max(1, Math.ceil(quantity - NOISE));
    // A plain count reads best without a word: "2 eggs" is written "2 egg", never "2 units egg".
    const text = key === "" || key === "units" ? String(count) : `${count} ${unitWord(count, key)}`;
    return { quantity: count, unit, text };
  }
  if (MEASURED.has(key)) {
    const fraction = commonFraction(quantity);
    return { quantity: round2(fraction.value), unit, text: `${fraction.text} ${unitWord(fraction.value, key, true)}` };
  }
  const amount = WHOLE_METRIC.has(key) ? Math.max(1, Math.ceil(quantity - NOISE)) : round2(quantity);
  return { quantity: amount, unit, text: `${amount} ${unitWord(amount, key)}` };
}

export interface ShoppingLine {
  name: string;
  quantity: number | null;
  unit: string | null;
  brand: string | null;
}

/** One line of a shopping list as a person writes it: "½ teaspoon black pepper", "1 can tomatoes (Mutti)". */
export function shoppingLineText(line: ShoppingLine): string {
  const amount = buyableAmount(line.quantity, line.unit);
  const brand = line.brand ? ` (${line.brand})` : "";
  return `${amount ? `${amount.text} ` : ""}${line.name}${brand}`;
}
