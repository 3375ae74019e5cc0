import { densityOf, gramsFor, pieceWeight, type Measure } from "./measures";
import { convert, dimensionOf, toBase, type Dimension, type Unit } from "./units";

/**
 * Conversions that know the food (ADR 110): within a family of units by fixed factors, and across
 * families (cups ↔ grams ↔ onions) through the food's own household measures from the USDA data.
 * Grams are the pivot: every amount a food's measures can weigh can be turned into any unit the
 * measures can express.
 */

/** The count noun each counting family weighs by: a clove of garlic, a sprig of thyme. */
const COUNT_WORD: Partial<Record<Dimension, string>> = { cloves: "clove", sprigs: "sprig", slices: "slice" };

export interface FoodAmount {
  amount: number;
  unit: Unit;
}

/** The weight of one of `unit` of this food, or null when its measures give no path. */
export function gramsPerUnit(unit: Unit, measures: readonly Measure[], hints: readonly string[] = []): number | null {
  const dimension = dimensionOf(unit);
  if (dimension === "mass") return convert(1, unit, "grams");
  if (dimension === "volume") {
    const density = densityOf(measures, hints, unit);
    return density === null ? null : toBase(1, unit).amount * density;
  }
  const word = COUNT_WORD[dimension];
  if (word) {
    const named = measures.some((m) => m.name.toLowerCase().startsWith(word));
    return named ? pieceWeight(measures, [word, ...hints]) : null;
  }
  return gramsFor({ amount: 1, unit, hints }, measures);
}

/** An amount's weight in grams through the food's measures; null when there is no path. */
export function toGrams(from: FoodAmount, measures: readonly Measure[], hints: readonly string[] = []): number | null {
  if (!Number.isFinite(from.amount) || from.amount < 0) return null;
  const each = gramsPerUnit(from.unit, measures, hints);
  return each === null ? null : from.amount * each;
}

/** The amount of `to` that weighs `grams` of this food; null when there is no path. */
export function fromGrams(grams: number, to: Unit, measures: readonly Measure[], hints: readonly string[] = []): number | null {
  if (!Number.isFinite(grams) || grams < 0) return null;
  const each = gramsPerUnit(to, measures, hints);
  return each === null || !(each > 0) ? null : grams / each;
}

/**
 * `from` expressed in `to`: directly within one family ("1 cup" is 16 tablespoons), through the
 * food's weight otherwise ("1 cup flour" is 125 grams, "220 grams onion" is 2 medium onions).
 * Null when neither path exists, so the caller can keep the amounts apart and say why.
 */
export function convertForFood(from: FoodAmount, to: Unit, measures: readonly Measure[], hints: readonly string[] = []): number | null {
  if (dimensionOf(from.unit) === dimensionOf(to)) return convert(from.amount, from.unit, to);
  const grams = toGrams(from, measures, hints);
  return grams === null ? null : fromGrams(grams, to, measures, hints);
}
