import { describe, expect, it } from "vitest";
import { buyableAmount, shoppingLineText } from "./buyable";

describe("buyableAmount", () => {
  it("rounds counted things up to whole items, cans, bunches and slices", () => {
    // "0.17 bay leaf" and "0.25 cans" from the list people could not buy.
    expect(buyableAmount(0.17, "units")).toEqual({ quantity: 1, unit: "units", text: "1" });
    expect(buyableAmount(0.25, "cans")).toEqual({ quantity: 1, unit: "cans", text: "1 can" });
    expect(buyableAmount(2.5, "units")?.text).toBe("3");
    expect(buyableAmount(1.01, "bunches")?.text).toBe("2 bunches");
    expect(buyableAmount(0.5, "bunches")?.text).toBe("1 bunch");
    expect(buyableAmount(3, "slices")?.text).toBe("3 slices");
    expect(buyableAmount(2, "cans")?.quantity).toBe(2);
  });

  it("shows spoon and cup measures as common fractions", () => {
    // "0.46 teaspoons black pepper" reads "½ teaspoon".
    expect(buyableAmount(0.46, "teaspoons")).toEqual({ quantity: 0.5, unit: "teaspoons", text: "½ teaspoon" });
    expect(buyableAmount(0.34, "cups")?.text).toBe("⅓ cup");
    expect(buyableAmount(0.33, "cups")?.text).toBe("⅓ cup");
    expect(buyableAmount(0.67, "cups")?.text).toBe("⅔ cup");
    expect(buyableAmount(0.75, "tablespoons")?.text).toBe("¾ tablespoon");
    expect(buyableAmount(0.25, "teaspoons")?.text).toBe("¼ teaspoon");
    expect(buyableAmount(0.13, "teaspoons")?.text).toBe("⅛ teaspoon");
    expect(buyableAmount(1.5, "cups")).toEqual({ quantity: 1.5, unit: "cups", text: "1½ cups" });
    expect(buyableAmount(2.88, "cups")?.text).toBe("3 cups");
    expect(buyableAmount(3.5, "cups")?.text).toBe("3½ cups");
    expect(buyableAmount(1, "cups")?.text).toBe("1 cup");
    expect(buyableAmount(2, "tablespoons")?.text).toBe("2 tablespoons");
    // Thirds only of a cup: a measuring set has no ⅓ gallon or ⅓ tablespoon (ADR 132).
    expect(buyableAmount(1.33, "gallons")).toEqual({ quantity: 1.5, unit: "gallons", text: "1½ gallons" });
    expect(buyableAmount(1.33, "tablespoons")?.text).toBe("1½ tablespoons");
  });

  it("never shows a positive measure as nothing", () => {
    expect(buyableAmount(0.02, "teaspoons")?.text).toBe("⅛ teaspoon");
    expect(buyableAmount(0.01, "cups")?.quantity).toBe(0.25);
  });

  it("writes US weights as fractions too", () => {
    expect(buyableAmount(1, "ounces")?.text).toBe("1 ounce");
    expect(buyableAmount(0.17, "ounces")?.text).toBe("¼ ounce");
    expect(buyableAmount(0.46, "pounds")?.text).toBe("½ pound");
    expect(buyableAmount(1.75, "pounds")?.text).toBe("1¾ pounds");
  });

  it("rounds metric amounts up to whole grams and millilitres and keeps larger units as stored", () => {
    expect(buyableAmount(12.5, "grams")?.text).toBe("13 grams");
    expect(buyableAmount(75, "grams")?.text).toBe("75 grams");
    expect(buyableAmount(0.4, "milliliters")?.text).toBe("5 milliliters");
    expect(buyableAmount(42, "milliliters")?.text).toBe("45 milliliters");
    expect(buyableAmount(1.25, "kilograms")?.text).toBe("1.25 kilograms");
    expect(buyableAmount(1, "liters")?.text).toBe("1 liter");
  });

  it("has no amount for a line without a number", () => {
    expect(buyableAmount(null, "teaspoons")).toBeNull();
    expect(buyableAmount(0, "cups")).toBeNull();
    expect(buyableAmount(Number.NaN, "cups")).toBeNull();
  });

  it("writes the amount in the person's system, converted before rounding up", () => {
    expect(buyableAmount(2, "cups", "metric")).toEqual({ quantity: 480, unit: "milliliters", text: "480 milliliters" });
    expect(buyableAmount(500, "milliliters", "us")).toEqual({ quantity: 2.25, unit: "cups", text: "2¼ cups" });
    expect(buyableAmount(1.5, "pounds", "metric")?.text).toBe("681 grams");
    expect(buyableAmount(3, "cloves", "metric")?.text).toBe("3 cloves");
  });

  it("keeps the number of a unit outside the vocabulary as stored", () => {
    expect(buyableAmount(2.345, "sticks")).toEqual({ quantity: 2.35, unit: "sticks", text: "2.35 sticks" });
  });

  it("counts a number without a unit as whole items", () => {
    expect(buyableAmount(0.5, null)).toEqual({ quantity: 1, unit: null, text: "1" });
  });
});

describe("shoppingLineText", () => {
  it("reads as a person would write the list", () => {
    expect(shoppingLineText({ name: "bay leaf", quantity: 0.17, unit: "units", brand: null })).toBe("1 bay leaf");
    expect(shoppingLineText({ name: "crushed tomatoes", quantity: 0.25, unit: "cans", brand: "Mutti" })).toBe(
      "1 can crushed tomatoes (Mutti)",
    );
    expect(shoppingLineText({ name: "black pepper", quantity: 0.46, unit: "teaspoons", brand: null })).toBe("½ teaspoon black pepper");
    expect(shoppingLineText({ name: "salt", quantity: null, unit: "teaspoons", brand: null })).toBe("salt");
  });
});
