import { round2 } from "../common/rounding";

/** docs/product.md#validation choices. */
export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];
export const ACTIVITY_LEVELS = ["sedentary", "lightly-active", "moderately-active", "very-active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export const GOALS = ["muscle increase", "maintain", "fat loss"] as const;
export type Goal = (typeof GOALS)[number];

/** docs/product.md#metrics-formulas: the metric form's starting values. */
export const METRIC_FORM_DEFAULTS = {
  name: "Alex Sample",
  dob: "1997-01-31",
  height: 70,
  gender: "male" as Gender,
  activityLevel: "sedentary" as ActivityLevel,
  goal: "muscle increase" as Goal,
} as const;

const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  "lightly-active": 1.375,
  "moderately-active": 1.55,
  "very-active": 1.725,
};
const SODIUM_ACTIVITY_ADD: Record<ActivityLevel, number> = {
  sedentary: 0,
  "lightly-active": 100,
  "moderately-active": 200,
  "very-active": 300,
};
/** Percent of calories from protein / carbs / fat per goal. */
export const MACRO_SPLITS: Record<Goal, { protein: number; carbs: number; fat: number }> = {
  "muscle increase": { protein: 30, carbs: 50, fat: 20 },
  maintain: { protein: 30, carbs: 40, fat: 30 },
  "fat loss": { protein: 40, carbs: 30, fat: 30 },
};
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
const KCAL_PER_POUND = 3500;
export const PASSIVE_DAILY_CHANGE = 250;
export const AGGRESSIVE_DAILY_CHANGE = 750;

/** Whole years between a date of birth and a day, both YYYY-MM-DD. */
export function ageAt(dob: string, day: string): number {
  const [by, bm, bd] = dob.slice(0, 10).split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.slice(0, 10).split("-").map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** Height in inches, weight in pounds. */
export function bmi(weight: number, height: number): number {
  return (weight / height ** 2) * 703;
}

export function bmr(gender: Gender, weight: number, height: number, age: number): number {
  return gender === "female" ? 655 + 4.35 * weight + 4.7 * height - 4.7 * age : 66 + 6.23 * weight + 12.7 * height - 6.8 * age;
}

/** Unknown levels fall back to sedentary's 1.2 (docs/product.md#metrics-formulas). */
export function activityFactor(level: string): number {
  return ACTIVITY_FACTORS[level as ActivityLevel] ?? 1.2;
}

export function maintenanceCalories(bmrValue: number, level: string): number {
  return bmrValue * activityFactor(level);
}

/** Plus when the target lies above the current weight (gaining), otherwise minus. */
export function calorieGoals(maintenance: number, weight: number, targetWeight: number) {
  const sign = targetWeight > weight ? 1 : -1;
  return {
    passive: maintenance + sign * PASSIVE_DAILY_CHANGE,
    aggressive: maintenance + sign * AGGRESSIVE_DAILY_CHANGE,
  };
}

/** Weeks to move the whole weight difference at 250 (passive) or 750 (aggressive) kcal a day. */
export function weeksToGoal(weight: number, targetWeight: number) {
  const difference = Math.abs(targetWeight - weight);
  return {
    passive: (KCAL_PER_POUND * difference) / PASSIVE_DAILY_CHANGE / 7,
    aggressive: (KCAL_PER_POUND * difference) / AGGRESSIVE_DAILY_CHANGE / 7,
  };
}

/** Grams of protein, carbs and fat that make up `calories` under the goal's split. */
export function macroGrams(calories: number, goal: string) {
  const split = MACRO_SPLITS[goal as Goal] ?? MACRO_SPLITS.maintain;
  return {
    protein: (calories * split.protein) / 100 / KCAL_PER_GRAM.protein,
    carbs: (calories * split.carbs) / 100 / KCAL_PER_GRAM.carbs,
    fat: (calories * split.fat) / 100 / KCAL_PER_GRAM.fat,
  };
}

/** Daily water target in ounces. */
export function waterIntake(weight: number): number {
  return 0.67 * weight;
}

/** Daily sodium target in mg. */
export function sodiumIntake(weight: number, level: string): number {
  return 1500 + 5 * Math.max(weight - 150, 0) + (SODIUM_ACTIVITY_ADD[level as ActivityLevel] ?? 0);
}

/** Daily cholesterol target in mg. */
export function cholesterolIntake(weight: number, goal: string): number {
  const base = goal === "fat loss" ? 200 : goal === "muscle increase" ? 350 : 300;
  return base + (weight > 150 ? 0.5 * (weight - 150) : 0);
}

/** Daily fiber target in g. */
export function fiberIntake(maintenance: number): number {
  return (maintenance / 1000) * 14;
}

export interface MetricInputs {
  height: number;
  weight: number;
  dob: string;
  gender: Gender;
  activityLevel: ActivityLevel;
  goal: Goal;
  entryDate: string;
  targetWeight: number;
}

export interface DerivedMetrics {
  bmi: number;
  bmr: number;
  maintenanceCalories: number;
  caloriesPassive: number;
  caloriesAggressive: number;
  timeToGoalPassive: number;
  timeToGoalAggressive: number;
  proteinPassive: number;
  carbsPassive: number;
  fatPassive: number;
  proteinAggressive: number;
  carbsAggressive: number;
  fatAggressive: number;
  waterIntake: number;
  sodiumIntake: number;
  cholesterolIntake: number;
  fiberIntake: number;
}

/**
 * Every derived figure of a metric entry, each rounded to 2 decimals for storage and display.
 * Chained figures use the unrounded values, so rounding never compounds.
 */
export function deriveMetrics(input: MetricInputs): DerivedMetrics {
  const age = ageAt(input.dob, input.entryDate);
  const bmrValue = bmr(input.gender, input.weight, input.height, age);
  const maintenance = maintenanceCalories(bmrValue, input.activityLevel);
  const calories = calorieGoals(maintenance, input.weight, input.targetWeight);
  const weeks = weeksToGoal(input.weight, input.targetWeight);
  const passive = macroGrams(calories.passive, input.goal);
  const aggressive = macroGrams(calories.aggressive, input.goal);
  return {
    bmi: round2(bmi(input.weight, input.height)),
    bmr: round2(bmrValue),
    maintenanceCalories: round2(maintenance),
    caloriesPassive: round2(calories.passive),
    caloriesAggressive: round2(calories.aggressive),
    timeToGoalPassive: round2(weeks.passive),
    timeToGoalAggressive: round2(weeks.aggressive),
    proteinPassive: round2(passive.protein),
    carbsPassive: round2(passive.carbs),
    fatPassive: round2(passive.fat),
    proteinAggressive: round2(aggressive.protein),
    carbsAggressive: round2(aggressive.carbs),
    fatAggressive: round2(aggressive.fat),
    waterIntake: round2(waterIntake(input.weight)),
    sodiumIntake: round2(sodiumIntake(input.weight, input.activityLevel)),
    cholesterolIntake: round2(cholesterolIntake(input.weight, input.goal)),
    fiberIntake: round2(fiberIntake(maintenance)),
  };
}
