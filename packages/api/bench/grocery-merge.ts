import { performance } from "node:perf_hooks";
import { FoodIndex, buildGroceryList, dimensionOf, gramsPerUnit, isUnit, type CartIngredientLine } from "@simmer/domain";
import { measuresFrom } from "../src/carts/grocery.service";
import { readUsdaFoods, type FoodRecord } from "../src/foods";
import { MERGE_CASES } from "./grocery-merge-corpus";

/**
 * Of ingredients a list needs in two units, the share the combined list merges into one line
 * (ADR 131), over the committed corpus and the USDA SR24 foods the server loads:
 * (a) of all pairs; (b) of pairs whose matched food has a household measure for every unit
 * family in the pair ("where USDA has a portion"). `pnpm bench:merge`.
 */
const index = new FoodIndex<FoodRecord>(
  readUsdaFoods().map((f) => ({ ndbNo: f.ndb_no, name: f.name, nutrients: f.per_100g, measures: f.measures })),
);

const lines: CartIngredientLine[] = MERGE_CASES.flatMap(([name, first, second], id) =>
  [first, second].map(([quantity, unit], n) => ({
    ingredientId: id + 1,
    name,
    quantity,
    unit,
    brand: null,
    optional: false,
    recipeServings: 1,
    cartQuantity: 1,
    recipeTitle: n === 0 ? "Recipe A" : "Recipe B",
  })),
);

const start = performance.now();
const measures = measuresFrom(index, lines, new Map());
const list = buildGroceryList(lines, new Set(), measures);
const elapsed = performance.now() - start;

let merged = 0;
let withPortion = 0;
let mergedWithPortion = 0;
const misses: string[] = [];
MERGE_CASES.forEach(([name, first, second], i) => {
  const id = i + 1;
  const found = list.filter((l) => l.ingredientId === id);
  const own = measures.get(id) ?? null;
  const units = [first[1], second[1]].filter(isUnit);
  const families = new Set(units.map(dimensionOf));
  // A portion for every family: the food's measures weigh one of each unit (mass always weighs).
  const hasPortion = own !== null && units.every((u) => gramsPerUnit(u, own) !== null);
  const one = found.length === 1;
  if (one) merged += 1;
  if (hasPortion || families.size === 1) {
    withPortion += 1;
    if (one) mergedWithPortion += 1;
  }
  if (!one) misses.push(`  ${name} (${first.join(" ")} + ${second.join(" ")}): ${found.find((l) => l.apart)?.apart ?? "no reason given"}`);
});

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log(`ingredients needed in two units: ${MERGE_CASES.length}`);
console.log(`(a) merged into one line: ${merged}/${MERGE_CASES.length} = ${pct(merged, MERGE_CASES.length)}`);
console.log(
  `(b) merged where USDA has a portion for each unit: ${mergedWithPortion}/${withPortion} = ${pct(mergedWithPortion, withPortion)}`,
);
console.log(`list of ${lines.length} lines built in ${elapsed.toFixed(1)} ms (food matching included)`);
if (misses.length > 0) console.log(`kept apart:\n${misses.join("\n")}`);
