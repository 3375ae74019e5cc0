/**
 * Nutrition you can trust (issue 29, ADR 135): how often the engine picks the food and weight a
 * careful person picks, and how far its calories per serving land from a hand-worked figure.
 *
 *   pnpm --filter @simmer/server exec tsx bench/nutrition-accuracy-bench.ts
 *
 * Lines: packages/api/src/foods/reference-lines.ts (each with the USDA food and grams picked by
 * hand). Recipes: reference-recipes.ts, whole recipes as pages list them, whose calories per
 * serving are worked out from the hand-picked foods and grams. Every line goes in as a page
 * writes it (the whole line in the name), the way an import sends it.
 */
import { judgeLines, nutritionOfLines, REFERENCE_LINES, REFERENCE_RECIPES, usdaIndexFromFile } from "@simmer/api";

const index = usdaIndexFromFile();
const verdicts = judgeLines(index, REFERENCE_LINES);
const right = verdicts.filter((v) => v.right).length;
const foodRight = verdicts.filter((v) => v.foodRight).length;
const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

console.log(`lines: ${verdicts.length}`);
console.log(`top-1 food and weight right: ${right} (${percent(right, verdicts.length)})`);
console.log(`top-1 food right: ${foodRight} (${percent(foodRight, verdicts.length)})`);
for (const v of verdicts.filter((x) => !x.right)) {
  console.log(`  miss: ${v.line} → ${v.got.ndbNo ?? "none"} ${v.got.grams ?? "–"} g (hand: ${v.expected.ndbNo} ${v.expected.grams} g)`);
}

const errors: number[] = [];
for (const recipe of REFERENCE_RECIPES) {
  const byHand =
    recipe.lines.reduce((sum, [, ndbNo, grams]) => sum + ((index.get(ndbNo)?.nutrients.calories ?? 0) * grams) / 100, 0) / recipe.servings;
  const result = nutritionOfLines(
    index,
    recipe.servings,
    recipe.lines.map(([line]) => ({ ingredient_name: line, quantity: "", unit: "" })),
  );
  const error = Math.abs(result.per_serving.calories - byHand) / byHand;
  errors.push(error);
  console.log(
    `  ${recipe.title}: engine ${result.per_serving.calories.toFixed(0)} kcal, by hand ${byHand.toFixed(0)} kcal, ` +
      `error ${(error * 100).toFixed(1)}%, confident share ${Math.round(result.confidence.share * 100)}%`,
  );
}
const sorted = [...errors].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
console.log(`recipes: ${errors.length}`);
console.log(`calories per serving: median error ${(at(0.5) * 100).toFixed(1)}%, p90 ${(at(0.9) * 100).toFixed(1)}%`);
console.log(`within 10%: ${percent(errors.filter((e) => e <= 0.1).length, errors.length)}`);
console.log(`within 20%: ${percent(errors.filter((e) => e <= 0.2).length, errors.length)}`);

const timings: number[] = [];
const lines20 = REFERENCE_LINES.slice(0, 20).map(([line]) => ({ ingredient_name: line, quantity: "", unit: "" }));
for (let round = 0; round < 200; round++) {
  const t0 = performance.now();
  nutritionOfLines(index, 4, lines20);
  timings.push(performance.now() - t0);
}
timings.sort((a, b) => a - b);
console.log(`engine alone, 20 lines: median ${(timings[100] ?? NaN).toFixed(2)} ms, p95 ${(timings[190] ?? NaN).toFixed(2)} ms (200 runs)`);
