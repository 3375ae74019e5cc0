import { round2 } from "../common/rounding";

/** The units a recipe line may use (docs/product.md#units). */
export const RECIPE_UNITS = [
  "units",
  "slices",
  "cups",
  "gallons",
  "pints",
  "quarts",
  "tablespoons",
  "teaspoons",
  "grams",
  "kilograms",
  "ounces",
  "pounds",
  "bunches",
  "cans",
  // Added so lines keep the unit they were written in (ADR 110).
  "milliliters",
  "deciliters",
  "liters",
  "fluid ounces",
  "pinches",
  "dashes",
  "cloves",
  "pieces",
  "sprigs",
  "packages",
] as const;
export type RecipeUnit = (typeof RECIPE_UNITS)[number];

export type Unit = RecipeUnit;
export type Dimension = "volume" | "mass" | "units" | "slices" | "bunches" | "cans" | "cloves" | "sprigs" | "packages";

const ML_PER_TSP = 4.928921593749999;
/** Size of one unit in its dimension's base: millilitres for volume, grams for mass, 1 for counts. */
const UNIT_TABLE: Record<Unit, { dimension: Dimension; base: number; system: "us" | "metric" | "none" }> = {
  teaspoons: { dimension: "volume", base: ML_PER_TSP, system: "us" },
  tablespoons: { dimension: "volume", base: ML_PER_TSP * 3, system: "us" },
  cups: { dimension: "volume", base: ML_PER_TSP * 48, system: "us" },
  pints: { dimension: "volume", base: ML_PER_TSP * 96, system: "us" },
  quarts: { dimension: "volume", base: ML_PER_TSP * 192, system: "us" },
  gallons: { dimension: "volume", base: ML_PER_TSP * 768, system: "us" },
  "fluid ounces": { dimension: "volume", base: ML_PER_TSP * 6, system: "us" },
  pinches: { dimension: "volume", base: ML_PER_TSP / 16, system: "us" },
  dashes: { dimension: "volume", base: ML_PER_TSP / 8, system: "us" },
  milliliters: { dimension: "volume", base: 1, system: "metric" },
  deciliters: { dimension: "volume", base: 100, system: "metric" },
  liters: { dimension: "volume", base: 1000, system: "metric" },
  grams: { dimension: "mass", base: 1, system: "metric" },
  kilograms: { dimension: "mass", base: 1000, system: "metric" },
  ounces: { dimension: "mass", base: 28.349523125, system: "us" },
  pounds: { dimension: "mass", base: 453.59237, system: "us" },
  units: { dimension: "units", base: 1, system: "none" },
  slices: { dimension: "slices", base: 1, system: "none" },
  bunches: { dimension: "bunches", base: 1, system: "none" },
  cans: { dimension: "cans", base: 1, system: "none" },
  pieces: { dimension: "units", base: 1, system: "none" },
  cloves: { dimension: "cloves", base: 1, system: "none" },
  sprigs: { dimension: "sprigs", base: 1, system: "none" },
  packages: { dimension: "packages", base: 1, system: "none" },
};

export function isUnit(value: string): value is Unit {
  return Object.hasOwn(UNIT_TABLE, value);
}

export function isRecipeUnit(value: string): value is RecipeUnit {
  return (RECIPE_UNITS as readonly string[]).includes(value);
}

export function dimensionOf(unit: Unit): Dimension {
  return UNIT_TABLE[unit].dimension;
}

/** Whether a unit belongs to US kitchens, metric ones, or neither (counts). */
export function systemOf(unit: Unit): "us" | "metric" | "none" {
  return UNIT_TABLE[unit].system;
}

/** Millilitres, grams or a count, with the dimension it belongs to. */
export function toBase(amount: number, unit: Unit): { dimension: Dimension; amount: number } {
  const entry = UNIT_TABLE[unit];
  return { dimension: entry.dimension, amount: amount * entry.base };
}

/** Converts within one dimension; null when there is no path (cups to grams needs a food: see density). */
export function convert(amount: number, from: Unit, to: Unit): number | null {
  const a = UNIT_TABLE[from];
  const b = UNIT_TABLE[to];
  if (a.dimension !== b.dimension) return null;
  return (amount * a.base) / b.base;
}

/**
 * A sensible unit to show a base amount in: teaspoons below a tablespoon, tablespoons below a
 * quarter cup, cups below a gallon, then gallons; grams below a kilogram (ounces below a pound for
 * US amounts). Counts keep their own unit.
 */
export function bestUnit(baseAmount: number, dimension: Dimension, system: "us" | "metric" = "us"): { amount: number; unit: Unit } {
  const pick = (unit: Unit) => ({ amount: round2(baseAmount / UNIT_TABLE[unit].base), unit });
  switch (dimension) {
    case "volume":
      if (system === "metric") return baseAmount < 1000 ? pick("milliliters") : pick("liters");
      if (baseAmount < UNIT_TABLE.tablespoons.base - 1e-9) return pick("teaspoons");
      if (baseAmount < UNIT_TABLE.cups.base / 4 - 1e-9) return pick("tablespoons");
      if (baseAmount < UNIT_TABLE.gallons.base - 1e-9) return pick("cups");
      return pick("gallons");
    case "mass":
      if (system === "us") return baseAmount < UNIT_TABLE.pounds.base - 1e-9 ? pick("ounces") : pick("pounds");
      return baseAmount < 1000 ? pick("grams") : pick("kilograms");
    default:
      return { amount: round2(baseAmount), unit: dimension };
  }
}

export interface Amount {
  amount: number;
  unit: Unit;
}

/**
 * Adds amounts that share a dimension and keeps the rest apart: 1 cup + 4 tablespoons is 1.25 cups,
 * 500 g + 1 kg is 1.5 kg, and 2 cups with 100 g stay two amounts. Volumes and masses are shown in
 * metric units when every amount of them was metric (500 ml + 250 ml is 750 ml, not 3.17 cups),
 * and pinches or dashes alone stay pinches or dashes (ADR 110).
 */
export function combineAmounts(amounts: readonly Amount[]): Amount[] {
  const groups = new Map<Dimension, { total: number; systems: Set<string>; units: Set<Unit>; order: number }>();
  amounts.forEach(({ amount, unit }, index) => {
    const { dimension, amount: base } = toBase(amount, unit);
    const group = groups.get(dimension) ?? { total: 0, systems: new Set<string>(), units: new Set<Unit>(), order: index };
    group.total += base;
    group.systems.add(UNIT_TABLE[unit].system);
    group.units.add(unit);
    groups.set(dimension, group);
  });
  return [...groups.entries()]
    .sort((a, b) => a[1].order - b[1].order)
    .map(([dimension, group]) => {
      const [only] = group.units;
      if (group.units.size === 1 && only && (only === "pinches" || only === "dashes")) {
        return { amount: round2(group.total / UNIT_TABLE[only].base), unit: only };
      }
      const system = (dimension === "mass" || dimension === "volume") && !group.systems.has("us") ? "metric" : "us";
      return bestUnit(group.total, dimension, system);
    });
}
