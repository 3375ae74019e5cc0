import { describe, expect, it } from "vitest";
import { STARTER_FILTER_ROWS } from "./starter-rows";
import { describeFilter, filtersToQuery } from "./query";

describe("starter filter rows", () => {
  it("turn into the listing parameters they promise", () => {
    expect(STARTER_FILTER_ROWS.map((row) => filtersToQuery(row.filters))).toEqual([
      { tags: ["main"], max_total_time_min: 30 },
      { maxMissingIngredients: 0 },
      { tags: ["vegetarian"] },
      {},
    ]);
  });
});

describe("describeFilter", () => {
  it("reads each kind of filter briefly", () => {
    expect(STARTER_FILTER_ROWS.flatMap((row) => row.filters.map(describeFilter))).toEqual([
      "Tags: main",
      "Total Time (min) ≤ 30",
      "Max Missing Ingredients: 0",
      "Tags: vegetarian",
    ]);
    expect(describeFilter({ filterType: "calories", operator: ">=", value: "200" })).toBe("Calories ≥ 200");
    expect(describeFilter({ filterType: "calories", operator: "", value: "200" })).toBe("Calories");
    expect(describeFilter({ filterType: "maxMissingIngredients", value: 2 })).toBe("Max Missing Ingredients: 2");
    expect(describeFilter({ filterType: "filterIngredients", value: "rice, egg", checked: true })).toBe("Ingredients (partial): rice, egg");
    expect(describeFilter({ filterType: "filterByEquipment", checked: true })).toBe("Only Equipment I Own");
    expect(describeFilter({ filterType: "data_source", value: "catalog" })).toBe("Data Source: Starter catalogue");
    expect(describeFilter({ filterType: "data_source", value: "user" })).toBe("Data Source: Added by me");
    expect(describeFilter({ filterType: "data_source", value: "import" })).toBe("Data Source: Imported from a spreadsheet");
  });
});
