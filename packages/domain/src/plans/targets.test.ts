import { describe, expect, it } from "vitest";
import { effectiveTargets, onTarget, targetsFromMetric } from "./targets";

const metric = {
  entry_date: "2026-11-01",
  weight: 180,
  target_weight: 170,
  bmi: 25,
  maintenance_calories: 2400,
  calories_passive: "2000",
  calories_aggressive: 1600,
  protein_passive: 150,
  protein_aggressive: 130,
  carbs_passive: 200,
  carbs_aggressive: 160,
  fat_passive: 70,
  fat_aggressive: 50,
};

describe("targetsFromMetric", () => {
  it("takes the goal midpoints and half the passive–aggressive band, as the Daily Progress does", () => {
    expect(targetsFromMetric(metric)).toEqual({
      calories: 1800,
      protein: 140,
      carbs: 180,
      fat: 60,
      tolerance: { calories: 200, protein: 10, carbs: 20, fat: 10 },
    });
  });

  it("gives no targets without a calorie goal", () => {
    expect(targetsFromMetric({ ...metric, calories_passive: 0, calories_aggressive: 0 })).toBeNull();
  });
});

describe("effectiveTargets", () => {
  const base = targetsFromMetric(metric);

  it("keeps the metric targets when the rules set nothing", () => {
    expect(effectiveTargets(base, { dailyCalories: null, macroSplit: null })).toEqual(base);
  });

  it("scales the macros and their tolerance with hand-set daily calories", () => {
    const t = effectiveTargets(base, { dailyCalories: 2700, macroSplit: null });
    expect(t?.calories).toBe(2700);
    expect(t?.protein).toBeCloseTo(210);
    expect(t?.tolerance.calories).toBeCloseTo(300);
  });

  it("derives grams from a macro split: 4 kcal per gram of protein and carbs, 9 of fat", () => {
    const t = effectiveTargets(null, { dailyCalories: 2000, macroSplit: { protein: 30, carbs: 40, fat: 30 } });
    expect(t).toMatchObject({ calories: 2000, protein: 150, carbs: 200 });
    expect(t?.fat).toBeCloseTo(66.667, 2);
    expect(t?.tolerance.calories).toBe(200);
  });

  it("has no targets without any calorie goal", () => {
    expect(effectiveTargets(null, { dailyCalories: null, macroSplit: null })).toBeNull();
  });

  it("is on target within the tolerance, inclusive", () => {
    expect(onTarget(2000, 1800, 200)).toBe(true);
    expect(onTarget(2000.5, 1800, 200)).toBe(false);
  });
});
