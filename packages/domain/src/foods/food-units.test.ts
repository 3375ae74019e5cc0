import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertForFood, fromGrams, gramsPerUnit, toGrams } from "./food-units";
import type { Measure } from "./measures";
import { RECIPE_UNITS, type Unit } from "./units";

// Household measures as USDA SR24 lists them for these foods (hand-checked).
const FLOUR: Measure[] = [{ amount: 1, name: "cup", grams: 125 }]; // 20081 wheat flour, all-purpose
const ONION: Measure[] = [
  { amount: 1, name: "cup, chopped", grams: 160 },
  { amount: 1, name: "tbsp chopped", grams: 10 },
  { amount: 1, name: "large", grams: 150 },
  { amount: 1, name: 'medium (2-1/2" dia)', grams: 110 },
  { amount: 1, name: "small", grams: 70 },
]; // 11282 onions, raw
const GARLIC: Measure[] = [
  { amount: 1, name: "cup", grams: 136 },
  { amount: 1, name: "tsp", grams: 2.8 },
  { amount: 1, name: "clove", grams: 3 },
]; // 11215 garlic, raw
const MILK: Measure[] = [{ amount: 1, name: "cup", grams: 244 }]; // 01077 milk, whole
const SUGAR: Measure[] = [
  { amount: 1, name: "cup", grams: 200 },
  { amount: 1, name: "tsp", grams: 4.2 },
]; // 19335 sugars, granulated
const THYME: Measure[] = [
  { amount: 1, name: "tsp", grams: 0.8 },
  { amount: 1, name: "sprig", grams: 0.1 },
]; // 02049 thyme, fresh
const BUTTER: Measure[] = [
  { amount: 1, name: "cup", grams: 227 },
  { amount: 1, name: "tbsp", grams: 14.2 },
  { amount: 1, name: "stick", grams: 113 },
]; // 01001 butter, salted

describe("conversions that know the food", () => {
  it("weighs a cup of flour at 125 g and 200 g of flour at 1.6 cups", () => {
    expect(convertForFood({ amount: 1, unit: "cups" }, "grams", FLOUR)).toBeCloseTo(125, 6);
    expect(convertForFood({ amount: 200, unit: "grams" }, "cups", FLOUR)).toBeCloseTo(1.6, 6);
  });

  it("counts a medium onion as 110 g, so 220 g is 2 onions and 1 onion is 3.9 ounces", () => {
    expect(convertForFood({ amount: 1, unit: "units" }, "grams", ONION)).toBeCloseTo(110, 6);
    expect(convertForFood({ amount: 220, unit: "grams" }, "units", ONION)).toBeCloseTo(2, 6);
    expect(convertForFood({ amount: 1, unit: "units" }, "ounces", ONION)).toBeCloseTo(110 / 28.349523125, 6);
  });

  it("takes a large onion when the line says large", () => {
    expect(convertForFood({ amount: 1, unit: "units" }, "grams", ONION, ["large"])).toBeCloseTo(150, 6);
  });

  it("weighs cloves of garlic and sprigs of thyme by their own measures", () => {
    expect(toGrams({ amount: 2, unit: "cloves" }, GARLIC)).toBeCloseTo(6, 6);
    expect(toGrams({ amount: 5, unit: "sprigs" }, THYME)).toBeCloseTo(0.5, 6);
    expect(convertForFood({ amount: 2, unit: "cloves" }, "teaspoons", GARLIC)).toBeCloseTo(6 / 2.8, 3);
  });

  it("turns 500 ml of whole milk into 516 g through its cup of 244 g", () => {
    expect(convertForFood({ amount: 500, unit: "milliliters" }, "grams", MILK)).toBeCloseTo((500 / 236.5882365) * 244, 3);
  });

  it("uses the food's own spoon measure: a tablespoon of butter is 14.2 g", () => {
    expect(gramsPerUnit("tablespoons", BUTTER)).toBeCloseTo(14.2, 6);
  });

  it("converts within a family by fixed factors, whatever the food", () => {
    expect(convertForFood({ amount: 2, unit: "deciliters" }, "milliliters", [])).toBeCloseTo(200, 9);
    expect(convertForFood({ amount: 1, unit: "cups" }, "tablespoons", [])).toBeCloseTo(16, 9);
    expect(convertForFood({ amount: 1, unit: "pounds" }, "grams", [])).toBeCloseTo(453.59237, 9);
    expect(convertForFood({ amount: 3, unit: "pieces" }, "units", [])).toBe(3);
  });

  it("answers null when the food gives no path, so the caller keeps the amounts apart", () => {
    expect(convertForFood({ amount: 1, unit: "cups" }, "grams", [])).toBeNull();
    expect(convertForFood({ amount: 1, unit: "units" }, "grams", FLOUR)).toBeNull();
    expect(convertForFood({ amount: 1, unit: "cloves" }, "grams", FLOUR)).toBeNull();
    expect(fromGrams(10, "packages", FLOUR)).toBeNull();
    expect(toGrams({ amount: Number.NaN, unit: "grams" }, FLOUR)).toBeNull();
  });

  it("returns the amount after a round trip through any unit the food can express", () => {
    const foods = [FLOUR, ONION, GARLIC, MILK, SUGAR, THYME, BUTTER];
    fc.assert(
      fc.property(
        fc.constantFrom(...foods),
        fc.constantFrom<Unit>(...RECIPE_UNITS),
        fc.constantFrom<Unit>(...RECIPE_UNITS),
        fc.double({ min: 0.01, max: 5000, noNaN: true }),
        (food, from, to, amount) => {
          const there = convertForFood({ amount, unit: from }, to, food);
          if (there === null) return;
          const back = convertForFood({ amount: there, unit: to }, from, food);
          expect(back).not.toBeNull();
          expect(back!).toBeCloseTo(amount, 6);
        },
      ),
      { seed: 110, numRuns: 500 },
    );
  });
});
