import { z } from "zod";
import { ACTIVITY_LEVELS, GENDERS, GOALS } from "@simmer/domain";
import { isSafeText, text, zId } from "./input";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Form inputs arrive as text or numbers; blank text counts as missing. */
function numeric(v: unknown): unknown {
  if (typeof v === "string") return v.trim() === "" ? undefined : Number(v);
  return v === null ? undefined : v;
}

function required(label: string) {
  return z.preprocess(
    numeric,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a number.`) })
      .refine(Number.isFinite, `${label} must be a number.`),
  );
}

function positive(label: string, max: number) {
  return required(label).pipe(z.number().gt(0, `${label} must be greater than 0.`).max(max, `${label} must be at most ${max}.`));
}

/** Figures the client computed; the server recomputes them, so they are only checked for shape. */
function derived(label: string) {
  return z.preprocess(
    numeric,
    z
      .number({ error: `${label} must be a number.` })
      .refine(Number.isFinite, `${label} must be a number.`)
      .optional(),
  );
}

export function ZTrackingDay(label: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be a date.`),
    })
    .refine(isSafeText, { error: `${label} must be a date like 2025-01-31.`, abort: true })
    .trim()
    .min(1, `${label} is required.`)
    .transform((s) => s.slice(0, 10))
    .refine((s) => DAY.test(s) && isRealDay(s), `${label} must be a date like 2025-01-31.`);
}

function choice<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? `${label} is required.` : `${label} must be one of: ${values.join(", ")}.`,
  });
}

/** The camelCase payload of POST /api/metrics and PUT /api/metrics/id/{id} (docs/product.md#data). */
export const ZMetricInput = z
  .object({
    name: text("Name", "Name is required.").trim().min(1, "Name is required.").max(120, "Name must be at most 120 characters."),
    height: positive("Height", 120),
    weight: positive("Weight", 1500),
    dob: ZTrackingDay("Date of birth"),
    gender: choice(GENDERS, "Gender"),
    activityLevel: choice(ACTIVITY_LEVELS, "Activity level"),
    goal: choice(GOALS, "Goal").default("muscle increase"),
    entryDate: ZTrackingDay("Entry date"),
    targetWeight: positive("Target weight", 1500),
    bmi: derived("BMI"),
    bmr: derived("BMR"),
    maintenanceCalories: derived("Maintenance calories"),
    caloriesPassive: derived("Passive calories"),
    caloriesAggressive: derived("Aggressive calories"),
    timeToGoalPassive: derived("Passive time to goal"),
    timeToGoalAggressive: derived("Aggressive time to goal"),
    proteinPassive: derived("Passive protein"),
    carbsPassive: derived("Passive carbs"),
    fatPassive: derived("Passive fat"),
    proteinAggressive: derived("Aggressive protein"),
    carbsAggressive: derived("Aggressive carbs"),
    fatAggressive: derived("Aggressive fat"),
    waterIntake: derived("Water intake"),
    sodiumIntake: derived("Sodium intake"),
    cholesterolIntake: derived("Cholesterol intake"),
    fiberIntake: derived("Fiber intake"),
  })
  .refine((m) => m.dob < m.entryDate, { path: ["dob"], message: "Date of birth must be before the entry date." });
export type TMetricInput = z.input<typeof ZMetricInput>;
export type TMetricValues = z.output<typeof ZMetricInput>;

export const ZMetricId = z.object({ id: zId("id") });

export const ZMetricUpdateInput = z.object({ id: zId("id"), entry: ZMetricInput });

/** A stored entry as the API returns it (docs/product.md#data): snake_case, `age` holds the date of birth. */
export const ZMetricEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  height: z.number(),
  weight: z.number(),
  age: z.string(),
  gender: z.string(),
  activity_level: z.string(),
  goal: z.string(),
  entry_date: z.string(),
  target_weight: z.number(),
  bmi: z.number(),
  bmr: z.number(),
  maintenance_calories: z.number(),
  calories_passive: z.number(),
  calories_aggressive: z.number(),
  time_to_goal_passive: z.number(),
  time_to_goal_aggressive: z.number(),
  protein_passive: z.number(),
  carbs_passive: z.number(),
  fat_passive: z.number(),
  protein_aggressive: z.number(),
  carbs_aggressive: z.number(),
  fat_aggressive: z.number(),
  water_intake: z.number(),
  sodium_intake: z.number(),
  cholesterol_intake: z.number(),
  fiber_intake: z.number(),
});
export type TMetricEntry = z.infer<typeof ZMetricEntry>;

export const ZMetricList = z.array(ZMetricEntry);
export const ZMetricDeleted = z.object({ id: z.number().int(), message: z.string() });
