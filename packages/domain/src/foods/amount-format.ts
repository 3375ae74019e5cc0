import { parseQuantityRange } from "../recipes/quantity";
import { bestUnit, convert, dimensionOf, isUnit, systemOf, toBase, type Unit } from "./units";

/** How a person reads amounts (ADR 110): US kitchens in cups and ounces, metric ones in ml and g. */
export type UnitSystem = "us" | "metric";
export const UNIT_SYSTEMS = ["us", "metric"] as const;

/**
 * What the amount is shown for. `cook`: a recipe's line, as near as a measuring set gets
 * ("⅜ cup", "1½ onions"). `buy`: a shopping line, never less than what is needed ("2 onions",
 * "1 can").
 */
export type AmountPurpose = "cook" | "buy";

export interface FormattedAmount {
  /** The number shown, as a value. */
  quantity: number;
  unit: Unit;
  /** "1½ cups", "⅜ teaspoon", "250 ml"-style text with the unit written out: "250 milliliters". */
  text: string;
}

const NOISE = 1e-6;
/** Stored amounts carry 2 decimals: ½ stored as 0.5 and ¾ as 0.75 are exact, ¼ × 1.01 is not a new quarter. */
const BUY_NOISE = 0.01;
const EIGHTHS = ["", "⅛", "¼", "⅜", "½", "⅝", "¾", "⅞"] as const;
const THIRDS: Record<number, string> = { 1: "⅓", 2: "⅔" };

/** Each unit's word for one ("1 cup", "½ teaspoon"): shared by every writer of amounts. */
export const UNIT_SINGULAR: Readonly<Record<Unit, string>> = {
  units: "unit",
  slices: "slice",
  cups: "cup",
  gallons: "gallon",
  pints: "pint",
  quarts: "quart",
  tablespoons: "tablespoon",
  teaspoons: "teaspoon",
  grams: "gram",
  kilograms: "kilogram",
  ounces: "ounce",
  pounds: "pound",
  bunches: "bunch",
  cans: "can",
  milliliters: "milliliter",
  deciliters: "deciliter",
  liters: "liter",
  "fluid ounces": "fluid ounce",
  pinches: "pinch",
  dashes: "dash",
  cloves: "clove",
  pieces: "piece",
  sprigs: "sprig",
  packages: "package",
};

/** Units whose amounts are written in common fractions: US measures and things counted. */
const FRACTIONAL: ReadonlySet<Unit> = new Set<Unit>([
  "teaspoons",
  "tablespoons",
  "cups",
  "pints",
  "quarts",
  "gallons",
  "fluid ounces",
  "ounces",
  "pounds",
  "pinches",
  "dashes",
  "units",
  "pieces",
  "slices",
  "cloves",
  "sprigs",
  "bunches",
  "cans",
  "packages",
]);
const COUNTED: ReadonlySet<Unit> = new Set<Unit>(["units", "pieces", "slices", "cloves", "sprigs", "bunches", "cans", "packages"]);

/**
 * The nearest amount in eighths or thirds, ties going up; a positive amount never reads as
 * nothing (the least is ⅛). "0.375" is "⅜", "1.5" is "1½", "0.33" is "⅓".
 */
export function friendlyFraction(value: number): { value: number; text: string } {
  const whole = Math.floor(value + NOISE);
  const rest = value - whole;
  const eighth = Math.round(rest * 8 + NOISE);
  const third = Math.round(rest * 3 + NOISE);
  const useThird = (third === 1 || third === 2) && Math.abs(rest - third / 3) < Math.abs(rest - eighth / 8) - NOISE;
  let w = whole;
  let glyph: string;
  let fraction: number;
  if (useThird) {
    glyph = THIRDS[third]!;
    fraction = third / 3;
  } else if (eighth === 8) {
    w += 1;
    glyph = "";
    fraction = 0;
  } else {
    glyph = EIGHTHS[eighth]!;
    fraction = eighth / 8;
  }
  if (w === 0 && fraction === 0 && value > 0) {
    glyph = "⅛";
    fraction = 1 / 8;
  }
  const text = w === 0 ? glyph || "0" : `${w}${glyph}`;
  return { value: w + fraction, text };
}

/** Metric amounts people measure: whole grams, 5 ml steps under 100 ml, 10 ml steps to a litre. */
function metricRound(amount: number, unit: Unit): number {
  switch (unit) {
    case "grams":
      return amount < 10 ? Math.max(1, Math.round(amount * 2) / 2) : Math.round(amount);
    case "milliliters":
      if (amount < 5) return Math.max(1, Math.round(amount));
      return amount < 100 ? Math.round(amount / 5) * 5 : Math.round(amount / 10) * 10;
    default:
      return Math.round(amount * 100) / 100;
  }
}

/** Round up in the same steps, for a shopping line that must not ask for less than needed. */
function metricCeil(amount: number, unit: Unit): number {
  switch (unit) {
    case "grams":
      return Math.max(1, Math.ceil(amount - NOISE));
    case "milliliters":
      return amount < 100 ? Math.max(5, Math.ceil(amount / 5 - NOISE) * 5) : Math.ceil(amount / 10 - NOISE) * 10;
    default:
      return Math.ceil(amount * 100 - NOISE) / 100;
  }
}

