import type { Nutrient } from "./targets";
import type { PlanRules } from "./types";

/**
 * Objective weights, in lexicographic order by size: an empty slot ≫ any broken rule ≫ nutrition ≫
 * missing ingredients ≫ variety. Nutrition costs are per whole target-deviation (1.0 = 100 %), so
 * one percent off a day's calories costs 0.1 and a missing ingredient a third of that. The range
 * stays within 1e4 : 1e-3 so the simplex stays well conditioned.
 */
export const PLAN_WEIGHTS = {
  emptySlot: 1e4,
  rule: 1e3,
  nutrition: { calories: 10, protein: 6, carbs: 4, fat: 4 } satisfies Record<Nutrient, number>,
  /**
   * The bands' shape (ADR 144): a protein floor (falling short costs more than going over), a fat
   * ceiling (going over costs more than falling short), carbs and calories even both ways.
   */
  under: { calories: 1, protein: 1.5, carbs: 1, fat: 0.7 } satisfies Record<Nutrient, number>,
  over: { calories: 1, protein: 0.7, carbs: 1, fat: 2.5 } satisfies Record<Nutrient, number>,
  /** Per portion of a simple food beside a recipe: recipes first, foods to close the gap. */
  side: 0.04,
  /** Per unit of a recipe's nutrition that rests on guesses (1 − its confidence). */
  guessedNutrition: 0.3,
  /** Extra per unit of deviation beyond the tolerance, as a multiple of the in-band weight. */
  outsideTolerance: 4,
  missingIngredient: 0.03,
  neutralMealFit: 0.1,
  repeatInWeek: 3,
  sameMainTag: 0.02,
  jitter: 0.005,
  /** Per serving beyond one per person: bigger portions only when they bring the day nearer its target. */
  extraServing: 0.01,
} as const;

/** The most servings one slot may hold: what plan storage accepts (ADR 105, 116). */
export const SLOT_SERVINGS_MAX = 50;

/** The largest portion per person the rules allow, in servings (1 to 3). */
export function portionLimit(rules: Pick<PlanRules, "maxServingsPerPerson">): number {
  const max = rules.maxServingsPerPerson ?? 1;
  return Number.isFinite(max) ? Math.min(3, Math.max(1, Math.floor(max))) : 1;
}

/**
 * The most servings one generated slot may hold: people × the portion limit, never above what
 * storage accepts (ADR 116). Rules saved through the API cannot ask for more; rules stored before
 * that check are clamped here, so no generation writes a slot the database refuses.
 */
export function slotServingsLimit(rules: Pick<PlanRules, "maxServingsPerPerson" | "people">): number {
  const people = Number.isFinite(rules.people) ? Math.max(1, Math.floor(rules.people)) : 1;
  return Math.min(SLOT_SERVINGS_MAX, people * portionLimit(rules));
}
