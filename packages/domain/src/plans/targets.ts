import { amountOf } from "../journal/nutrients";
import type { MetricLike } from "../dashboard/series";
import type { PlanRules, PlanTargets } from "./types";

export const NUTRIENTS = ["calories", "protein", "carbs", "fat"] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

const KCAL_PER_GRAM: Readonly<Record<Exclude<Nutrient, "calories">, number>> = { protein: 4, carbs: 4, fat: 9 };

/** Without a band to copy, a target set by hand is on track within 10 %. */
const DEFAULT_TOLERANCE = 0.1;

function band(passive: unknown, aggressive: unknown): { mid: number; tolerance: number } {
  const p = amountOf(passive);
  const a = amountOf(aggressive);
  return { mid: (p + a) / 2, tolerance: Math.abs(p - a) / 2 };
}

/**
 * Daily targets from a metric entry, by the dashboard's Daily Progress rules: the goal midpoint,
 * on track within half the passive–aggressive band. Null when the entry gives no calorie goal.
 */
export function targetsFromMetric(metric: MetricLike): PlanTargets | null {
  const calories = band(metric.calories_passive, metric.calories_aggressive);
  if (!(calories.mid > 0)) return null;
  const protein = band(metric.protein_passive, metric.protein_aggressive);
  const carbs = band(metric.carbs_passive, metric.carbs_aggressive);
  const fat = band(metric.fat_passive, metric.fat_aggressive);
  return {
    calories: calories.mid,
    protein: protein.mid,
    carbs: carbs.mid,
    fat: fat.mid,
    tolerance: { calories: calories.tolerance, protein: protein.tolerance, carbs: carbs.tolerance, fat: fat.tolerance },
  };
}

/**
 * The targets the planner aims at: the person's own daily calories and macro split override the
 * metric targets; macros follow the calories when only those are set. Null without any calorie goal.
 */
export function effectiveTargets(targets: PlanTargets | null, rules: Pick<PlanRules, "dailyCalories" | "macroSplit">): PlanTargets | null {
  const calories = rules.dailyCalories ?? targets?.calories ?? null;
  if (calories === null || !(calories > 0)) return null;
  const ratio = targets && targets.calories > 0 ? calories / targets.calories : 1;
  const calorieTolerance = targets ? targets.tolerance.calories * ratio : calories * DEFAULT_TOLERANCE;
  const macro = (key: Exclude<Nutrient, "calories">): { value: number; tolerance: number } => {
    if (rules.macroSplit) {
      const value = (calories * rules.macroSplit[key]) / 100 / KCAL_PER_GRAM[key];
      const share = targets && targets[key] > 0 ? targets.tolerance[key] / targets[key] : DEFAULT_TOLERANCE;
      return { value, tolerance: value * share };
    }
    if (targets) return { value: targets[key] * ratio, tolerance: targets.tolerance[key] * ratio };
    return { value: 0, tolerance: 0 };
  };
  const protein = macro("protein");
  const carbs = macro("carbs");
  const fat = macro("fat");
  return {
    calories,
    protein: protein.value,
    carbs: carbs.value,
    fat: fat.value,
    tolerance: { calories: calorieTolerance, protein: protein.tolerance, carbs: carbs.tolerance, fat: fat.tolerance },
  };
}

/** Whether an amount lies within its target's tolerance (green on the Plan screen). */
export function onTarget(amount: number, target: number, tolerance: number): boolean {
  return Math.abs(amount - target) <= tolerance + 1e-9;
}
