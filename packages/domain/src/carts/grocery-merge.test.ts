import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gramsPerUnit } from "../foods/food-units";
import type { Measure } from "../foods/measures";
import { buildGroceryList, type CartIngredientLine } from "./grocery-list";
import { groceryPartsText, mergeNeeds, readGroceryParts, type Need } from "./grocery-merge";

// Household measures as USDA SR24 lists them for these foods (hand-checked).
const ONION: Measure[] = [
  { amount: 1, name: "cup, chopped", grams: 160 },
  { amount: 1, name: "large", grams: 150 },
  { amount: 1, name: 'medium (2-1/2" dia)', grams: 110 },
  { amount: 1, name: "small", grams: 70 },
]; // 11282 onions, raw
const FLOUR: Measure[] = [{ amount: 1, name: "cup", grams: 125 }]; // 20081 wheat flour, all-purpose
const MILK: Measure[] = [{ amount: 1, name: "cup", grams: 244 }]; // 01077 milk, whole
const GARLIC: Measure[] = [
  { amount: 1, name: "cup", grams: 136 },
  { amount: 1, name: "tsp", grams: 2.8 },
  { amount: 1, name: "clove", grams: 3 },
]; // 11215 garlic, raw
const PARSLEY: Measure[] = [
  { amount: 1, name: "cup chopped", grams: 60 },
  { amount: 10, name: "sprigs", grams: 10 },
]; // 11297 parsley, fresh: no bunch measure

const need = (amount: number, unit: Need["unit"], recipe: string): Need => ({ amount, unit, recipe });

describe("merging one ingredient's needs across unit families (ADR 131)", () => {
  it("adds 1 onion and 100 g onion into whole onions, a medium onion weighing 110 g", () => {
    const [line, ...rest] = mergeNeeds("onion", [need(1, "units", "Soup"), need(100, "grams", "Salad")], ONION);
    expect(rest).toEqual([]);
    expect(line?.amount.unit).toBe("units");
    expect(line?.amount.amount).toBeCloseTo(210 / 110, 6);
    expect(line?.needs.map((n) => n.recipe)).toEqual(["Soup", "Salad"]);
    expect(line?.apart).toBeNull();
  });

  it("adds 2 cups flour and 200 g flour into 450 g: a cup of flour is 125 g", () => {
    const [line, ...rest] = mergeNeeds("flour", [need(2, "cups", "Bread"), need(200, "grams", "Cake")], FLOUR);
    expect(rest).toEqual([]);
    expect(line?.amount).toEqual({ amount: 450, unit: "grams" });
  });

  it("keeps a liquid in volume: 1 cup milk and 244 g milk are 2 cups", () => {
    const [line] = mergeNeeds("milk", [need(244, "grams", "Cake"), need(1, "cups", "Pancakes")], MILK);
    expect(line?.amount.unit).toBe("cups");
    expect(line?.amount.amount).toBeCloseTo(2, 2);
  });

  it("adds cloves and a teaspoon of garlic into cloves: a clove is 3 g, a teaspoon 2.8 g", () => {
    const [line] = mergeNeeds("garlic", [need(2, "cloves", "Pasta"), need(1, "teaspoons", "Dressing")], GARLIC);
    expect(line?.amount.unit).toBe("cloves");
    expect(line?.amount.amount).toBeCloseTo(2 + 2.8 / 3, 2);
  });

  it("adds the same family directly, with no food at all", () => {
    const [line, ...rest] = mergeNeeds("flour", [need(1, "cups", "A"), need(4, "tablespoons", "B")], null);
    expect(rest).toEqual([]);
    expect(line?.amount).toEqual({ amount: 1.25, unit: "cups" });
  });

  it("keeps families apart and says why when no food matches", () => {
    const lines = mergeNeeds("dragon pepper", [need(1, "units", "A"), need(10, "grams", "B")], null);
    expect(lines.map((l) => l.amount.unit)).toEqual(["units", "grams"]);
    expect(lines[0]?.apart).toBe(
      "Kept apart: no food in the USDA data matches “dragon pepper”, so whole ones and grams cannot be added up.",
    );
    expect(lines[1]?.apart).toBe(lines[0]?.apart);
  });

  it("keeps apart only the family the food cannot weigh: a bunch of parsley has no USDA weight", () => {
    const lines = mergeNeeds("parsley", [need(1, "bunches", "Tabbouleh"), need(0.5, "cups", "Salad"), need(20, "grams", "Soup")], PARSLEY);
    expect(lines.map((l) => [l.amount.unit, Math.round(l.amount.amount * 100) / 100])).toEqual([
      ["grams", 50],
      ["bunches", 1],
    ]);
    expect(lines[0]?.apart).toBeNull();
    expect(lines[1]?.apart).toBe("Kept apart: the USDA data gives no weight for a bunch of “parsley”, so it cannot be added to the grams.");
  });

  it("never loses or invents weight: the merged amount weighs what the needs weigh", () => {
    const units = ["units", "grams", "kilograms", "ounces", "pounds", "cups", "tablespoons"] as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.double({ min: 0.01, max: 50, noNaN: true }), unit: fc.constantFrom(...units) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (drawn) => {
          const needs = drawn.map((d, i) => need(d.amount, d.unit, `R${i}`));
          const [line, ...rest] = mergeNeeds("onion", needs, ONION);
          expect(rest).toEqual([]);
          const weight = (amount: number, unit: Need["unit"]) => amount * (gramsPerUnit(unit, ONION) as number);
          const wanted = needs.reduce((sum, n) => sum + weight(n.amount, n.unit), 0);
          // combineAmounts keeps 2 decimals of the unit it picks.
          expect(Math.abs(weight(line!.amount.amount, line!.amount.unit) - wanted)).toBeLessThanOrEqual(wanted * 0.01 + 5);
        },
      ),
    );
  });
});

