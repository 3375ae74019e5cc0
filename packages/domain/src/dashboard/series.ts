import { amountOf, isWater } from "../journal/nutrients";
import { round1 } from "../common/rounding";
import { dayNumber } from "./days";
import type { UnitSystem } from "../foods/amount-format";
import { KG_PER_POUND, ML_PER_FLUID_OUNCE } from "../metrics/body-units";

/**
 * Stored weights are pounds and water fluid ounces (docs/product.md#data); the dashboard reads
 * them in the person's system (ADR 126, ADR 142), converted here at display time only.
 */
const weightIn = (pounds: number, system: UnitSystem) => (system === "metric" ? pounds * KG_PER_POUND : pounds);
const waterIn = (ounces: number, system: UnitSystem) => (system === "metric" ? ounces * ML_PER_FLUID_OUNCE : ounces);

/** What the charts read from a metric entry (docs/product.md#data: numbers may arrive as text). */
export interface MetricLike {
  id?: number;
  entry_date: string;
  weight: unknown;
  target_weight: unknown;
  bmi: unknown;
  maintenance_calories: unknown;
  calories_passive: unknown;
  calories_aggressive: unknown;
  time_to_goal_passive?: unknown;
  time_to_goal_aggressive?: unknown;
  protein_passive?: unknown;
  carbs_passive?: unknown;
  fat_passive?: unknown;
  protein_aggressive?: unknown;
  carbs_aggressive?: unknown;
  fat_aggressive?: unknown;
  water_intake?: unknown;
  sodium_intake?: unknown;
  cholesterol_intake?: unknown;
  fiber_intake?: unknown;
}

export interface JournalLike {
  date: string;
  name?: string | null;
  calories?: unknown;
  protein?: unknown;
  carbs?: unknown;
  fat?: unknown;
  sat_fat?: unknown;
  trans_fat?: unknown;
  cholesterol?: unknown;
  sodium?: unknown;
  fiber?: unknown;
  sugar?: unknown;
  total_weight?: unknown;
}

export interface DayTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sat_fat: number;
  trans_fat: number;
  cholesterol: number;
  sodium: number;
  fiber: number;
  sugar: number;
  /** Ounces of water: total_weight of entries named water. */
  water: number;
}

const TOTAL_KEYS = ["calories", "protein", "carbs", "fat", "sat_fat", "trans_fat", "cholesterol", "sodium", "fiber", "sugar"] as const;

const emptyTotals = (): DayTotals => ({
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  sat_fat: 0,
  trans_fat: 0,
  cholesterol: 0,
  sodium: 0,
  fiber: 0,
  sugar: 0,
  water: 0,
});

/** Sums the journal per day (first 10 characters of the date); missing values count as 0. */
export function dailyTotals(entries: readonly JournalLike[]): Map<string, DayTotals> {
  const byDay = new Map<string, DayTotals>();
  for (const entry of entries) {
    const day = entry.date.slice(0, 10);
    let totals = byDay.get(day);
    if (!totals) byDay.set(day, (totals = emptyTotals()));
    for (const key of TOTAL_KEYS) totals[key] += amountOf(entry[key]);
    if (isWater(entry.name)) totals.water += amountOf(entry.total_weight);
  }
  return byDay;
}

/** Metric entries oldest first, keyed by day; ties keep the later id. */
export function sortMetrics<T extends MetricLike>(metrics: readonly T[]): T[] {
  return [...metrics].sort((a, b) => {
    const da = a.entry_date.slice(0, 10);
    const db = b.entry_date.slice(0, 10);
    return da < db ? -1 : da > db ? 1 : (a.id ?? 0) - (b.id ?? 0);
  });
}

/**
 * The targets that apply on a day: the latest entry on or before it, or the first entry for days
 * before any entry. `sorted` must come from sortMetrics.
 */
export function metricInEffect<T extends MetricLike>(sorted: readonly T[], day: string): T | null {
  if (sorted.length === 0) return null;
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.entry_date.slice(0, 10) <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return sorted[Math.max(found, 0)]!;
}

export interface MetricPoint {
  day: string;
  x: number;
  weight: number;
  target: number;
  bmi: number;
  /** Passive and aggressive calorie goals minus maintenance. */
  passiveDelta: number;
  aggressiveDelta: number;
}
export interface ConsumedPoint {
  day: string;
  x: number;
  /** Calories consumed that day minus the maintenance calories in effect. */
  consumedDelta: number;
}

export interface MainSeries {
  metrics: MetricPoint[];
  consumed: ConsumedPoint[];
  /** First and last day with any entry: the zoom and pan limits. */
  extent: [number, number] | null;
}

export function mainSeries(metrics: readonly MetricLike[], journal: readonly JournalLike[], system: UnitSystem = "us"): MainSeries {
  const sorted = sortMetrics(metrics);
  const points: MetricPoint[] = sorted.map((m) => {
    const maintenance = amountOf(m.maintenance_calories);
    const day = m.entry_date.slice(0, 10);
    return {
      day,
      x: dayNumber(day),
      weight: weightIn(amountOf(m.weight), system),
      target: weightIn(amountOf(m.target_weight), system),
      bmi: amountOf(m.bmi),
      passiveDelta: amountOf(m.calories_passive) - maintenance,
      aggressiveDelta: amountOf(m.calories_aggressive) - maintenance,
    };
  });
  const consumed: ConsumedPoint[] = [];
  if (sorted.length > 0) {
    const totals = [...dailyTotals(journal).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [day, t] of totals) {
      const m = metricInEffect(sorted, day)!;
      consumed.push({ day, x: dayNumber(day), consumedDelta: t.calories - amountOf(m.maintenance_calories) });
    }
  }
  const xs = [...points.map((p) => p.x), ...consumed.map((p) => p.x)];
  const extent: [number, number] | null = xs.length ? [Math.min(...xs), Math.max(...xs)] : null;
  return { metrics: points, consumed, extent };
}

