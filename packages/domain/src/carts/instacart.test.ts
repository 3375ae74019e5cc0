import { describe, expect, it } from "vitest";
import { buildGroceryList } from "./grocery-list";
import { defaultShoppingListTitle, itemDisplayText, toInstacartLineItem } from "./instacart";

describe("Instacart line items", () => {
  it("maps our units to Instacart's and writes a display text", () => {
    expect(toInstacartLineItem({ name: "flour", quantity: 1.5, unit: "cups", brand: "King Arthur" })).toEqual({
      name: "flour",
      quantity: 1.5,
      unit: "cup",
      display_text: "1½ cups flour (King Arthur)",
    });
    expect(toInstacartLineItem({ name: "egg", quantity: 1, unit: "units", brand: null })).toMatchObject({
      unit: "each",
      display_text: "1 egg",
    });
    expect(toInstacartLineItem({ name: "salt", quantity: null, unit: null, brand: null })).toEqual({
      name: "salt",
      quantity: 1,
      unit: "each",
      display_text: "salt",
    });
  });

  it("asks for amounts a shop sells: whole cans and items, spoon measures as fractions", () => {
    expect(toInstacartLineItem({ name: "crushed tomatoes", quantity: 0.25, unit: "cans", brand: null })).toEqual({
      name: "crushed tomatoes",
      quantity: 1,
      unit: "can",
      display_text: "1 can crushed tomatoes",
    });
    expect(toInstacartLineItem({ name: "bay leaf", quantity: 0.17, unit: "units", brand: null })).toMatchObject({
      quantity: 1,
      display_text: "1 bay leaf",
    });
    expect(toInstacartLineItem({ name: "black pepper", quantity: 0.46, unit: "teaspoons", brand: null })).toEqual({
      name: "black pepper",
      quantity: 0.5,
      unit: "teaspoon",
      display_text: "½ teaspoon black pepper",
    });
  });

  it("asks once, each, for a recipe line with no amount, and sends new units by their own word (ADR 121)", () => {
    const recipeLine = {
      ingredientId: 1,
      name: "salt",
      quantity: "",
      unit: "units",
      brand: null,
      optional: false,
      recipeServings: 4,
      cartQuantity: 8,
    };
    const [salt] = buildGroceryList([recipeLine], new Set());
    if (!salt) throw new Error("no line");
    expect(toInstacartLineItem({ name: salt.ingredientName, quantity: salt.quantity, unit: salt.unit, brand: null })).toEqual({
      name: "salt",
      quantity: 1,
      unit: "each",
      display_text: "salt",
    });
    expect(toInstacartLineItem({ name: "milk", quantity: 500, unit: "milliliters", brand: null })).toMatchObject({
      quantity: 500,
      unit: "milliliter",
    });
  });

  it("drops the plural at exactly 1", () => {
    expect(itemDisplayText({ name: "milk", quantity: 1, unit: "cups", brand: null })).toBe("1 cup milk");
  });

  it("titles a list 'Grocery List - date time'", () => {
    expect(defaultShoppingListTitle(new Date(2026, 10, 21, 9, 5))).toBe("Grocery List - 2026-11-21 09:05");
  });
});
