import { describe, expect, it } from "vitest";
import { draftOf, rulesOf } from "./rulesForm";

const rules = {
  days: [0, 1, 2, 3, 4],
  meals: ["Lunch", "Dinner"] as ("Lunch" | "Dinner")[],
  people: 2,
  dailyCalories: null,
  macroSplit: { protein: 30, carbs: 40, fat: 30 },
  maxTimeWeekday: 30,
  maxTimeWeekend: null,
  tagRules: [{ tag: "fish", min: 1 }],
  excludeTags: ["spicy", "pork"],
  excludeIngredientIds: [7],
  noRepeatDays: 3,
  preferOwned: true,
  leftovers: false,
  maxServingsPerPerson: 3,
  mealTimeLimits: { Breakfast: 20, Lunch: 45, Dinner: null, Snack: null },
  maxPerWeek: 2,
  sides: true,
};

describe("the planner rules form", () => {
  it("round-trips the remembered rules", () => {
    expect(rulesOf(draftOf(rules, [{ id: 7, name: "anchovy" }]))).toEqual(rules);
  });

  it("reads blanks as defaults and drops empty tag rows", () => {
    const draft = {
      ...draftOf(rules, []),
      protein: "",
      carbs: "",
      fat: "",
      dailyCalories: " ",
      tagRules: [{ tag: " ", min: "1", max: "" }],
      excludeTags: " , fish ,",
    };
    const out = rulesOf(draft);
    expect(out.macroSplit).toBeNull();
    expect(out.dailyCalories).toBeNull();
    expect(out.tagRules).toEqual([]);
    expect(out.excludeTags).toEqual(["fish"]);
  });

  it("sends a half-filled macro split so the server can say it must add up", () => {
    expect(rulesOf({ ...draftOf(rules, []), fat: "" }).macroSplit).toEqual({ protein: 30, carbs: 40, fat: 0 });
  });
});
