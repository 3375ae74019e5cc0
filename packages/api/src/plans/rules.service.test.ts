import { describe, expect, it } from "vitest";
import { ZPlanRules } from "@simmer/contracts";
import { DEFAULT_RULES } from "./rules.service";

describe("the rules of a person who never set any", () => {
  it("are three meals every day for one, no repeat within two days, owned food first, up to two portions, quick weekday breakfasts and lunches, a recipe at most twice a week, foods beside recipes", () => {
    expect(DEFAULT_RULES).toStrictEqual({
      days: [0, 1, 2, 3, 4, 5, 6],
      meals: ["Breakfast", "Lunch", "Dinner"],
      people: 1,
      maxServingsPerPerson: 2,
      dailyCalories: null,
      macroSplit: null,
      maxTimeWeekday: null,
      maxTimeWeekend: null,
      tagRules: [],
      excludeTags: [],
      excludeIngredientIds: [],
      noRepeatDays: 2,
      preferOwned: true,
      leftovers: false,
      mealTimeLimits: { Breakfast: 20, Lunch: 45, Dinner: null, Snack: null },
      maxPerWeek: 2,
      sides: true,
    });
  });

  it("read back unchanged through the contract, as stored rules do", () => {
    expect(ZPlanRules.parse(DEFAULT_RULES)).toStrictEqual(DEFAULT_RULES);
  });
});
