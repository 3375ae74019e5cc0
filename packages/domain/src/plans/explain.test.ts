import { describe, expect, it } from "vitest";
import { dayMisses, explainDay } from "./explain";
import { planRules } from "./rules";
import type { PlanTargets } from "./types";

const aim: PlanTargets = {
  calories: 2000,
  protein: 150,
  carbs: 200,
  fat: 67,
  tolerance: { calories: 100, protein: 15, carbs: 20, fat: 7 },
};
const onAim = { calories: 2000, protein: 150, carbs: 200, fat: 67 };
const rules = planRules({
  meals: ["Breakfast", "Lunch", "Dinner"],
  mealTimeLimits: { Breakfast: 20, Lunch: 45, Dinner: null, Snack: null },
  sides: true,
});

describe("explainDay", () => {
  it("says nothing for a day inside every band", () => {
    expect(explainDay(onAim, aim, { day: 1, rules, emptyMeals: 0, portionsAtMost: false })).toBeNull();
  });

  it("names a protein shortfall on a weekday with the time limit that holds it back and what would help", () => {
    expect(explainDay({ ...onAim, protein: 132 }, aim, { day: 1, rules, emptyMeals: 0, portionsAtMost: false })).toBe(
      "Protein 12% under on Tuesday: no recipe left within your 20-minute breakfast limit fits; allow 45 minutes or add high-protein recipes.",
    );
  });

  it("names every miss, largest first, and blames empty meals before anything else", () => {
    expect(explainDay({ ...onAim, calories: 1500, fat: 40 }, aim, { day: 6, rules, emptyMeals: 1, portionsAtMost: false })).toBe(
      "Fat 40% under and calories 25% under on Sunday: a meal is empty; fill it or generate the day again.",
    );
    expect(dayMisses({ ...onAim, fat: 90 }, aim)).toEqual([{ key: "fat", percent: 34 }]);
  });

  it("asks for bigger portions when the day is short of calories with every portion at its largest", () => {
    const text = explainDay({ ...onAim, calories: 1700 }, aim, {
      day: 5,
      rules: { ...rules, maxServingsPerPerson: 2 },
      emptyMeals: 0,
      portionsAtMost: true,
    });
    expect(text).toBe(
      "Calories 15% under on Saturday: portions are already the largest allowed (2 servings); allow bigger portions or plan a snack.",
    );
  });
});
