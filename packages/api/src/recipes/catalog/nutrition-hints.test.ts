import { describe, expect, it } from "vitest";
import { readUsdaFoods } from "../../foods";
import { CAN_OUNCES, catalogRecipes, COOKED_FOOD_PINS, UNIT_GRAMS } from "@simmer/catalog";
import { FOOD_PINS, FRYING_OIL_EATEN, nutritionLineOf } from "./nutrition-hints";

const usda = new Map(readUsdaFoods().map((food) => [food.ndb_no, food.name]));
const lines = catalogRecipes().flatMap((r) => r.sections.flatMap((s) => s.ingredients));

describe("catalogue food pins", () => {
  it("point at foods that exist in the shipped USDA data", () => {
    for (const [name, ndb] of Object.entries({ ...FOOD_PINS, ...COOKED_FOOD_PINS })) {
      expect(usda.has(ndb as string), `${name} -> ${ndb}`).toBe(true);
    }
  });

  it("pin the plain food for names the automatic match gets wrong", () => {
    expect(usda.get(FOOD_PINS.mint as string)).toBe("Spearmint, fresh");
    expect(usda.get(FOOD_PINS.scallops as string)).toBe("Mollusks, scallop, mixed species, raw");
    expect(usda.get(FOOD_PINS["dry red wine"] as string)).toBe("Alcoholic beverage, wine, table, red");
  });

  it("are all used by some catalogue line, as are the unit weights", () => {
    const used = new Set(lines.map((l) => l.ingredient_name));
    expect(Object.keys(FOOD_PINS).filter((n) => !used.has(n))).toEqual([]);
    const pairs = new Set(lines.map((l) => `${l.ingredient_name}|${l.unit}`));
    const weights = Object.entries(UNIT_GRAMS).flatMap(([name, units]) => Object.keys(units ?? {}).map((u) => `${name}|${u}`));
    expect(weights.filter((p) => !pairs.has(p))).toEqual([]);
  });
});

describe("a catalogue line as the nutrition engine sees it", () => {
  it("keeps an ordinary line as written, with its method as a note", () => {
    expect(
      nutritionLineOf({ ingredient_name: "onion", quantity: "1", unit: "units", method: "diced", brand: null, optional: false }),
    ).toEqual({
      ingredient_name: "onion (diced)",
      quantity: "1",
      unit: "units",
      food_ndb_no: null,
    });
  });

  it("weighs units USDA has no measure for: 2 shallots are 80 g", () => {
    const line = nutritionLineOf({ ingredient_name: "shallot", quantity: "2", unit: "units", method: null, brand: null, optional: false });
    expect(line).toMatchObject({ quantity: "80", unit: "grams" });
  });

  it("counts only the share of frying oil that is eaten: 2 cups fry as 0.3 cups", () => {
    const line = nutritionLineOf({
      ingredient_name: "vegetable oil",
      quantity: "2",
      unit: "cups",
      method: "for frying",
      brand: null,
      optional: false,
    });
    expect(FRYING_OIL_EATEN).toBe(0.15);
    expect(line).toMatchObject({ quantity: "0.3", unit: "cups" });
  });

  it("uses the cooked food when the method says the rice goes in cooked", () => {
    const cooked = nutritionLineOf({
      ingredient_name: "jasmine rice",
      quantity: "4",
      unit: "cups",
      method: "cooked and cold",
      brand: null,
      optional: false,
    });
    const raw = nutritionLineOf({
      ingredient_name: "jasmine rice",
      quantity: "1",
      unit: "cups",
      method: "rinsed",
      brand: null,
      optional: false,
    });
    expect(usda.get(cooked.food_ndb_no as string)).toBe("Rice, white, long-grain, regular, cooked");
    expect(usda.get(raw.food_ndb_no as string)).toBe("Rice, white, long-grain, regular, raw, enriched");
  });

  it("names every can's size, so a can weighs what its label says", () => {
    const cans = lines.filter((l) => l.unit === "cans");
    expect(cans.length).toBeGreaterThan(30);
    for (const line of cans) {
      const ounces = CAN_OUNCES[line.ingredient_name as keyof typeof CAN_OUNCES];
      expect(line.method, line.ingredient_name).toMatch(new RegExp(`^${ounces}-ounce can`));
    }
  });
});
