import { describe, expect, it } from "vitest";
import { cookedRecentlySince, describeFilter, filterProblem, filtersToQuery, splitNames } from "./query";

describe("filter items to listing parameters", () => {
  it("maps numeric operators onto min_ and max_ (inclusive)", () => {
    expect(
      filtersToQuery([
        { filterType: "calories", operator: "<=", value: "500", order: 1 },
        { filterType: "protein", operator: ">=", value: 20, order: 2 },
        { filterType: "servings", operator: "=", value: "4", order: 3 },
      ]),
    ).toEqual({ max_calories: 500, min_protein: 20, min_servings: 4, max_servings: 4 });
  });
  it("does not send a numeric filter without both an operator and a value", () => {
    expect(filtersToQuery([{ filterType: "fat", operator: "", value: "10" }])).toEqual({});
    expect(filtersToQuery([{ filterType: "fat", operator: "<=", value: "" }])).toEqual({});
    expect(filterProblem({ filterType: "fat", operator: "<=", value: "" })).toBe("Fat needs both an operator and a value.");
  });
  it("needs Max Missing Ingredients to be 0 or more", () => {
    expect(filtersToQuery([{ filterType: "maxMissingIngredients", value: "0" }])).toEqual({ maxMissingIngredients: 0 });
    expect(filtersToQuery([{ filterType: "maxMissingIngredients", value: "" }])).toEqual({});
    expect(filterProblem({ filterType: "maxMissingIngredients", value: "-1" })).toBe(
      "Max Missing Ingredients needs a whole number of 0 or more.",
    );
  });
  it("sends yes/no filters only when checked, and names as lists with partial matching", () => {
    expect(
      filtersToQuery([
        { filterType: "filterByGrocerycart", checked: true },
        { filterType: "filterByEquipment", checked: false },
        { filterType: "filterIngredients", value: "Garlic, onion,,", checked: true },
        { filterType: "filterEquipment", value: "oven" },
        { filterType: "tags", value: "Dinner" },
        { filterType: "data_source", value: "catalog" },
        { filterType: "data_source_name", value: "  Grandma  " },
      ]),
    ).toEqual({
      filterByGrocerycart: true,
      filterIngredients: ["garlic", "onion"],
      ingredientsPartial: true,
      filterEquipment: ["oven"],
      tags: ["dinner"],
      data_source: "catalog",
      data_source_name: "Grandma",
    });
  });
  it("combines two filters of one kind with AND", () => {
    expect(
      filtersToQuery([
        { filterType: "calories", operator: "<=", value: 600 },
        { filterType: "calories", operator: "<=", value: 400 },
        { filterType: "calories", operator: ">=", value: 100 },
      ]),
    ).toEqual({ max_calories: 400, min_calories: 100 });
  });
  it("splits names on commas without duplicates", () => {
    expect(splitNames(" Salt ,salt, black pepper ")).toEqual(["salt", "black pepper"]);
  });
});

describe("the person's own rating and cooked days as filters", () => {
  it("sends rated ≥ N as minRating, the higher of two, and needs 1 to 5 whole stars", () => {
    expect(filtersToQuery([{ filterType: "minRating", value: "4" }])).toEqual({ minRating: 4 });
    expect(
      filtersToQuery([
        { filterType: "minRating", value: 3 },
        { filterType: "minRating", value: "5" },
      ]),
    ).toEqual({ minRating: 5 });
    for (const bad of ["0", "6", "2.5", "", "x"]) {
      expect(filterProblem({ filterType: "minRating", value: bad })).toBe("My Rating (stars) needs a whole number of stars from 1 to 5.");
      expect(filtersToQuery([{ filterType: "minRating", value: bad }])).toEqual({});
    }
  });
  it("sends not cooked in N weeks, the longer of two, with 'cooked before' when ticked", () => {
    expect(filtersToQuery([{ filterType: "notCookedWeeks", value: "4" }])).toEqual({ notCookedWeeks: 4 });
    expect(
      filtersToQuery([
        { filterType: "notCookedWeeks", value: "8", checked: true },
        { filterType: "notCookedWeeks", value: "2" },
      ]),
    ).toEqual({ notCookedWeeks: 8, cookedBefore: true });
    expect(filterProblem({ filterType: "notCookedWeeks", value: "0" })).toBe(
      "Not Cooked In (weeks) needs a whole number of weeks from 1 to 520.",
    );
    expect(filterProblem({ filterType: "notCookedWeeks", value: "521" })).not.toBeNull();
  });
  it("reads both in a row's subtitle", () => {
    expect(describeFilter({ filterType: "minRating", value: "4" })).toBe("Rated ≥ 4 ★");
    expect(describeFilter({ filterType: "notCookedWeeks", value: "1" })).toBe("Not cooked in 1 week");
    expect(describeFilter({ filterType: "notCookedWeeks", value: "6", checked: true })).toBe("Not cooked in 6 weeks (cooked before)");
  });
  it("counts a day exactly N weeks ago as not cooked in N weeks, across a month and a year", () => {
    expect(cookedRecentlySince("2026-11-28", 2)).toBe("2026-11-15");
    expect(cookedRecentlySince("2026-01-03", 1)).toBe("2025-12-28");
    expect(cookedRecentlySince("2024-03-01", 1)).toBe("2024-02-24");
  });
});