const cartLine = (over: Partial<CartIngredientLine>): CartIngredientLine => ({
  ingredientId: 1,
  name: "onion",
  quantity: "1",
  unit: "units",
  brand: null,
  optional: false,
  recipeServings: 2,
  cartQuantity: 2,
  recipeTitle: "Soup",
  ...over,
});

describe("the combined list with the foods' measures", () => {
  it("has one onion line for a soup's onion and a salad's 100 g, with the breakdown per recipe", () => {
    const list = buildGroceryList(
      [cartLine({}), cartLine({ quantity: "100", unit: "grams", recipeTitle: "Salad" })],
      new Set(),
      new Map([[1, ONION]]),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      quantity: 1.91,
      unit: "units",
      apart: null,
      parts: [
        { recipe: "Soup", quantity: 1, unit: "units" },
        { recipe: "Salad", quantity: 100, unit: "grams" },
      ],
    });
  });

  it("scales each recipe's part to the cart's servings: a quarter recipe needs a quarter baguette", () => {
    const list = buildGroceryList(
      [cartLine({ name: "baguette", recipeServings: 4, cartQuantity: 1, recipeTitle: "Bruschetta" })],
      new Set(),
    );
    expect(list[0]?.parts).toEqual([{ recipe: "Bruschetta", quantity: 0.25, unit: "units" }]);
  });

  it("keeps lines apart with the reason when the ingredient has no food", () => {
    const list = buildGroceryList([cartLine({}), cartLine({ quantity: "100", unit: "grams", recipeTitle: "Salad" })], new Set());
    expect(list.map((l) => [l.quantity, l.unit])).toEqual([
      [100, "grams"],
      [1, "units"],
    ]);
    expect(list.every((l) => l.apart?.startsWith("Kept apart: no food in the USDA data matches “onion”"))).toBe(true);
  });
});

describe("a merged line's per-recipe breakdown (ADR 131, ADR 142)", () => {
  const parts = [
    { recipe: "Soup", quantity: 1, unit: "units" },
    { recipe: "Salad", quantity: 100, unit: "grams" },
    { recipe: "Curry", quantity: 2, unit: "cups" },
    { recipe: "Stew", quantity: null, unit: null },
  ];
  it("writes each recipe's part in the reader's system", () => {
    expect(groceryPartsText(parts, "us")).toBe("Soup: 1 · Salad: 3½ ounces · Curry: 2 cups · Stew: as needed");
    expect(groceryPartsText(parts, "metric")).toBe("Soup: 1 · Salad: 100 grams · Curry: 470 milliliters · Stew: as needed");
  });
  it("reads the stored column defensively", () => {
    expect(readGroceryParts(parts)).toEqual(parts);
    expect(readGroceryParts(null)).toEqual([]);
    expect(readGroceryParts([{ recipe: "Soup", quantity: "x", unit: 3 }, "junk", null])).toEqual([
      { recipe: "Soup", quantity: null, unit: null },
    ]);
  });
});
