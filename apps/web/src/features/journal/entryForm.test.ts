import { describe, expect, it } from "vitest";
import { draftToInput, mealAt, nutrientsFrom } from "./entryForm";

describe("journal entry form", () => {
  it("picks the meal from the time of day", () => {
    expect(mealAt("07:45")).toBe("Breakfast");
    expect(mealAt("11:00")).toBe("Lunch");
    expect(mealAt("15:59")).toBe("Lunch");
    expect(mealAt("18:30")).toBe("Dinner");
    expect(mealAt("22:10")).toBe("Snack");
  });

  it("keeps only real numbers, in the documented nutrient order", () => {
    expect(nutrientsFrom({ sugar: 2, calories: 105, fat: null, protein: undefined, bogus: 3 } as never)).toEqual([
      { key: "calories", perServing: 105 },
      { key: "sugar", perServing: 2 },
    ]);
  });

  it("stores totals: per serving × serving size, to 2 decimals", () => {
    const input = draftToInput(
      {
        date: "2025-03-01",
        time: "08:15",
        meal: "Breakfast",
        name: "  Banana ",
        servingSize: "1.5",
        nutrients: [
          { key: "calories", perServing: 105 },
          { key: "protein", perServing: 1.29 },
        ],
      },
      1.5,
    );
    expect(input).toEqual({
      date: "2025-03-01",
      entry_time: "08:15",
      meal: "Breakfast",
      name: "Banana",
      serving_size: 1.5,
      calories: 157.5,
      protein: 1.94,
    });
  });
});
