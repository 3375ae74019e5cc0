import { DEFAULT_MAX_PER_WEEK, DEFAULT_MEAL_TIME_LIMITS } from "./meals";
import type { PlanMeal, PlanRules, RelaxedRule } from "./types";

/** The rules with arrays their holder may change: what `planRules` hands out, and what the contracts' rules are. */
export type MutablePlanRules = { [K in keyof PlanRules]: PlanRules[K] extends ReadonlyArray<infer T> ? T[] : PlanRules[K] };

/**
 * Rules with everything off (one person, Lunch and Dinner on Monday), overridden by `fields`. The
 * arrays are copies, so the caller owns what it gets.
 */
export function planRules(fields: Partial<PlanRules> = {}): MutablePlanRules {
  const rules: PlanRules = {
    days: [0],
    meals: ["Lunch", "Dinner"],
    people: 1,
    dailyCalories: null,
    macroSplit: null,
    maxTimeWeekday: null,
    maxTimeWeekend: null,
    tagRules: [],
    excludeTags: [],
    excludeIngredientIds: [],
    noRepeatDays: 0,
    preferOwned: false,
    leftovers: false,
    mealTimeLimits: { Breakfast: null, Lunch: null, Dinner: null, Snack: null },
    maxPerWeek: 28,
    sides: false,
    ...fields,
  };
  return {
    ...rules,
    days: [...rules.days],
    meals: [...rules.meals],
    tagRules: [...rules.tagRules],
    excludeTags: [...rules.excludeTags],
    excludeIngredientIds: [...rules.excludeIngredientIds],
    ...(rules.mealTimeLimits ? { mealTimeLimits: { ...rules.mealTimeLimits } } : {}),
  };
}

/**
 * Names of the rules the planner may relax: an open slot left empty, a time cap, a tag rule, the
 * no-repeat window, leftovers.
 */
export type RuleId =
  | `slot:${number}:${PlanMeal}`
  | "time:weekday"
  | `time:weekday:${PlanMeal}`
  | "time:weekend"
  | "max-per-week"
  | `tag:${string}>=${number}`
  | `tag:${string}<=${number}`
  | "no-repeat"
  | "leftovers";

export interface RelaxationContext {
  rules: Pick<PlanRules, "maxTimeWeekday" | "maxTimeWeekend" | "noRepeatDays" | "mealTimeLimits" | "maxPerWeek">;
  /** The recipe involved, when there is one. */
  title: string | null;
  /** "Monday Dinner", when the relaxation happened in one slot. */
  where: string | null;
}

const times = (n: number): string => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);

/** The relaxed rule with a message that names it the way the person set it. */
export function relaxedRule(rule: RuleId, context: RelaxationContext): RelaxedRule {
  const at = context.where ? ` for ${context.where}` : "";
  if (rule.startsWith("slot:")) {
    return { rule, message: `No recipe fits ${context.where ?? "this slot"} under the rules, so it was left empty.` };
  }
  if (rule === "time:weekday" || rule === "time:weekend") {
    const cap = rule === "time:weekday" ? context.rules.maxTimeWeekday : context.rules.maxTimeWeekend;
    const kind = rule === "time:weekday" ? "weekday" : "weekend";
    return { rule, message: `No recipe fits the ${cap ?? 0}-minute ${kind} limit${at}, so the limit was relaxed there.` };
  }
  const mealCap = /^time:weekday:(Breakfast|Lunch|Dinner|Snack)$/.exec(rule);
  if (mealCap) {
    const meal = mealCap[1] as PlanMeal;
    const cap = (context.rules.mealTimeLimits ?? DEFAULT_MEAL_TIME_LIMITS)[meal] ?? 0;
    return { rule, message: `No recipe fits the ${cap}-minute weekday ${meal.toLowerCase()} limit${at}, so the limit was relaxed there.` };
  }
  if (rule === "max-per-week") {
    const what = context.title ?? "A recipe";
    const most = context.rules.maxPerWeek ?? DEFAULT_MAX_PER_WEEK;
    return { rule, message: `There are not enough different recipes, so ${what} is cooked more than ${times(most)} this week.` };
  }
  if (rule === "no-repeat") {
    const what = context.title ? `${context.title} repeats` : "a recipe repeats";
    return { rule, message: `There are not enough different recipes, so ${what} within ${context.rules.noRepeatDays} days.` };
  }
  if (rule === "leftovers") {
    return {
      rule,
      message: `${context.where ?? "A lunch"} could not eat the previous dinner's leftovers, so leftovers were relaxed there.`,
    };
  }
  const min = /^tag:(.+)>=(\d+)$/.exec(rule);
  if (min) {
    return {
      rule,
      message: `Not enough ${min[1]} recipes fit the other rules, so ${min[1]} at least ${times(Number(min[2]))} a week was relaxed.`,
    };
  }
  const max = /^tag:(.+)<=(\d+)$/.exec(rule);
  const tag = max?.[1] ?? rule;
  return {
    rule,
    message: `Too few recipes without ${tag} fit the other rules, so ${tag} at most ${times(Number(max?.[2] ?? 0))} a week was relaxed.`,
  };
}
