import { describe, expect, it } from "vitest";
import { formatAmount, formatLineAmount, friendlyFraction, inSystem, unitSystemForLocale } from "./amount-format";

describe("friendly fractions", () => {
  it.each([
    [0.375, "⅜"],
    [1.5, "1½"],
    [0.333, "⅓"],
    [0.66, "⅔"],
    [0.125, "⅛"],
    [0.01, "⅛"],
    [2.99, "3"],
    [0.875, "⅞"],
    [1.25, "1¼"],
  ])("%d reads %s", (value, text) => {
    expect(friendlyFraction(value).text).toBe(text);
  });
});

describe("one way to write an amount", () => {
  it("writes US measures in fractions, with the unit singular up to one", () => {
    expect(formatAmount(0.375, "cups").text).toBe("⅜ cup");
    expect(formatAmount(1.5, "cups").text).toBe("1½ cups");
    expect(formatAmount(1, "tablespoons").text).toBe("1 tablespoon");
    expect(formatAmount(0.38, "cups").text).toBe("⅜ cup");
  });

  it("writes counts without a unit word, in halves when cooking and whole when buying", () => {
    expect(formatAmount(1.5, "units").text).toBe("1½");
    expect(formatAmount(1.5, "units", { purpose: "buy" }).text).toBe("2");
    expect(formatAmount(0.25, "cans", { purpose: "buy" }).text).toBe("1 can");
    expect(formatAmount(0.25, "packages", { purpose: "buy" }).text).toBe("1 package");
    expect(formatAmount(2, "cloves").text).toBe("2 cloves");
  });

  it("rounds metric sensibly: whole grams, 5 ml steps under 100 ml, 10 ml steps above", () => {
    expect(formatAmount(123.4, "grams").text).toBe("123 grams");
    expect(formatAmount(42, "milliliters").text).toBe("40 milliliters");
    expect(formatAmount(43, "milliliters").text).toBe("45 milliliters");
    expect(formatAmount(236.6, "milliliters").text).toBe("240 milliliters");
    expect(formatAmount(2.5, "deciliters").text).toBe("2.5 deciliters");
  });

  it("never asks a shopper for less than needed", () => {
    expect(formatAmount(42, "milliliters", { purpose: "buy" }).quantity).toBe(45);
    expect(formatAmount(100.2, "grams", { purpose: "buy" }).quantity).toBe(101);
    expect(formatAmount(0.3, "cups", { purpose: "buy" }).text).toBe("⅓ cup");
  });

  it("buys US measures in steps a shop and a measuring set know (ADR 132)", () => {
    // A quarter of "⅓ cup heavy cream" is 1⅓ tablespoons: no spoon holds a third of a tablespoon.
    expect(formatAmount(4 / 3, "tablespoons", { purpose: "buy" }).text).toBe("1½ tablespoons");
    expect(formatAmount(4 / 3, "tablespoons", { purpose: "cook" }).text).toBe("1⅓ tablespoons");
    expect(formatAmount(0.1, "teaspoons", { purpose: "buy" }).text).toBe("⅛ teaspoon");
    expect(formatAmount(0.2, "tablespoons", { purpose: "buy" }).text).toBe("¼ tablespoon");
    expect(formatAmount(2.3, "cups", { purpose: "buy" }).text).toBe("2⅓ cups");
    expect(formatAmount(15.87, "ounces", { purpose: "buy" }).text).toBe("1 pound");
    expect(formatAmount(15.7, "ounces", { purpose: "buy" }).text).toBe("15¾ ounces");
    expect(formatAmount(2, "pounds", { purpose: "buy" }).text).toBe("2 pounds");
    // A quarter of one baguette is still one to buy, never less than needed.
    expect(formatAmount(0.25, "units", { purpose: "buy" }).text).toBe("1");
  });

  it("buys in the person's system: 2 cups of milk in a metric kitchen, 500 g of flour in a US one", () => {
    expect(formatAmount(2, "cups", { purpose: "buy", system: "metric" }).text).toBe("480 milliliters");
    expect(formatAmount(500, "grams", { purpose: "buy", system: "us" }).text).toBe("1¼ pounds");
    expect(formatAmount(30, "grams", { purpose: "buy", system: "us" }).text).toBe("1¼ ounces");
    expect(formatAmount(0.5, "pounds", { purpose: "buy", system: "metric" }).text).toBe("227 grams");
  });

  it("shows a US amount in a metric kitchen and a metric one in a US kitchen", () => {
    expect(formatAmount(1, "cups", { system: "metric" }).text).toBe("240 milliliters");
    expect(formatAmount(500, "grams", { system: "us" }).text).toBe("1⅛ pounds");
    expect(formatAmount(250, "grams", { system: "us" }).text).toBe("8⅞ ounces");
    expect(formatAmount(500, "milliliters", { system: "us" }).text).toBe("2⅛ cups");
    expect(formatAmount(2, "cups", { system: "us" }).text).toBe("2 cups");
  });

  it("keeps pinches, dashes and counts as written in either system", () => {
    expect(inSystem(1, "pinches", "metric")).toEqual({ amount: 1, unit: "pinches" });
    expect(inSystem(2, "units", "metric")).toEqual({ amount: 2, unit: "units" });
    expect(formatAmount(1, "pinches", { system: "metric" }).text).toBe("1 pinch");
  });
});

describe("the first unit system, from the browser's locale", () => {
  it.each([
    ["en-US", "us"],
    ["en", "us"],
    ["es-US", "us"],
    ["en-GB", "metric"],
    ["de-DE", "metric"],
    ["fr", "metric"],
    ["zh-Hant-TW", "metric"],
    ["", "us"],
  ] as const)("%s reads %s", (locale, system) => {
    expect(unitSystemForLocale(locale)).toBe(system);
  });
});

describe("a recipe line's amount, scaled and written the one way", () => {
  it("scales and writes fractions: the documented scaling rule", () => {
    expect(formatLineAmount("1 1/2", "cups", { recipeServings: 4, servings: 8 })).toBe("3 cups");
    expect(formatLineAmount("2", "cups", { recipeServings: 4, servings: 2 })).toBe("1 cup");
    expect(formatLineAmount("1", "teaspoons", { recipeServings: 3, servings: 1 })).toBe("⅓ teaspoon");
    expect(formatLineAmount("1.5", "cups", { recipeServings: 4, servings: 1 })).toBe("⅜ cup");
    expect(formatLineAmount("3", "units", { recipeServings: 2, servings: 1 })).toBe("1½");
  });

  it("writes ranges once with their unit", () => {
    expect(formatLineAmount("2-3", "cups")).toBe("2–3 cups");
    expect(formatLineAmount("1-1 1/2", "cups")).toBe("1–1½ cups");
  });

  it("keeps text that is no number, and an empty amount empty", () => {
    expect(formatLineAmount("a pinch", "units")).toBe("a pinch");
    expect(formatLineAmount("", "units")).toBe("");
    expect(formatLineAmount("to taste", "teaspoons")).toBe("to taste teaspoons");
  });

  it("shows the line in the person's system", () => {
    expect(formatLineAmount("1", "cups", { system: "metric" })).toBe("240 milliliters");
    expect(formatLineAmount("500", "milliliters", { system: "metric" })).toBe("500 milliliters");
    expect(formatLineAmount("500", "milliliters", { system: "us" })).toBe("2⅛ cups");
    expect(formatLineAmount("2", "cloves", { system: "metric" })).toBe("2 cloves");
  });
});
