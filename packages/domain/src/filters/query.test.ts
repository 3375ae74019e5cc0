import { describe, expect, it } from "vitest";
import { filterProblem, filtersToQuery, splitNames } from "./query";

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
