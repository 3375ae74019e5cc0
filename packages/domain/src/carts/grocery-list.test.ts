import { describe, expect, it } from "vitest";
import { buildGroceryList, type CartIngredientLine } from "./grocery-list";

const line = (over: Partial<CartIngredientLine>): CartIngredientLine => ({
  ingredientId: 1,
  name: "flour",
  quantity: "1",
  unit: "cups",
  brand: null,
  optional: false,
  recipeServings: 4,
  cartQuantity: 4,
  ...over,
});

describe("buildGroceryList", () => {
  it("scales each line by cart servings / recipe servings", () => {
    const list = buildGroceryList([line({ quantity: "2", recipeServings: 4, cartQuantity: 6 })], new Set());
    expect(list).toEqual([
      {
        ingredientId: 1,
        ingredientName: "flour",
        brand: null,
        optional: false,
        quantity: 3,
        unit: "cups",
        owned: false,
        parts: [{ recipe: "", quantity: 3, unit: "cups" }],
        apart: null,
      },
    ]);
  });

  it("adds compatible units: 1 cup + 4 tablespoons = 1.25 cups, 500 g + 1 kg = 1.5 kg", () => {
    const list = buildGroceryList(
      [
        line({ quantity: "1", unit: "cups" }),
        line({ quantity: "4", unit: "tablespoons" }),
        line({ ingredientId: 2, name: "potatoes", quantity: "500", unit: "grams" }),
        line({ ingredientId: 2, name: "potatoes", quantity: "1", unit: "kilograms" }),
      ],
      new Set(),
    );
    expect(list.map((l) => [l.ingredientName, l.quantity, l.unit])).toEqual([
      ["flour", 1.25, "cups"],
      ["potatoes", 1.5, "kilograms"],
    ]);
  });

  it("lists a line with no amount once, as needed and with no unit, and folds it into a measured line of the same ingredient", () => {
    const list = buildGroceryList(
      [
        line({ ingredientId: 3, name: "salt", quantity: "", unit: "units" }),
        line({ ingredientId: 3, name: "salt", quantity: "", unit: "units", recipeServings: 2 }),
        line({ ingredientId: 3, name: "salt", quantity: "2", unit: "teaspoons" }),
        line({ ingredientId: 4, name: "parsley", quantity: " ", unit: "cups" }),
      ],
      new Set(),
    );
    expect(list.map((l) => [l.ingredientName, l.quantity, l.unit])).toEqual([
      ["parsley", null, null],
      ["salt", 2, "teaspoons"],
    ]);
    expect(list[1]?.parts.map((p) => p.quantity)).toEqual([2, null]);
  });

  it("keeps incompatible units as separate lines of the same ingredient", () => {
    const list = buildGroceryList(
      [line({ quantity: "1", unit: "cups" }), line({ quantity: "200", unit: "grams" }), line({ quantity: "to taste", unit: "units" })],
      new Set(),
    );
    expect(list.map((l) => [l.quantity, l.unit])).toEqual([
      [1, "cups"],
      [200, "grams"],
      [null, "units"],
    ]);
  });

  it("marks a merged ingredient optional only when every recipe does, and flags what is owned", () => {
    const list = buildGroceryList(
      [
        line({ ingredientId: 3, name: "parsley", optional: true, unit: "bunches" }),
        line({ ingredientId: 3, name: "parsley", optional: false, unit: "bunches" }),
        line({ ingredientId: 4, name: "chili flakes", optional: true, unit: "teaspoons" }),
      ],
      new Set([3]),
    );
    expect(list).toEqual([
      expect.objectContaining({ ingredientName: "chili flakes", optional: true, owned: false, quantity: 1, unit: "teaspoons" }),
      expect.objectContaining({ ingredientName: "parsley", optional: false, owned: true, quantity: 2, unit: "bunches" }),
    ]);
  });

  it("keeps a brand only when every line agrees on it", () => {
    const same = buildGroceryList([line({ brand: "King Arthur" }), line({ brand: "King Arthur" })], new Set());
    expect(same[0]?.brand).toBe("King Arthur");
    const mixed = buildGroceryList([line({ brand: "King Arthur" }), line({ brand: null })], new Set());
    expect(mixed[0]?.brand).toBeNull();
  });
});
