import { describe, expect, it } from "vitest";
import { SIDE_FOODS, portionLabel, sideFood, sideText } from "@simmer/domain";
import { readUsdaFoods } from "../foods";

const usda = new Map(readUsdaFoods().map((food) => [food.ndb_no, food]));

describe("the foods the planner puts beside recipes (ADR 144)", () => {
  it.each(SIDE_FOODS.map((food) => [food.key, food] as const))("%s is its USDA SR24 record, figure for figure", (_key, food) => {
    const record = usda.get(food.ndbNo);
    expect(record?.name).toBe(food.usdaName);
    for (const nutrient of ["calories", "protein", "carbs", "fat"] as const) {
      expect(food.per100g[nutrient], nutrient).toBeCloseTo(record!.per_100g[nutrient] ?? NaN, 2);
    }
    expect(food.portion.grams).toBeGreaterThan(0);
  });

  it("says a food's amount once, in the person's unit system, with its weight beside it", () => {
    const yogurt = sideFood("yogurt")!;
    expect(sideText(yogurt, 1)).toBe("1 cup plain yogurt (245 g)");
    expect(sideText(yogurt, 2)).toBe("2 cups plain yogurt (490 g)");
    expect(sideText(yogurt, 1.5)).toBe("1½ cups plain yogurt (368 g)");
    expect(sideText(yogurt, 2, "metric")).toBe("470 milliliters plain yogurt (490 g)");
    expect(portionLabel(yogurt, "metric")).toBe("240 milliliters");
    expect(portionLabel(yogurt, "us")).toBe("1 cup");

    // Pieces read the same in every kitchen, singular or plural.
    expect(sideText(sideFood("eggs")!, 0.5)).toBe("1 large egg (50 g)");
    expect(sideText(sideFood("eggs")!, 2, "metric")).toBe("4 large eggs (200 g)");
    expect(sideText(sideFood("banana")!, 1.5)).toBe("1½ medium bananas (177 g)");
    expect(sideText(sideFood("bread")!, 1)).toBe("2 slices whole-wheat bread (56 g)");
    expect(sideText(sideFood("bread")!, 0.5)).toBe("1 slice whole-wheat bread (28 g)");

    // A weight in grams is not said twice; ounces become grams in a metric kitchen.
    expect(sideText(sideFood("chicken")!, 1, "metric")).toBe("100 grams roast chicken breast");
    expect(sideText(sideFood("chicken")!, 1)).toMatch(/^3½ ounces roast chicken breast \(100 g\)$/);
    expect(sideText(sideFood("tuna")!, 2)).toBe("6 ounces canned tuna, drained (170 g)");
    expect(sideText(sideFood("tuna")!, 1, "metric")).toBe("85 grams canned tuna, drained");
  });
});
