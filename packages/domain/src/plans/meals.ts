import type { PlanMeal, PlanRecipe, PlanRules } from "./types";

/** Tags that place a recipe in a meal. The catalogue tags courses (breakfast, main, soup …); people may tag lunch or dinner. */
export const MEAL_TAGS: Readonly<Record<PlanMeal, readonly string[]>> = {
  Breakfast: ["breakfast", "brunch"],
  Lunch: ["lunch", "main", "salad", "soup", "sandwich"],
  Dinner: ["dinner", "main", "soup"],
  Snack: ["snack", "dessert", "side", "appetizer"],
};

/** Every tag that names a course; a recipe with none of them may go in any meal, at a small cost. */
export const COURSE_TAGS: ReadonlySet<string> = new Set([...Object.values(MEAL_TAGS).flat(), "drink", "beverage"]);

/** Share of the day's nutrition each meal carries; the shares of the meals actually planned are rescaled to 1. */
export const MEAL_SHARES: Readonly<Record<PlanMeal, number>> = { Breakfast: 0.25, Lunch: 0.325, Dinner: 0.325, Snack: 0.1 };

export const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export type MealFit = "tagged" | "neutral" | "none";

/** Whether a recipe belongs in a meal: tagged for it, untagged for any course (neutral), or tagged for other courses only. */
export function mealFit(recipe: Pick<PlanRecipe, "tags">, meal: PlanMeal): MealFit {
  const wanted = MEAL_TAGS[meal];
  if (recipe.tags.some((tag) => wanted.includes(tag))) return "tagged";
  return recipe.tags.some((tag) => COURSE_TAGS.has(tag)) ? "none" : "neutral";
}

export const isWeekend = (day: number): boolean => day >= 5;

/** Weekday time caps per meal when the rules name none (ADR 144): a quick breakfast, a lunch within 45 minutes. */
export const DEFAULT_MEAL_TIME_LIMITS: Readonly<Record<PlanMeal, number | null>> = { Breakfast: 20, Lunch: 45, Dinner: null, Snack: null };

/** Times one recipe may be cooked in a week when the rules do not say (ADR 144). */
export const DEFAULT_MAX_PER_WEEK = 2;

/**
 * The time cap of one meal on one day: weekends take the weekend cap only; weekdays the tighter
 * of the weekday cap and the meal's own cap. Null = no cap.
 */
export function timeCap(
  rules: Pick<PlanRules, "maxTimeWeekday" | "maxTimeWeekend" | "mealTimeLimits">,
  day: number,
  meal: PlanMeal,
): number | null {
  if (isWeekend(day)) return rules.maxTimeWeekend;
  const own = (rules.mealTimeLimits ?? DEFAULT_MEAL_TIME_LIMITS)[meal] ?? null;
  const all = rules.maxTimeWeekday;
  if (own === null) return all;
  return all === null ? own : Math.min(own, all);
}

/** The rule a recipe over a slot's cap breaks: the meal's own weekday cap when that is the tighter one. */
export function timeRule(
  rules: Pick<PlanRules, "maxTimeWeekday" | "maxTimeWeekend" | "mealTimeLimits">,
  day: number,
  meal: PlanMeal,
): "time:weekend" | "time:weekday" | `time:weekday:${PlanMeal}` {
  if (isWeekend(day)) return "time:weekend";
  const own = (rules.mealTimeLimits ?? DEFAULT_MEAL_TIME_LIMITS)[meal] ?? null;
  return own !== null && (rules.maxTimeWeekday === null || own < rules.maxTimeWeekday) ? `time:weekday:${meal}` : "time:weekday";
}

export function dayName(day: number): string {
  return DAY_NAMES[day] ?? `Day ${day + 1}`;
}

export const slotKey = (day: number, meal: PlanMeal): string => `${day}:${meal}`;

/** The tag that best says what a recipe is beyond its course: its first tag that is no course (usually the cuisine). */
export function mainTag(recipe: Pick<PlanRecipe, "tags">, ignore: ReadonlySet<string> = COURSE_TAGS): string | null {
  return recipe.tags.find((tag) => !ignore.has(tag) && !DIET_TAGS.has(tag)) ?? null;
}

const DIET_TAGS: ReadonlySet<string> = new Set(["vegetarian", "vegan", "gluten-free", "dairy-free"]);

/** Whether a recipe fits a per-meal time cap; a recipe of unknown time fits no cap. */
export function fitsTime(recipe: Pick<PlanRecipe, "totalTimeMin">, cap: number | null): boolean {
  return cap === null || (recipe.totalTimeMin !== null && recipe.totalTimeMin <= cap);
}

/** Deterministic pseudo-random numbers in [0, 1) for a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable pseudo-random number in [0, 1) for a recipe under a seed, independent of list order. */
export function recipeJitter(seed: number, recipeId: number): number {
  return seededRandom((Math.imul(seed ^ 0x9e3779b9, 31) + Math.imul(recipeId, 2654435761)) >>> 0)();
}

/** Whether a recipe survives the person's exclusions (hard: such a recipe is never placed). */
export function allowedByExclusions(recipe: PlanRecipe, rules: Pick<PlanRules, "excludeTags" | "excludeIngredientIds">): boolean {
  const tags = new Set(rules.excludeTags.map((t) => t.toLowerCase()));
  const ingredients = new Set(rules.excludeIngredientIds);
  return !recipe.tags.some((t) => tags.has(t)) && !recipe.ingredientIds.some((id) => ingredients.has(id));
}