/** An axis domain padded by 10% of its range on each side (a flat range gets ±10% of its value, or ±1). */
export function paddedDomain(values: readonly number[]): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [0, 1];
  let min = finite[0]!;
  let max = finite[0]!;
  for (const v of finite) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const range = max - min;
  const pad = range > 0 ? range * 0.1 : Math.abs(max) * 0.1 || 1;
  return [min - pad, max + pad];
}

export interface GoalSummary {
  passiveWeeks: number;
  aggressiveWeeks: number;
  firstDay: string;
  lastDay: string;
  currentWeight: number;
  targetWeight: number;
  /** Target minus current. */
  weightDifference: number;
  bmi: number;
}

/** Figures under the main chart and the user details block, from the latest entry, to one decimal. */
export function goalSummary(metrics: readonly MetricLike[], system: UnitSystem = "us"): GoalSummary | null {
  const sorted = sortMetrics(metrics);
  const first = sorted[0];
  const latest = sorted.at(-1);
  if (!first || !latest) return null;
  const current = weightIn(amountOf(latest.weight), system);
  const target = weightIn(amountOf(latest.target_weight), system);
  return {
    passiveWeeks: round1(amountOf(latest.time_to_goal_passive)),
    aggressiveWeeks: round1(amountOf(latest.time_to_goal_aggressive)),
    firstDay: first.entry_date.slice(0, 10),
    lastDay: latest.entry_date.slice(0, 10),
    currentWeight: round1(current),
    targetWeight: round1(target),
    weightDifference: round1(target - current),
    bmi: round1(amountOf(latest.bmi)),
  };
}

export type PercentChange =
  { status: "missing-dates" } | { status: "empty" } | { status: "ok"; points: { day: string; x: number; percent: number }[] };

/** Percent change of weight relative to the first entry inside [start, end]. */
export function weightPercentChange(metrics: readonly MetricLike[], start: string, end: string): PercentChange {
  if (!start || !end) return { status: "missing-dates" };
  const [from, to] = start <= end ? [start, end] : [end, start];
  const inRange = sortMetrics(metrics).filter((m) => {
    const day = m.entry_date.slice(0, 10);
    return day >= from && day <= to;
  });
  const base = inRange[0] ? amountOf(inRange[0].weight) : 0;
  if (inRange.length === 0 || base === 0) return { status: "empty" };
  return {
    status: "ok",
    points: inRange.map((m) => {
      const day = m.entry_date.slice(0, 10);
      return { day, x: dayNumber(day), percent: ((amountOf(m.weight) - base) / base) * 100 };
    }),
  };
}

export interface Band {
  passive: number;
  aggressive: number;
}
export interface MacroDay {
  day: string;
  x: number;
  protein: number;
  carbs: { total: number; sugar: number; fiber: number; undefined: number };
  fat: { total: number; saturated: number; trans: number; undefined: number };
  goals: { protein: Band; carbs: Band; fat: Band } | null;
}

/** Consumed macros per day with their stacked breakdown (remainders floored at 0) and goal band. */
export function macroSeries(metrics: readonly MetricLike[], journal: readonly JournalLike[]): MacroDay[] {
  const sorted = sortMetrics(metrics);
  const days = [...dailyTotals(journal).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return days.map(([day, t]) => {
    const m = metricInEffect(sorted, day);
    return {
      day,
      x: dayNumber(day),
      protein: t.protein,
      carbs: { total: t.carbs, sugar: t.sugar, fiber: t.fiber, undefined: Math.max(t.carbs - t.sugar - t.fiber, 0) },
      fat: { total: t.fat, saturated: t.sat_fat, trans: t.trans_fat, undefined: Math.max(t.fat - t.sat_fat - t.trans_fat, 0) },
      goals: m
        ? {
            protein: { passive: amountOf(m.protein_passive), aggressive: amountOf(m.protein_aggressive) },
            carbs: { passive: amountOf(m.carbs_passive), aggressive: amountOf(m.carbs_aggressive) },
            fat: { passive: amountOf(m.fat_passive), aggressive: amountOf(m.fat_aggressive) },
          }
        : null,
    };
  });
}

export interface WaterDay {
  day: string;
  x: number;
  /** Water drunk that day in the system's unit: fluid ounces (us) or millilitres (metric). */
  amount: number;
  target: number | null;
}

/** Daily water (entries named water, their total_weight in ounces) against the target in effect, in the person's system. */
export function waterSeries(metrics: readonly MetricLike[], journal: readonly JournalLike[], system: UnitSystem = "us"): WaterDay[] {
  const sorted = sortMetrics(metrics);
  const water = journal.filter((e) => isWater(e.name));
  const days = [...dailyTotals(water).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return days.map(([day, t]) => {
    const m = metricInEffect(sorted, day);
    return { day, x: dayNumber(day), amount: waterIn(t.water, system), target: m ? waterIn(amountOf(m.water_intake), system) : null };
  });
}
