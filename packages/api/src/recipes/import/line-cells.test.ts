import { describe, expect, it } from "vitest";
import { readLineCells } from "./line-cells";

describe("readLineCells (an Ingredients row's amount, ADR 110 and ADR 121)", () => {
  it.each([
    ["milk", "500", "milliliters", { quantity: "500", unit: "milliliters" }],
    ["milk", "500", "ml", { quantity: "500", unit: "milliliters" }],
    ["cream", "2,5", "dl", { quantity: "2.5", unit: "deciliters" }],
    ["Zucker", "2", "EL", { quantity: "2", unit: "tablespoons" }],
    ["crème", "20", "cl", { quantity: "200", unit: "milliliters" }],
    ["olja", "1-2", "msk", { quantity: "1-2", unit: "tablespoons" }],
    ["garlic", "2", "Cloves", { quantity: "2", unit: "cloves" }],
    ["mąka", "25", "dag", { quantity: "250", unit: "grams" }],
    ["sukker", "1", "kilo", { quantity: "1", unit: "kilograms" }],
  ])("%s %s %s", (name, quantity, unit, expected) => {
    expect(readLineCells(name, quantity, unit)).toMatchObject({ ingredient_name: name, ...expected });
  });

  it("keeps an empty amount when the row has none, and reads a whole line written in the name", () => {
    expect(readLineCells("salt", null, null)).toEqual({ ingredient_name: "salt", quantity: "", unit: "" });
    expect(readLineCells("salt", "", "units")).toEqual({ ingredient_name: "salt", quantity: "", unit: "units" });
    expect(readLineCells("500 ml milk", null, null)).toMatchObject({ ingredient_name: "milk", quantity: "500", unit: "milliliters" });
    expect(readLineCells("Latte intero 200 ml", null, null)).toMatchObject({
      ingredient_name: "Latte intero",
      quantity: "200",
      unit: "milliliters",
    });
  });

  it("passes an unknown unit on as written, so the row's message names it", () => {
    expect(readLineCells("flour", "2", "handfuls")).toEqual({ ingredient_name: "flour", quantity: "2", unit: "handfuls" });
  });
});
