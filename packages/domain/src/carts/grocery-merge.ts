import { gramsPerUnit } from "../foods/food-units";
import type { Measure } from "../foods/measures";
import { UNIT_SINGULAR, formatAmount, type UnitSystem } from "../foods/amount-format";
import { combineAmounts, dimensionOf, isUnit, toBase, type Amount, type Dimension, type Unit } from "../foods/units";

/**
 * Adding up one ingredient's needs across unit families (ADR 131): "1 onion" and "100 g onion" are
 * one line of onions, "2 cups flour" and "200 g flour" one line of flour, through the food's USDA
 * household measures. A family the measures cannot weigh stays a line of its own, with the reason.
 */

/** One need of an ingredient, already scaled to the cart's servings. */
export interface Need extends Amount {
  recipe: string;
}

export interface MergedAmount {
  /** The total, in the unit the line is written in. */
  amount: Amount;
  needs: Need[];
  /** Why this amount was not added to the ingredient's other line; null when nothing stayed apart. */
  apart: string | null;
}

/** Counted families go first: a store sells onions and cans by the piece (ADR 131). */
const COUNTS: readonly Dimension[] = ["units", "cans", "packages", "bunches", "cloves", "sprigs", "slices"];
/** A food whose cup weighs about what a cup of water does is poured, and is bought by volume. */
const LIQUID_DENSITY = { min: 0.9, max: 1.1 } as const;

function familyWord(unit: Unit): string {
  const dimension = dimensionOf(unit);
  if (dimension === "volume") return "cups or spoons";
  if (dimension === "mass") return "grams";
  return unit === "units" || unit === "pieces" ? "whole ones" : unit;
}

/** The families an ingredient's needs fall in, in the order the needs came. */
function byFamily(needs: readonly Need[]): Map<Dimension, Need[]> {
  const families = new Map<Dimension, Need[]>();
  for (const need of needs) {
    const dimension = dimensionOf(need.unit);
    const family = families.get(dimension) ?? [];
    family.push(need);
    families.set(dimension, family);
  }
  return families;
}

/** The unit a family is weighed in: its first need's unit. */
function unitOf(family: readonly Need[]): Unit {
  return (family[0] as Need).unit;
}

/** Grams of a whole family, or null when the food's measures cannot weigh one of its units. */
function gramsOf(family: readonly Need[], measures: readonly Measure[], hints: readonly string[]): number | null {
  let total = 0;
  for (const need of family) {
    const each = gramsPerUnit(need.unit, measures, hints);
    if (each === null || !(each > 0)) return null;
    total += need.amount * each;
  }
  return total;
}

/**
 * The family the merged line is written in: a counted one when any need counts pieces the food can
 * weigh (onions, cans); otherwise grams, except for a liquid-like food (milk, cream, oil), which
 * stays in volume when a recipe measured it so.
 */
function targetFamily(families: Map<Dimension, Need[]>, measures: readonly Measure[], hints: readonly string[]): Dimension | null {
  for (const dimension of COUNTS) {
    const family = families.get(dimension);
    if (family && gramsPerUnit(unitOf(family), measures, hints) !== null) return dimension;
  }
  const perMl = families.has("volume") ? gramsPerUnit("milliliters", measures, hints) : null;
  if (perMl !== null) {
    const liquid = perMl >= LIQUID_DENSITY.min && perMl <= LIQUID_DENSITY.max;
    if (liquid || !families.has("mass")) return "volume";
  }
  return families.has("mass") ? "mass" : null;
}

function sameFamilyOnly(families: Map<Dimension, Need[]>, apart: (family: Need[]) => string | null): MergedAmount[] {
  return [...families.values()].map((family) => ({
    amount: combineAmounts(family)[0] as Amount,
    needs: family,
    apart: apart(family),
  }));
}

/**
 * One ingredient's needs as few amounts as its food allows: one family adds up directly (1 cup +
 * 4 tablespoons), several families add up through the food's weight into one amount, and any family
 * the food cannot weigh stays apart with a reason a person can read. `measures` null means no food
 * of the USDA data matched the ingredient.
 */
