import { describe, expect, it } from "vitest";
import { calorieDistance, planMeals, tagRepetition, type MealCandidate } from "./meal-plan";

const c = (id: number, over: Partial<MealCandidate> = {}): MealCandidate => ({ id, calories: 600, missing: 0, tags: [], ...over });

describe("planMeals", () => {
  it("prefers recipes with fewer missing ingredients", () => {
    expect(planMeals([c(1, { missing: 3 }), c(2, { missing: 0 }), c(3, { missing: 1 })], 2, { caloriesPerMeal: null })).toEqual([2, 3]);
  });

  it("prefers calories per serving near the per-meal target", () => {
    const picks = planMeals([c(1, { calories: 1200 }), c(2, { calories: 650 }), c(3, { calories: 300 })], 1, { caloriesPerMeal: 667 });
    expect(picks).toEqual([2]);
  });

  it("prefers variety across tags once a meal is chosen", () => {
    const candidates = [c(1, { tags: ["italian", "main"] }), c(2, { tags: ["italian", "main"] }), c(3, { tags: ["thai", "main"] })];
    expect(planMeals(candidates, 2, { caloriesPerMeal: null })).toEqual([1, 3]);
  });

  it("returns as many distinct recipes as exist when fewer than asked", () => {
    expect(planMeals([c(5), c(4)], 4, { caloriesPerMeal: null })).toEqual([4, 5]);
  });
});

describe("preference measures", () => {
  it("measures calorie distance as a capped share of the target", () => {
    expect(calorieDistance(500, 500)).toBe(0);
    expect(calorieDistance(750, 500)).toBe(0.5);
    expect(calorieDistance(5000, 500)).toBe(2);
    expect(calorieDistance(null, 500)).toBe(1);
    expect(calorieDistance(900, null)).toBe(0);
  });
  it("measures tag repetition against the plan so far", () => {
    expect(tagRepetition(["a", "b"], new Map([["a", 1]]))).toBe(0.5);
    expect(tagRepetition([], new Map([["a", 1]]))).toBe(0);
  });
});
