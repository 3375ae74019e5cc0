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
  /**
   * For nutrition computed from the ingredients: the share (0–1) of its calories from confident
   * lines (ADR 141); under 0.9 the figures rest on guesses. Absent for typed or page figures.
   */
  confidence?: number;
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
  /**
   * Weekday time caps per meal, in minutes (null = none), on top of `maxTimeWeekday`; weekends
   * take `maxTimeWeekend` only. Absent = the defaults (breakfast 20, lunch 45; ADR 144).
   */
  mealTimeLimits?: Partial<Record<PlanMeal, number | null>>;
  /** Times one recipe may be cooked in a week (leftovers not counted); absent = 2. */
  maxPerWeek?: number;
  /** Whether the planner may add simple foods beside recipes to reach the targets; absent = yes. */
  sides?: boolean;
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

/** A simple food beside a slot's recipe, for one eater: `portions` in halves (0.5, 1, 1.5 …). */
export interface PlanSide {
  food: string;
  portions: number;
  locked: boolean;
}

/** One eater's share of a slot: their portion of the recipe in servings (halves), their sides, or away. */
export interface PlanPortion {
  eaterId: number;
  portion: number;
  away: boolean;
  sides: PlanSide[];
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
  /** Per eater, when the planner (or a person) set portions; absent = everyone eats servings ÷ people. */
  portions?: PlanPortion[];
}

/** A person the plan feeds, with their own targets (a household member, or the one person). */
export interface PlanEater {
  id: number;
  targets: PlanTargets | null;
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
  /**
   * Who eats, each toward their own targets; absent = one eater (id 0) with `targets`. Slots
   * say who is away in their `portions`. Kitchen names of excluded ingredients keep sides out.
   */
  eaters?: readonly PlanEater[];
  excludedIngredientNames?: ReadonlySet<string>;
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
  /** Per person (the first eater). */
  days: Array<{ day: number; calories: number; protein: number; carbs: number; fat: number }>;
  /** Distinct, not owned, over the week. */
  missingIngredientIds: number[];
}