/** The amount in the person's system: a US volume becomes ml or l for a metric kitchen, and back. */
export function inSystem(amount: number, unit: Unit, system: UnitSystem): { amount: number; unit: Unit } {
  const dimension = dimensionOf(unit);
  if (dimension !== "volume" && dimension !== "mass") return { amount, unit };
  const own = systemOf(unit);
  // Pinches and dashes stay as written: no one measures 0.3 ml of salt.
  if (own === system || unit === "pinches" || unit === "dashes") return { amount, unit };
  const base = toBase(amount, unit).amount;
  const best = bestUnit(base, dimension, system);
  const exact = convert(amount, unit, best.unit) ?? best.amount;
  return { amount: exact, unit: best.unit };
}

function unitWord(value: number, unit: Unit, fractional: boolean): string {
  const singular = fractional ? value <= 1 + NOISE : Math.abs(value - 1) <= NOISE;
  return singular ? UNIT_SINGULAR[unit] : unit;
}

/**
 * The one way Simmer writes an amount: in the person's system, as friendly fractions for US
 * measures and counts, sensibly rounded metric, and (when buying) counted and packaged things
 * rounded up to what a store sells. A plain count has no unit word: "2", not "2 units".
 */
export function formatAmount(amount: number, unit: Unit, options: { system?: UnitSystem; purpose?: AmountPurpose } = {}): FormattedAmount {
  const purpose = options.purpose ?? "cook";
  const shown = options.system ? inSystem(amount, unit, options.system) : { amount, unit };
  const { unit: u } = shown;
  // 15.87 ounces is bought as a pound, not as 16 ounces.
  if (purpose === "buy" && u === "ounces" && buyStep(shown.amount, u) >= 16) return formatAmount(shown.amount / 16, "pounds", { purpose });
  let value: number;
  let number: string;
  if (COUNTED.has(u) && purpose === "buy") {
    value = Math.max(1, Math.ceil(shown.amount - NOISE));
    number = String(value);
  } else if (FRACTIONAL.has(u)) {
    const fraction = friendlyFraction(purpose === "buy" ? buyStep(shown.amount, u) : shown.amount);
    value = fraction.value;
    number = fraction.text;
  } else {
    value = purpose === "buy" ? metricCeil(shown.amount, u) : metricRound(shown.amount, u);
    number = String(value);
  }
  const fractional = FRACTIONAL.has(u) && !(COUNTED.has(u) && purpose === "buy");
  const text = u === "units" ? number : `${number} ${unitWord(value, u, fractional)}`;
  return { quantity: value, unit: u, text };
}

/**
 * A US amount to buy: up to the next quarter, which every measuring set and shop label holds; a
 * third only of a cup (there is no ⅓-tablespoon spoon, so "1⅓ tablespoons cream" is bought as 1½)
 * and an eighth only of a teaspoon (ADR 132). Never less than needed, beyond the stored 2 decimals.
 */
export function buyStep(amount: number, unit: Unit): number {
  const steps = [0.25, 0.5, 0.75, 1, ...(unit === "cups" ? [1 / 3, 2 / 3] : []), ...(unit === "teaspoons" ? [0.125] : [])];
  const whole = Math.floor(amount + BUY_NOISE);
  const rest = amount - whole;
  if (rest <= BUY_NOISE && whole > 0) return whole;
  const step = Math.min(...steps.filter((s) => s >= rest - BUY_NOISE));
  return whole + step;
}

/** Where kitchens measure in cups and ounces: the United States, Liberia and Myanmar. */
const US_KITCHENS = new Set(["US", "LR", "MM"]);

/**
 * The first unit system for a person who has not chosen one, from the browser's locale: "en-US"
 * and a bare "en" are US kitchens; "en-GB", "de-DE" or "fr" are metric ones.
 */
export function unitSystemForLocale(locale: string | null | undefined): UnitSystem {
  const tag = (locale ?? "").trim();
  if (tag === "") return "us";
  const parts = tag.split(/[-_]/);
  const region = parts
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
    ?.toUpperCase();
  if (region) return US_KITCHENS.has(region) ? "us" : "metric";
  return parts[0]?.toLowerCase() === "en" ? "us" : "metric";
}

/**
 * A recipe line's written quantity ("1 1/2", "2-3", "a handful") and unit, scaled from the recipe's
 * servings to the chosen ones and written the one way (formatAmount): "3 cups", "⅓ teaspoon",
 * "1–1½ cups", "240 milliliters" in a metric kitchen. Text that is not a number is kept as written.
 */
export function formatLineAmount(
  quantity: string,
  unit: string,
  options: { recipeServings?: number; servings?: number; system?: UnitSystem; purpose?: AmountPurpose } = {},
): string {
  const range = parseQuantityRange(quantity);
  const known = isUnit(unit) ? unit : null;
  if (!range) {
    const written = quantity.trim();
    if (written === "") return "";
    return known === "units" || unit.trim() === "" ? written : `${written} ${unit}`;
  }
  const factor =
    options.recipeServings && options.recipeServings > 0 && options.servings && options.servings > 0
      ? options.servings / options.recipeServings
      : 1;
  if (!known) {
    const scaled = [range.min, range.max].map((n) => String(Math.round(n * factor * 100) / 100));
    return `${scaled[0] === scaled[1] ? scaled[0] : `${scaled[0]}–${scaled[1]}`} ${unit}`.trim();
  }
  const max = formatAmount(range.max * factor, known, options);
  if (range.min === range.max) return max.text;
  const min = formatAmount(range.min * factor, known, options);
  if (min.unit !== max.unit) return `${min.text} – ${max.text}`;
  const number = (f: FormattedAmount) => (f.unit === "units" ? f.text : f.text.slice(0, f.text.indexOf(" ")));
  return `${number(min)}–${max.text}`;
}
