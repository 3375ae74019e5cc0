import { describe, expect, it } from "vitest";
import { prefilterCandidates } from "./prefilter";
import { planInput, planRecipe } from "./testing";
import type { PlanRecipe } from "./types";

const ids = (list: readonly PlanRecipe[] | undefined) => (list ?? []).map((r) => r.id).sort((a, b) => a - b);
const catalogue: PlanRecipe[] = [
  ...Array.from({ length: 30 }, (_, i) =>
    planRecipe(i + 1, { tags: ["main", i % 2 ? "thai" : "italian"], calories: 300 + i * 20, totalTimeMin: 10 + i * 3 }),
  ),
  planRecipe(100, { tags: ["breakfast"], calories: 400 }),
  planRecipe(101, { tags: ["dessert", "fish"], calories: 300 }),
  planRecipe(102, { tags: ["main", "fish"], calories: 2000, totalTimeMin: 200 }),
  planRecipe(103, { tags: [], calories: 500 }),
];
const targets = { calories: 2000, protein: 0, carbs: 0, fat: 0, tolerance: { calories: 200, protein: 0, carbs: 0, fat: 0 } };

describe("prefilterCandidates", () => {
  it("offers at most K recipes per meal that fit it, nearest the meal's calories", () => {
    const input = planInput(catalogue, { days: [0], meals: ["Breakfast", "Dinner"] }, { targets });
    const pools = prefilterCandidates(input, { perMeal: 5 });
    expect(ids(pools.get("0:Breakfast"))).toEqual([100, 103]); // tagged, and the one without a course tag
    const dinner = pools.get("0:Dinner") ?? [];
    expect(dinner).toHaveLength(5);
    expect(dinner.every((r) => r.tags.includes("main") || r.tags.length === 0)).toBe(true);
  });

  it("keeps the pool within the time cap, plus the fastest over it as a last resort", () => {
    const input = planInput(catalogue, { days: [0, 6], meals: ["Dinner"], maxTimeWeekday: 20, maxTimeWeekend: null }, { targets });
    const pools = prefilterCandidates(input, { perMeal: 30, overTimeFallbacks: 2 });
    const weekday = pools.get("0:Dinner") ?? [];
    expect(weekday.filter((r) => (r.totalTimeMin ?? 0) > 20).map((r) => r.id)).toEqual([5, 6]);
    expect(ids(pools.get("6:Dinner")).length).toBeGreaterThan(weekday.length - 2);
  });

  it("drops excluded recipes and adds recipes for a tag minimum", () => {
    const input = planInput(
      catalogue,
      { days: [0], meals: ["Dinner"], excludeTags: ["thai"], tagRules: [{ tag: "fish", min: 1 }] },
      { targets },
    );
    const dinner = prefilterCandidates(input, { perMeal: 3 }).get("0:Dinner") ?? [];
    expect(dinner.some((r) => r.tags.includes("thai"))).toBe(false);
    expect(dinner.map((r) => r.id)).toContain(102); // the only fish main, however far from the calories
  });

  it("is the same for a seed and differs between seeds", () => {
    const at = (seed: number) =>
      ids(prefilterCandidates(planInput(catalogue, { meals: ["Dinner"] }, { seed }), { perMeal: 6 }).get("0:Dinner"));
    expect(at(1)).toEqual(at(1));
    expect([2, 3, 4, 5].some((seed) => at(seed).join() !== at(1).join())).toBe(true);
  });
});
