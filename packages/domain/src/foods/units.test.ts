import { describe, expect, it } from "vitest";
import { bestUnit, combineAmounts, convert, dimensionOf, toBase } from "./units";

describe("convert", () => {
  it.each([
    [1, "cups", "tablespoons", 16],
    [1, "tablespoons", "teaspoons", 3],
    [1, "gallons", "quarts", 4],
    [1, "quarts", "pints", 2],
    [1, "pints", "cups", 2],
    [1, "kilograms", "grams", 1000],
    [1, "pounds", "ounces", 16],
    [1, "ounces", "grams", 28.349523125],
    [1, "liters", "milliliters", 1000],
  ] as const)("%d %s is %d %s", (amount, from, to, expected) => {
    expect(convert(amount, from, to)).toBeCloseTo(expected, 9);
  });

  it("says there is no path between dimensions", () => {
    expect(convert(1, "cups", "grams")).toBeNull();
    expect(convert(2, "cans", "units")).toBeNull();
    expect(convert(1, "slices", "ounces")).toBeNull();
  });

  it("puts a cup at 236.59 ml", () => {
    expect(toBase(1, "cups").amount).toBeCloseTo(236.5882, 3);
    expect(dimensionOf("bunches")).toBe("bunches");
  });
});

describe("combineAmounts", () => {
  it("adds compatible amounts in a sensible unit", () => {
    expect(
      combineAmounts([
        { amount: 1, unit: "cups" },
        { amount: 4, unit: "tablespoons" },
      ]),
    ).toEqual([{ amount: 1.25, unit: "cups" }]);
    expect(
      combineAmounts([
        { amount: 500, unit: "grams" },
        { amount: 1, unit: "kilograms" },
      ]),
    ).toEqual([{ amount: 1.5, unit: "kilograms" }]);
    expect(
      combineAmounts([
        { amount: 8, unit: "ounces" },
        { amount: 1, unit: "pounds" },
      ]),
    ).toEqual([{ amount: 1.5, unit: "pounds" }]);
    expect(
      combineAmounts([
        { amount: 2, unit: "teaspoons" },
        { amount: 2, unit: "teaspoons" },
      ]),
    ).toEqual([{ amount: 1.33, unit: "tablespoons" }]);
  });

  it("keeps metric volumes metric and pinches as pinches", () => {
    expect(
      combineAmounts([
        { amount: 500, unit: "milliliters" },
        { amount: 2.5, unit: "deciliters" },
      ]),
    ).toEqual([{ amount: 750, unit: "milliliters" }]);
    expect(
      combineAmounts([
        { amount: 1, unit: "liters" },
        { amount: 500, unit: "milliliters" },
      ]),
    ).toEqual([{ amount: 1.5, unit: "liters" }]);
    expect(
      combineAmounts([
        { amount: 1, unit: "pinches" },
        { amount: 2, unit: "pinches" },
      ]),
    ).toEqual([{ amount: 3, unit: "pinches" }]);
    expect(
      combineAmounts([
        { amount: 1, unit: "cups" },
        { amount: 250, unit: "milliliters" },
      ])[0]?.unit,
    ).toBe("cups");
  });

  it("keeps incompatible amounts apart, in first-seen order", () => {
    expect(
      combineAmounts([
        { amount: 2, unit: "cups" },
        { amount: 100, unit: "grams" },
        { amount: 1, unit: "cups" },
        { amount: 2, unit: "cans" },
      ]),
    ).toEqual([
      { amount: 3, unit: "cups" },
      { amount: 100, unit: "grams" },
      { amount: 2, unit: "cans" },
    ]);
  });
});

describe("bestUnit", () => {
  it("chooses teaspoons, tablespoons, cups or gallons by size", () => {
    expect(bestUnit(toBase(2, "teaspoons").amount, "volume").unit).toBe("teaspoons");
    expect(bestUnit(toBase(3, "tablespoons").amount, "volume").unit).toBe("tablespoons");
    expect(bestUnit(toBase(4, "tablespoons").amount, "volume")).toEqual({ amount: 0.25, unit: "cups" });
    expect(bestUnit(toBase(20, "cups").amount, "volume")).toEqual({ amount: 1.25, unit: "gallons" });
    expect(bestUnit(999, "mass", "metric")).toEqual({ amount: 999, unit: "grams" });
  });
});
