import { describe, expect, it } from "vitest";
import { defaultShoppingListTitle, itemDisplayText, toInstacartLineItem } from "./instacart";

describe("Instacart line items", () => {
  it("maps our units to Instacart's and writes a display text", () => {
    expect(toInstacartLineItem({ name: "flour", quantity: 1.5, unit: "cups", brand: "King Arthur" })).toEqual({
      name: "flour",
      quantity: 1.5,
      unit: "cup",
      display_text: "1.5 cups flour (King Arthur)",
    });
    expect(toInstacartLineItem({ name: "egg", quantity: 1, unit: "units", brand: null })).toMatchObject({ unit: "each", display_text: "1 egg" });
    expect(toInstacartLineItem({ name: "salt", quantity: null, unit: null, brand: null })).toEqual({
      name: "salt",
      quantity: 1,
      unit: "each",
      display_text: "salt",
    });
  });

  it("drops the plural at exactly 1", () => {
    expect(itemDisplayText({ name: "milk", quantity: 1, unit: "cups", brand: null })).toBe("1 cup milk");
  });

  it("titles a list 'Grocery List - date time'", () => {
    expect(defaultShoppingListTitle(new Date(2026, 10, 21, 9, 5))).toBe("Grocery List - 2026-11-21 09:05");
  });
});
