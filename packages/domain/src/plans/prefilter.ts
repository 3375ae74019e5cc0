import { allowedByExclusions, fitsTime, timeCap, MEAL_SHARES, mainTag, mealFit, recipeJitter, slotKey } from "./meals";
import { planLayout } from "./layout";
import { effectiveTargets } from "./targets";
import type { SlotCandidates } from "./model";
import type { GenerateInput, PlanMeal, PlanRecipe, PlanTargets } from "./types";

export interface PrefilterOptions {
  /** Candidates per meal within its time cap (before the few added for tag rules and as fallbacks). */
  perMeal?: number;
  /** Recipes over the time cap offered as a last resort, relaxing the cap at a high cost. */
  overTimeFallbacks?: number;
}

export const DEFAULT_CANDIDATES_PER_MEAL = 20;

/** The share of a day's targets one meal carries, among the meals the rules plan. */
export function mealShare(meal: PlanMeal, meals: readonly PlanMeal[]): number {
  const total = [...new Set(meals)].reduce((sum, m) => sum + MEAL_SHARES[m], 0);
  return total > 0 ? MEAL_SHARES[meal] / total : 1;
}

function gap(value: number | null, target: number): number {
  if (!(target > 0)) return 0;
  if (value === null) return 2;
  return Math.min(2, Math.abs(value - target) / target);
}

/**
 * A cheap score per recipe for one meal, lower is better: nutrition near the meal's share of the
 * targets, few missing ingredients, tagged for the meal, and a seeded jitter so regenerating with
 * another seed offers other recipes.
 */
export function candidateScore(recipe: PlanRecipe, meal: PlanMeal, input: GenerateInput, targets: PlanTargets | null): number {
  const share = mealShare(meal, input.rules.meals);
  const nutrition = targets ? gap(recipe.calories, targets.calories * share) + 0.5 * gap(recipe.protein, targets.protein * share) : 0;
  const missing = input.rules.preferOwned ? recipe.ingredientIds.filter((id) => !input.ownedIngredientIds.has(id)).length : 0;
  const neutral = mealFit(recipe, meal) === "neutral" ? 0.3 : 0;
  return nutrition + 0.05 * Math.min(missing, 10) + neutral + 0.3 * recipeJitter(input.seed ?? 0, recipe.id);
}

/** Takes up to `count` in order, at most a third from one main tag unless nothing else is left. */
function diverse(sorted: readonly PlanRecipe[], count: number): PlanRecipe[] {
  const cap = Math.max(1, Math.ceil(count / 3));
  const perTag = new Map<string, number>();
  const chosen: PlanRecipe[] = [];
  const skipped: PlanRecipe[] = [];
  for (const recipe of sorted) {
    if (chosen.length >= count) break;
    const tag = mainTag(recipe) ?? "";
    if ((perTag.get(tag) ?? 0) >= cap) {
      skipped.push(recipe);
      continue;
    }
    perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
    chosen.push(recipe);
  }
  return [...chosen, ...skipped.slice(0, count - chosen.length)];
}

/**
 * Keeps the model small: per open slot, at most `perMeal` recipes that fit its meal, exclusions
 * and time cap, chosen by `candidateScore` and spread over main tags; plus recipes carrying each
 * tag a rule asks for at least N times, and a few over the time cap as a last resort.
 * Deterministic for a given seed.
 */
export function prefilterCandidates(input: GenerateInput, options: PrefilterOptions = {}): SlotCandidates {
  const perMeal = options.perMeal ?? DEFAULT_CANDIDATES_PER_MEAL;
  const fallbacks = options.overTimeFallbacks ?? 2;
  const layout = planLayout(input);
  const targets = effectiveTargets(input.targets, input.rules);
  const allowed = input.recipes.filter((r) => allowedByExclusions(r, input.rules));
  const pools = new Map<string, PlanRecipe[]>();

  const poolFor = (meal: PlanMeal, cap: number | null): PlanRecipe[] => {
    const key = `${meal}:${cap ?? "none"}`;
    const cached = pools.get(key);
    if (cached) return cached;
    const scored = allowed
      .filter((r) => mealFit(r, meal) !== "none")
      .map((r) => ({ recipe: r, score: candidateScore(r, meal, input, targets) }))
      .sort((a, c) => a.score - c.score || a.recipe.id - c.recipe.id)
      .map((s) => s.recipe);
    const inTime = scored.filter((r) => fitsTime(r, cap));
    const pool = new Map(diverse(inTime, perMeal).map((r) => [r.id, r]));
    for (const rule of input.rules.tagRules) {
      if (!rule.min) continue;
      const tag = rule.tag.toLowerCase();
      const tagged = scored.filter((r) => r.tags.includes(tag));
      const fitting = tagged.filter((r) => fitsTime(r, cap));
      for (const r of (fitting.length > 0 ? fitting : tagged).slice(0, rule.min + 2)) pool.set(r.id, r);
    }
    if (cap !== null) {
      const over = scored
        .filter((r) => !fitsTime(r, cap))
        .sort((a, c) => (a.totalTimeMin ?? Infinity) - (c.totalTimeMin ?? Infinity) || a.id - c.id);
      for (const r of over.slice(0, fallbacks)) pool.set(r.id, r);
    }
    const result = [...pool.values()];
    pools.set(key, result);
    return result;
  };

  const candidates = new Map<string, readonly PlanRecipe[]>();
  for (const slot of layout.open) {
    const cap = timeCap(input.rules, slot.day, slot.meal);
    candidates.set(slotKey(slot.day, slot.meal), poolFor(slot.meal, cap));
  }
  return candidates;
}
