import { amountOf } from "../journal/nutrients";
import { round1 } from "../common/rounding";
import { dailyTotals, metricInEffect, sortMetrics, type JournalLike, type MetricLike } from "./series";

export interface ProgressRow {
  key: "calories" | "protein" | "carbs" | "fat" | "sodium" | "cholesterol" | "fiber";
  label: string;
  /** Goal (or daily target) minus consumed, to one decimal. */
  remaining: number;
  /** Calories and macros only: within tolerance (green) or not (red); null for the others. */
  onTrack: boolean | null;
}

export interface DailyProgress {
  day: string;
  rows: ProgressRow[];
}

/** On track: the amount lies within `tolerance` of the goal midpoint (the green/red rule). */
export function withinTolerance(goal: number, tolerance: number, amount: number): boolean {
  return Math.abs(goal - amount) <= tolerance + 1e-9;
}

function banded(key: ProgressRow["key"], label: string, passive: number, aggressive: number, consumed: number): ProgressRow {
  const goal = (passive + aggressive) / 2;
  // The tolerance is half the passive–aggressive band: on track means consumed lies inside the band.
  const tolerance = Math.abs(passive - aggressive) / 2;
  return { key, label, remaining: round1(goal - consumed), onTrack: withinTolerance(goal, tolerance, consumed) };
}

function target(key: ProgressRow["key"], label: string, goal: number, consumed: number): ProgressRow {
  return { key, label, remaining: round1(goal - consumed), onTrack: null };
}

/** The Daily Progress overlay for one local day; null when that day has no journal entry or no metrics exist. */
export function dailyProgress(day: string, metrics: readonly MetricLike[], journal: readonly JournalLike[]): DailyProgress | null {
  const totals = dailyTotals(journal.filter((e) => e.date.slice(0, 10) === day)).get(day);
  const m = metricInEffect(sortMetrics(metrics), day);
  if (!totals || !m) return null;
  return {
    day,
    rows: [
      banded("calories", "Calories", amountOf(m.calories_passive), amountOf(m.calories_aggressive), totals.calories),
      banded("protein", "Protein (g)", amountOf(m.protein_passive), amountOf(m.protein_aggressive), totals.protein),
      banded("carbs", "Carbs (g)", amountOf(m.carbs_passive), amountOf(m.carbs_aggressive), totals.carbs),
      banded("fat", "Fat (g)", amountOf(m.fat_passive), amountOf(m.fat_aggressive), totals.fat),
      target("sodium", "Sodium (mg)", amountOf(m.sodium_intake), totals.sodium),
      target("cholesterol", "Cholesterol (mg)", amountOf(m.cholesterol_intake), totals.cholesterol),
      target("fiber", "Fiber (g)", amountOf(m.fiber_intake), totals.fiber),
    ],
  };
}
