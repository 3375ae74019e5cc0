import {
  ACTIVITY_LEVELS,
  GENDERS,
  GOALS,
  METRIC_FORM_DEFAULTS,
  deriveMetrics,
  type ActivityLevel,
  type DerivedMetrics,
  type Gender,
  type Goal,
  type MetricInputs,
} from "@simmer/domain";
import type { TMetricEntry, TMetricInput } from "@simmer/contracts";

/** What the metric inputs hold while a person types: text, as the inputs give it. */
export interface MetricFormValues {
  name: string;
  dob: string;
  height: string;
  weight: string;
  gender: string;
  activityLevel: string;
  goal: string;
  entryDate: string;
  targetWeight: string;
}

export const GENDER_LABELS: Record<Gender, string> = { male: "Male", female: "Female" };
export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: "Sedentary",
  "lightly-active": "Lightly active",
  "moderately-active": "Moderately active",
  "very-active": "Very active",
};
export const GOAL_LABELS: Record<Goal, string> = { "muscle increase": "Muscle increase", maintain: "Maintain", "fat loss": "Fat loss" };

export function defaultForm(today: string): MetricFormValues {
  return {
    name: METRIC_FORM_DEFAULTS.name,
    dob: METRIC_FORM_DEFAULTS.dob,
    height: String(METRIC_FORM_DEFAULTS.height),
    weight: "",
    gender: METRIC_FORM_DEFAULTS.gender,
    activityLevel: METRIC_FORM_DEFAULTS.activityLevel,
    goal: METRIC_FORM_DEFAULTS.goal,
    entryDate: today,
    targetWeight: "",
  };
}

export function formFromEntry(entry: TMetricEntry, entryDate = entry.entry_date.slice(0, 10)): MetricFormValues {
  return {
    name: entry.name,
    dob: entry.age.slice(0, 10),
    height: String(entry.height),
    weight: String(entry.weight),
    gender: entry.gender,
    activityLevel: entry.activity_level,
    goal: entry.goal,
    entryDate,
    targetWeight: String(entry.target_weight),
  };
}

function positive(text: string): number | null {
  const n = Number(text);
  return text.trim() !== "" && Number.isFinite(n) && n > 0 ? n : null;
}

/** The formula inputs, or null while any required field is blank or not usable. */
export function readInputs(values: MetricFormValues): MetricInputs | null {
  const height = positive(values.height);
  const weight = positive(values.weight);
  const targetWeight = positive(values.targetWeight);
  if (!values.name.trim() || height === null || weight === null || targetWeight === null) return null;
  if (!values.dob || !values.entryDate || values.dob >= values.entryDate) return null;
  if (!(GENDERS as readonly string[]).includes(values.gender)) return null;
  if (!(ACTIVITY_LEVELS as readonly string[]).includes(values.activityLevel)) return null;
  const goal = (GOALS as readonly string[]).includes(values.goal) ? (values.goal as Goal) : METRIC_FORM_DEFAULTS.goal;
  return {
    height,
    weight,
    targetWeight,
    dob: values.dob,
    entryDate: values.entryDate,
    gender: values.gender as Gender,
    activityLevel: values.activityLevel as ActivityLevel,
    goal,
  };
}

export function calculate(values: MetricFormValues): DerivedMetrics | null {
  const inputs = readInputs(values);
  return inputs ? deriveMetrics(inputs) : null;
}

/** The camelCase payload of docs/product.md#data, figures included (the server recomputes them all the same). */
export function toPayload(values: MetricFormValues, derived: DerivedMetrics): TMetricInput {
  const inputs = readInputs(values)!;
  return { name: values.name.trim(), ...inputs, ...derived };
}
