import { describe, expect, it } from "vitest";
import { addDays, dayFromNumber, dayNumber, localDay } from "./days";
import {
  dailyTotals,
  goalSummary,
  macroSeries,
  mainSeries,
  metricInEffect,
  paddedDomain,
  sortMetrics,
  waterSeries,
  weightPercentChange,
} from "./series";

/** The worked example's stored figures (30-year-old male, 70 in, 180 lb, moderately active, fat loss, target 165). */
const example = {
  id: 1,
  entry_date: "2025-06-15",
  weight: 180,
  target_weight: 165,
  bmi: 25.82,
  maintenance_calories: 2902.22,
  calories_passive: 2652.22,
  calories_aggressive: 2152.22,
  time_to_goal_passive: 30,
  time_to_goal_aggressive: 10,
  protein_passive: 265.22,
  carbs_passive: 198.92,
  fat_passive: 88.41,
  protein_aggressive: 215.22,
  carbs_aggressive: 161.42,
  fat_aggressive: 71.74,
  water_intake: 120.6,
  sodium_intake: 1850,
  cholesterol_intake: 215,
  fiber_intake: 40.63,
};
const later = {
  ...example,
  id: 2,
  entry_date: "2025-06-22T00:00:00.000Z",
  weight: "176.5",
  bmi: "25.32",
  time_to_goal_passive: 23,
  time_to_goal_aggressive: 7.666,
};

describe("days", () => {
  it("uses the local calendar date", () => {
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
    expect(localDay(new Date(2025, 11, 31, 0, 1))).toBe("2025-12-31");
  });
  it("counts and steps whole days", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayFromNumber(dayNumber("2024-02-28") + 1)).toBe("2024-02-29");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addDays("2025-03-30", 1)).toBe("2025-03-31");
  });
});

