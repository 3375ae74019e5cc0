import {
  ACTIVITY_LEVELS,
  GENDERS,
  GOALS,
  METRIC_FORM_DEFAULTS,
  deriveMetrics,
  heightForSystem,
  heightToInches,
  weightForSystem,
  weightToPounds,
  type ActivityLevel,
  type UnitSystem,
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
  /** The system height and weights are typed in: inches and pounds, or centimetres and kilograms. */
  system: UnitSystem;
}

export const GENDER_LABELS: Record<Gender, string> = { male: "Male", female: "Female" };
export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: "Sedentary",
  "lightly-active": "Lightly active",
  "moderately-active": "Moderately active",
  "very-active": "Very active",
};
export const GOAL_LABELS: Record<Goal, string> = { "muscle increase": "Muscle increase", maintain: "Maintain", "fat loss": "Fat loss" };

export function defaultForm(today: string, system: UnitSystem = "us"): MetricFormValues {
  return {
    name: METRIC_FORM_DEFAULTS.name,
    dob: METRIC_FORM_DEFAULTS.dob,
    height: String(heightForSystem(METRIC_FORM_DEFAULTS.height, system)),
    weight: "",
    gender: METRIC_FORM_DEFAULTS.gender,
    activityLevel: METRIC_FORM_DEFAULTS.activityLevel,
    goal: METRIC_FORM_DEFAULTS.goal,
    entryDate: today,
    targetWeight: "",
    system,
  };
}

export function formFromEntry(entry: TMetricEntry, entryDate = entry.entry_date.slice(0, 10), system: UnitSystem = "us"): MetricFormValues {
  return {
    name: entry.name,
    dob: entry.age.slice(0, 10),
    height: String(heightForSystem(entry.height, system)),
    weight: String(weightForSystem(entry.weight, system)),
    gender: entry.gender,
    activityLevel: entry.activity_level,
    goal: entry.goal,
    entryDate,
    targetWeight: String(weightForSystem(entry.target_weight, system)),
    system,
  };
}

/** The same form typed in another system: figures typed so far are converted, blanks stay blank. */
export function formInSystem(values: MetricFormValues, system: UnitSystem): MetricFormValues {
  if (values.system === system) return values;
  const convert = (text: string, toUs: (n: number, s: UnitSystem) => number, fromUs: (n: number, s: UnitSystem) => number) => {
    const n = positive(text);
    return n === null ? text : String(fromUs(toUs(n, values.system), system));
  };
  return {
    ...values,
    height: convert(values.height, heightToInches, heightForSystem),
    weight: convert(values.weight, weightToPounds, weightForSystem),
    targetWeight: convert(values.targetWeight, weightToPounds, weightForSystem),
    system,
  };
}

function positive(text: string): number | null {
  const n = Number(text);
  return text.trim() !== "" && Number.isFinite(n) && n > 0 ? n : null;
}

/** The formula inputs (inches and pounds, whatever was typed), or null while any required field is blank or not usable. */
export function readInputs(values: MetricFormValues): MetricInputs | null {
  const typed = [positive(values.height), positive(values.weight), positive(values.targetWeight)];
  const height = typed[0] == null ? null : heightToInches(typed[0], values.system);
  const weight = typed[1] == null ? null : weightToPounds(typed[1], values.system);
  const targetWeight = typed[2] == null ? null : weightToPounds(typed[2], values.system);
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
