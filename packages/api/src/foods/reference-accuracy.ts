import { FoodIndex, withDefaultPortions } from "@simmer/domain";
import type { FoodRecord } from "./foods.index";
import { readUsdaFoods } from "./foods.loader";
import { nutritionOfLines } from "./nutrition.service";
import type { ReferenceLine } from "./reference-lines";

/** The shipped USDA foods as the server indexes them, without a database (tests and the bench). */
export function usdaIndexFromFile(): FoodIndex<FoodRecord> {
  return new FoodIndex<FoodRecord>(
    readUsdaFoods().map((food) => ({
      ndbNo: food.ndb_no,
      name: food.name,
      nutrients: food.per_100g,
      measures: withDefaultPortions(food.ndb_no, food.measures),
    })),
  );
}

export interface LineVerdict {
  line: string;
  expected: { ndbNo: string; grams: number };
  got: { ndbNo: string | null; grams: number | null };
  foodRight: boolean;
  right: boolean;
}

/** A line is right when its food is the expected one and its grams within 5% of the hand-worked figure. */
export function judgeLines(index: FoodIndex<FoodRecord>, lines: readonly ReferenceLine[]): LineVerdict[] {
  return lines.map(([line, ndbNo, grams]) => {
    const [result] = nutritionOfLines(index, 1, [{ ingredient_name: line, quantity: "", unit: "" }]).lines;
    const gotNdb = result?.food?.ndb_no ?? null;
    const gotGrams = result?.grams ?? null;
    const foodRight = gotNdb === ndbNo;
    const gramsRight = grams === 0 ? gotGrams === 0 : gotGrams !== null && Math.abs(gotGrams - grams) <= grams * 0.05;
    return { line, expected: { ndbNo, grams }, got: { ndbNo: gotNdb, grams: gotGrams }, foodRight, right: foodRight && gramsRight };
  });
}
