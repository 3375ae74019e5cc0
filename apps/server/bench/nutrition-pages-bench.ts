/**
 * Nutrition against the figure a page states (issue 29, ADR 141), the engine's speed on a 20-line
 * recipe, and how long the start-up sweep takes to recompute the whole catalogue.
 *
 *   pnpm --filter @simmer/server exec tsx bench/nutrition-pages-bench.ts [--runs 400] [--no-sweep]
 *
 * Pages: `nutrition-pages.ts`, written for this repository in the shapes real sites publish, each
 * stating its calories per serving. Each page is read by the web import (extractRecipe) and its
 * lines are sent to the engine twice: as the import form's calculator sends them (name, quantity
 * and unit apart) and as the page wrote them (the whole line in the name). The error is
 * |engine − stated| / stated per serving, with the servings the import read.
 */
import { sql } from "drizzle-orm";
import { createDb } from "@simmer/db";
import {
  ensureFoodsLoaded,
  extractRecipe,
  nutritionOfLines,
  recomputeStaleNutrition,
  REFERENCE_LINES,
  seedCatalog,
  usdaIndexFromFile,
} from "@simmer/api";
import { BENCH_PAGES, pageHtml } from "./nutrition-pages";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] ?? 400) || 400;
const index = usdaIndexFromFile();
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

const ways = {
  form: [] as number[],
  written: [] as number[],
};
console.log(`pages: ${BENCH_PAGES.length}`);
for (const [position, page] of BENCH_PAGES.entries()) {
  const read = extractRecipe(pageHtml(page, position), `https://kitchen.example/${position}`);
  if (!read.found) throw new Error(`${page.title}: no recipe read`);
  const recipe = read.recipe;
  const stated = recipe.nutrition?.calories ?? page.calories;
  const lines = recipe.sections.flatMap((s) => s.ingredients);
  const asForm = nutritionOfLines(
    index,
    recipe.servings,
    lines.map((l) => ({ ingredient_name: l.ingredient_name, quantity: l.quantity, unit: l.unit, method: l.method, original: l.original })),
  );
  const asWritten = nutritionOfLines(
    index,
    recipe.servings,
    lines.map((l) => ({ ingredient_name: l.original, quantity: "", unit: "" })),
  );
  const formError = Math.abs(asForm.per_serving.calories - stated) / stated;
  const writtenError = Math.abs(asWritten.per_serving.calories - stated) / stated;
  ways.form.push(formError);
  ways.written.push(writtenError);
  console.log(
    `  ${page.title} (${recipe.servings} servings): stated ${stated}, form ${asForm.per_serving.calories.toFixed(0)} (${pct(formError)}), ` +
      `as written ${asWritten.per_serving.calories.toFixed(0)} (${pct(writtenError)}), confident ${Math.round(asForm.confidence.share * 100)}%`,
  );
}
for (const [way, errors] of Object.entries(ways)) {
  const sorted = [...errors].sort((a, b) => a - b);
  console.log(
    `${way}: median error ${pct(quantile(sorted, 0.5))}, p90 ${pct(quantile(sorted, 0.9))}, ` +
      `within 10% ${pct(errors.filter((e) => e <= 0.1).length / errors.length)}, within 20% ${pct(errors.filter((e) => e <= 0.2).length / errors.length)}`,
  );
}

// Speed: the engine alone on 20 hand-worked lines as pages write them.
const lines20 = REFERENCE_LINES.slice(0, 20).map(([line]) => ({ ingredient_name: line, quantity: "", unit: "" }));
for (let warm = 0; warm < 50; warm++) nutritionOfLines(index, 4, lines20);
const timings: number[] = [];
for (let round = 0; round < runs; round++) {
  const t0 = performance.now();
  nutritionOfLines(index, 4, lines20);
  timings.push(performance.now() - t0);
}
timings.sort((a, b) => a - b);
console.log(
  `engine, 20-line recipe: median ${quantile(timings, 0.5).toFixed(2)} ms, p95 ${quantile(timings, 0.95).toFixed(2)} ms (${runs} runs)`,
);

// The start-up sweep over the whole catalogue, every recipe marked stale (PGlite in memory).
if (!args.includes("--no-sweep")) {
  const handle = await createDb();
  await handle.migrate();
  await ensureFoodsLoaded(handle.db);
  await seedCatalog(handle.db);
  await handle.db.execute(sql`update recipes set nutrition_version = null where nutrition_source = 'ingredients'`);
  const report = await recomputeStaleNutrition(handle.db);
  console.log(`sweep: ${report.recomputed} recipes in ${report.batches} batches, ${report.ms.toFixed(0)} ms`);
  await handle.close();
}