describe("dashboard series", () => {
  it("sums the journal per day, counting missing or non-numeric values as 0", () => {
    const totals = dailyTotals([
      { date: "2025-06-15", name: "Eggs", calories: 150, protein: "12", fat: null },
      { date: "2025-06-15T10:00", name: "Toast", calories: "abc", protein: 4, carbs: 20 },
      { date: "2025-06-15", name: "Water", total_weight: 16 },
      { date: "2025-06-15", name: "water", total_weight: "8" },
    ]);
    expect(totals.get("2025-06-15")).toMatchObject({ calories: 150, protein: 16, carbs: 20, fat: 0, water: 24 });
  });

  it("picks the targets in effect on a day", () => {
    const sorted = sortMetrics([later, example]);
    expect(sorted.map((m) => m.id)).toEqual([1, 2]);
    expect(metricInEffect(sorted, "2025-06-20")?.id).toBe(1);
    expect(metricInEffect(sorted, "2025-06-22")?.id).toBe(2);
    expect(metricInEffect(sorted, "2025-07-30")?.id).toBe(2);
    expect(metricInEffect(sorted, "2025-01-01")?.id).toBe(1);
    expect(metricInEffect([], "2025-01-01")).toBeNull();
  });

  it("builds the main chart: weight, target, calorie band and consumed minus maintenance", () => {
    const series = mainSeries(
      [later, example],
      [
        { date: "2025-06-16", name: "Lunch", calories: 2400 },
        { date: "2025-06-23", name: "Dinner", calories: 3000 },
      ],
    );
    expect(series.metrics[0]).toMatchObject({ day: "2025-06-15", weight: 180, target: 165, bmi: 25.82 });
    expect(series.metrics[0]!.passiveDelta).toBeCloseTo(-250, 6);
    expect(series.metrics[0]!.aggressiveDelta).toBeCloseTo(-750, 6);
    expect(series.metrics[1]).toMatchObject({ day: "2025-06-22", weight: 176.5 });
    expect(series.consumed.map((c) => c.day)).toEqual(["2025-06-16", "2025-06-23"]);
    expect(series.consumed[0]!.consumedDelta).toBeCloseTo(2400 - 2902.22, 6);
    expect(series.extent).toEqual([dayNumber("2025-06-15"), dayNumber("2025-06-23")]);
    expect(mainSeries([], []).extent).toBeNull();
  });

  it("pads each axis by 10% of its range", () => {
    expect(paddedDomain([165, 180, 176.5])).toEqual([163.5, 181.5]);
    expect(paddedDomain([-750, 100])).toEqual([-835, 185]);
    expect(paddedDomain([50])).toEqual([45, 55]);
    expect(paddedDomain([0])).toEqual([-1, 1]);
    expect(paddedDomain([])).toEqual([0, 1]);
  });

  it("summarises time to goal, data range and user details from the latest entry, to one decimal", () => {
    expect(goalSummary([example, later])).toEqual({
      passiveWeeks: 23,
      aggressiveWeeks: 7.7,
      firstDay: "2025-06-15",
      lastDay: "2025-06-22",
      currentWeight: 176.5,
      targetWeight: 165,
      weightDifference: -11.5,
      bmi: 25.3,
    });
    expect(goalSummary([])).toBeNull();
  });

  it("computes weight % change relative to the first entry in range, with both messages' cases", () => {
    expect(weightPercentChange([example, later], "", "2025-06-30")).toEqual({ status: "missing-dates" });
    expect(weightPercentChange([example, later], "2025-01-01", "2025-02-01")).toEqual({ status: "empty" });
    const change = weightPercentChange([example, later], "2025-06-01", "2025-06-30");
    expect(change.status).toBe("ok");
    if (change.status !== "ok") return;
    expect(change.points.map((p) => p.day)).toEqual(["2025-06-15", "2025-06-22"]);
    expect(change.points[0]!.percent).toBe(0);
    // (176.5 − 180) / 180 × 100 = −1.9444…
    expect(change.points[1]!.percent).toBeCloseTo(-1.9444, 4);
  });

  it("stacks macros with remainders floored at 0 and the goal band in effect", () => {
    const [day] = macroSeries(
      [example],
      [
        { date: "2025-06-16", name: "A", protein: 100, carbs: 50, sugar: 30, fiber: 10, fat: 20, sat_fat: 15, trans_fat: 10 },
        { date: "2025-06-16", name: "B", protein: 20, carbs: "x" },
      ],
    );
    expect(day).toMatchObject({
      day: "2025-06-16",
      protein: 120,
      carbs: { total: 50, sugar: 30, fiber: 10, undefined: 10 },
      fat: { total: 20, saturated: 15, trans: 10, undefined: 0 },
      goals: { protein: { passive: 265.22, aggressive: 215.22 }, fat: { passive: 88.41, aggressive: 71.74 } },
    });
  });

  it("sums water per day from entries named water against the target", () => {
    const water = waterSeries(
      [example],
      [
        { date: "2025-06-16", name: "WATER", total_weight: 16 },
        { date: "2025-06-16", name: "Water", total_weight: 24 },
        { date: "2025-06-16", name: "Watermelon", total_weight: 10 },
        { date: "2025-06-17", name: "water", total_weight: null },
      ],
    );
    expect(water).toEqual([
      { day: "2025-06-16", x: dayNumber("2025-06-16"), amount: 40, target: 120.6 },
      { day: "2025-06-17", x: dayNumber("2025-06-17"), amount: 0, target: 120.6 },
    ]);
  });

  it("keeps up with two years of daily entries", () => {
    const metrics = Array.from({ length: 730 }, (_, i) => ({
      ...example,
      id: i,
      entry_date: addDays("2024-01-01", i),
      weight: 200 - i / 20,
    }));
    const journal = Array.from({ length: 730 * 6 }, (_, i) => ({
      date: addDays("2024-01-01", Math.floor(i / 6)),
      name: i % 6 ? "Food" : "water",
      calories: 400,
      total_weight: 8,
    }));
    const series = mainSeries(metrics, journal);
    expect(series.metrics).toHaveLength(730);
    expect(series.consumed).toHaveLength(730);
    expect(macroSeries(metrics, journal)).toHaveLength(730);
    expect(waterSeries(metrics, journal)[0]!.amount).toBe(8);
  });

  it("reads weight in kilograms and water in millilitres for a metric kitchen, the stored pounds and ounces unchanged", () => {
    const summary = goalSummary([example], "metric")!;
    // 180 lb and 165 lb, by hand: 81.65 kg and 74.84 kg.
    expect(summary.currentWeight).toBe(81.6);
    expect(summary.targetWeight).toBe(74.8);
    expect(summary.weightDifference).toBe(-6.8);
    expect(summary.bmi).toBe(goalSummary([example])!.bmi);
    const point = mainSeries([example], [], "metric").metrics[0]!;
    expect(point.weight).toBeCloseTo(81.647, 3);
    expect(point.target).toBeCloseTo(74.843, 3);
    const [day] = waterSeries([example], [{ date: "2025-06-16", name: "water", total_weight: 8 }], "metric");
    // 8 fl oz is 236.6 ml; the 120.6 oz target 3566.6 ml.
    expect(day!.amount).toBeCloseTo(236.59, 2);
    expect(day!.target).toBeCloseTo(3566.57, 1);
    expect(example.weight).toBe(180);
  });
});
