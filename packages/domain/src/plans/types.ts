export const PLAN_MEALS = ["Breakfast", "Lunch", "Dinner", "Snack"] as const; // the documented meal names
export type PlanMeal = (typeof PLAN_MEALS)[number];

/** A recipe the engine may place. Nutrition is per serving; null = unknown. */
export interface PlanRecipe {
  id: number;
  title: string;
  /** The recipe's yield. */
  servings: number;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  totalTimeMin: number | null;
  /** Lower-case. */
  tags: readonly string[];
  /** Required (non-optional) ingredients. */
  ingredientIds: readonly number[];
}

/** Per week, e.g. fish ≥ 1, dessert ≤ 2. */
export interface PlanTagRule {
  tag: string;
  min?: number;
  max?: number;
}

export interface PlanRules {
  /** Which weekdays to plan, 0 = Monday … 6 = Sunday. */
  days: readonly number[];
  /** Which meals are planned. */
  meals: readonly PlanMeal[];
  /** Servings eaten per slot (1..20). */
  people: number;
  /** Per person; null = from metrics, else no calorie goal. */
  dailyCalories: number | null;
  /** Percent of calories; null = from the goal. */
  macroSplit: { protein: number; carbs: number; fat: number } | null;
  /** Minutes, per meal. */
  maxTimeWeekday: number | null;
  maxTimeWeekend: number | null;
  tagRules: readonly PlanTagRule[];
  excludeTags: readonly string[];
  excludeIngredientIds: readonly number[];
  /** A recipe is not repeated within N days (0 = allowed). */
  noRepeatDays: number;
  /** Prefer recipes using what the person owns / already buys this week. */
  preferOwned: boolean;
  /** Cook extra servings at Dinner, eat them at the next day's Lunch. */
  leftovers: boolean;
  /**
   * Largest portion per person, in servings (1..3; absent = 1): a slot may then serve up to
   * people × this many servings, in whole servings, so big appetites reach their calories.
   */
  maxServingsPerPerson?: number;
}

/** Daily targets per person (from the latest metric entry, same rules as the dashboard's Daily Progress). */
export interface PlanTargets {
  /** Goal midpoints. */
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Half the passive–aggressive band. */
  tolerance: { calories: number; protein: number; carbs: number; fat: number };
}

export interface PlanSlot {
  /** 0..6 within the week. */
  day: number;
  meal: PlanMeal;
  recipeId: number | null;
  /** Servings eaten in this slot. */
  servings: number;
  locked: boolean;
  /** Set when this slot eats servings cooked in an earlier slot (leftovers). */
  leftoverOf: { day: number; meal: PlanMeal } | null;
}

export interface GenerateInput {
  /** YYYY-MM-DD, a Monday. */
  weekStart: string;
  rules: PlanRules;
  /** null: no nutrition goal. */
  targets: PlanTargets | null;
  /** Current plan; locked and (outside the scope) filled slots are kept. */
  slots: readonly PlanSlot[];
  scope: { kind: "week" } | { kind: "day"; day: number } | { kind: "slot"; day: number; meal: PlanMeal };
  /** Candidates (already visible to the person). */
  recipes: readonly PlanRecipe[];
  ownedIngredientIds: ReadonlySet<number>;
  /** For variety between regenerations; deterministic for a given seed. */
  seed?: number;
}

/** e.g. { rule: "tag:fish>=1", message: "No fish recipe fits the time limits, so fish once a week was relaxed." } */
export interface RelaxedRule {
  rule: string;
  message: string;
}

export interface GenerateResult {
  /** The whole week after generation. */
  slots: PlanSlot[];
  /** Empty when every rule held. */
  relaxed: RelaxedRule[];
  /** Per person. */
  days: Array<{ day: number; calories: number; protein: number; carbs: number; fat: number }>;
  /** Distinct, not owned, over the week. */
  missingIngredientIds: number[];
}