export function mergeNeeds(
  name: string,
  needs: readonly Need[],
  measures: readonly Measure[] | null,
  hints: readonly string[] = [],
): MergedAmount[] {
  const families = byFamily(needs);
  if (families.size <= 1) return sameFamilyOnly(families, () => null);
  const words = [...families.values()].map((family) => familyWord(unitOf(family)));
  if (measures === null || measures.length === 0) {
    const reason = `Kept apart: no food in the USDA data matches “${name}”, so ${words.join(" and ")} cannot be added up.`;
    return sameFamilyOnly(families, () => reason);
  }
  const target = targetFamily(families, measures, hints);
  const into = target ? families.get(target) : undefined;
  if (!target || !into) {
    const reason = `Kept apart: the USDA data gives no weight for ${words.join(" or ")} of “${name}”.`;
    return sameFamilyOnly(families, () => reason);
  }
  const targetUnit = unitOf(into);
  const perTarget = gramsPerUnit(targetUnit, measures, hints) as number;
  const merged: Need[] = [...into];
  const total: Amount[] = into.map(({ amount, unit }) => ({ amount, unit }));
  const apart: MergedAmount[] = [];
  for (const [dimension, family] of families) {
    if (dimension === target) continue;
    const grams = gramsOf(family, measures, hints);
    if (grams === null) {
      const unit = unitOf(family);
      const one = unit === "units" || unit === "pieces" ? "one whole" : `a ${UNIT_SINGULAR[unit]} of`;
      apart.push({
        amount: combineAmounts(family)[0] as Amount,
        needs: family,
        apart: `Kept apart: the USDA data gives no weight for ${one} “${name}”, so it cannot be added to the ${familyWord(targetUnit)}.`,
      });
      continue;
    }
    merged.push(...family);
    total.push({ amount: grams / perTarget, unit: targetUnit });
  }
  // A counted family keeps its own unit (cloves stay cloves); volume and mass choose their best unit.
  const sum = dimensionOf(targetUnit) === "volume" || dimensionOf(targetUnit) === "mass" ? combineAmounts(total)[0] : undefined;
  const amount = sum ?? { amount: total.reduce((acc, a) => acc + toBase(a.amount, a.unit).amount, 0), unit: targetUnit };
  return [{ amount, needs: merged, apart: null }, ...apart];
}

/** One recipe's part of a grocery line as stored: any unit text it wrote, or nothing when it gave no amount (ADR 131). */
export interface StoredGroceryPart {
  recipe: string;
  quantity: number | null;
  unit: string | null;
}

/**
 * A line's per-recipe breakdown as the recipe view writes it, in the reader's system: "Soup: 1 ·
 * Salad: 100 grams" (ADR 131, ADR 142). The grocery list, shopping mode and the shared page all
 * read it from here.
 */
export function groceryPartsText(parts: readonly StoredGroceryPart[], system: UnitSystem): string {
  return parts
    .map((part) => {
      const amount =
        part.quantity === null || part.unit === null
          ? "as needed"
          : isUnit(part.unit)
            ? formatAmount(part.quantity, part.unit, { system }).text
            : `${part.quantity} ${part.unit}`;
      return part.recipe ? `${part.recipe}: ${amount}` : amount;
    })
    .join(" · ");
}

/** The stored parts column read defensively: anything not shaped like a part is left out. */
export function readGroceryParts(stored: unknown): StoredGroceryPart[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((p: unknown) => {
    if (typeof p !== "object" || p === null) return [];
    const { recipe, quantity, unit } = p as Record<string, unknown>;
    if (typeof recipe !== "string") return [];
    return [
      {
        recipe,
        quantity: typeof quantity === "number" && Number.isFinite(quantity) ? quantity : null,
        unit: typeof unit === "string" ? unit : null,
      },
    ];
  });
}
