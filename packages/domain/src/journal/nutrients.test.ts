import { describe, expect, it } from "vitest";
import { amountOf, measureGrams, groupByDay, isWater, nutrientsForGrams, parseServingSize, perServing, scaleNutrients } from "./nutrients";

describe("journal nutrients", () => {
  it("counts missing or non-numeric values as 0", () => {
    expect(amountOf(null)).toBe(0);
    expect(amountOf(undefined)).toBe(0);
    expect(amountOf("abc")).toBe(0);
    expect(amountOf("")).toBe(0);
    expect(amountOf(Number.NaN)).toBe(0);
    expect(amountOf("12.5")).toBe(12.5);
    expect(amountOf(7)).toBe(7);
  });
  it("accepts only a positive number as serving size", () => {
    expect(parseServingSize("1.5")).toBe(1.5);
    expect(parseServingSize("two")).toBeNull();
    expect(parseServingSize("")).toBeNull();
    expect(parseServingSize("0")).toBeNull();
    expect(parseServingSize(-1)).toBeNull();
  });
  it("scales per-serving values by the multiplier to one decimal", () => {
    expect(scaleNutrients({ calories: 105, protein: 1.29, fat: 0.39 }, 1.5)).toEqual({ calories: 157.5, protein: 1.9, fat: 0.6 });
    expect(scaleNutrients({ calories: 250 }, 2)).toEqual({ calories: 500 });
  });
  it("turns an entry's totals back into one serving, skipping blanks", () => {
    expect(perServing({ calories: 300, protein: 20, fat: null, sugar: "" }, 2)).toEqual({ calories: 150, protein: 10 });
    expect(perServing({ calories: 300 }, null)).toEqual({ calories: 300 });
  });
  it("groups by day, newest day first", () => {
    const grouped = groupByDay([
      { date: "2025-01-02", id: 1 },
      { date: "2025-01-03", id: 2 },
      { date: "2025-01-02", id: 3 },
    ]);
    expect(grouped.map((g) => g.day)).toEqual(["2025-01-03", "2025-01-02"]);
    expect(grouped[1]!.entries.map((e) => e.id)).toEqual([1, 3]);
  });
  it("recognises water by name, ignoring case", () => {
    expect(isWater("Water")).toBe(true);
    expect(isWater("WATER ")).toBe(true);
    expect(isWater("water bottle")).toBe(false);
    expect(isWater(null)).toBe(false);
  });
});

describe("USDA amounts", () => {
  it("weighs a quantity of a measure, or plain grams", () => {
    expect(measureGrams(2, { amount: 1, name: "large", grams: 50 })).toBe(100);
    expect(measureGrams(0.5, { amount: 1, name: "cup", grams: 240 })).toBe(120);
    expect(measureGrams(1, { amount: 0.5, name: "cup", grams: 120 })).toBe(240);
    expect(measureGrams(150, null)).toBe(150);
    expect(measureGrams(-1, null)).toBe(0);
  });
  it("scales nutrients per 100 g to the amount, skipping unmeasured ones", () => {
    // 2 large eggs, 100 g: 143 kcal, 12.56 g protein per 100 g.
    expect(nutrientsForGrams({ calories: 143, protein: 12.56, trans_fat: undefined }, 100)).toEqual({ calories: 143, protein: 12.56 });
    // 120 g of milk at 61 kcal / 100 g = 73.2 kcal.
    expect(nutrientsForGrams({ calories: 61, sodium: 43 }, 120)).toEqual({ calories: 73.2, sodium: 51.6 });
  });
});
