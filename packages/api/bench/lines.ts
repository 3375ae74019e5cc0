import { performance } from "node:perf_hooks";
import { structureLine } from "../src/recipes/web-import/ingredients";
import { METRIC_LINES, NO_AMOUNT_LINES, PLAIN_LINES, type CorpusLine } from "./lines-corpus";

/**
 * How well one ingredient line becomes {quantity, unit, name} (ADR 121), over the committed
 * corpus: (a) of lines written in ml, dl, l, g or kg, the share stored with that unit and amount;
 * (b) of all lines, the share whose quantity, unit and name are all right. `pnpm bench:lines`.
 */
const squash = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

function check(lines: readonly CorpusLine[]) {
  const misses: string[] = [];
  let amountRight = 0;
  let allRight = 0;
  for (const [text, quantity, unit, name] of lines) {
    const { line } = structureLine(text);
    const amountOk = line.quantity === quantity && line.unit === unit;
    const nameOk = squash(line.ingredient_name) === squash(name);
    if (amountOk) amountRight += 1;
    if (amountOk && nameOk) allRight += 1;
    else
      misses.push(
        `  ${JSON.stringify(text)} → ${JSON.stringify([line.quantity, line.unit, line.ingredient_name])}, expected ${JSON.stringify([quantity, unit, name])}`,
      );
  }
  return { total: lines.length, amountRight, allRight, misses };
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
const metric = check(METRIC_LINES);
const plain = check(PLAIN_LINES);
const none = check(NO_AMOUNT_LINES);
const all = [...METRIC_LINES, ...PLAIN_LINES, ...NO_AMOUNT_LINES];

const times: number[] = [];
for (let round = 0; round < 100; round += 1) {
  const start = performance.now();
  for (const [text] of all) structureLine(text);
  times.push((performance.now() - start) / all.length);
}
times.sort((a, b) => a - b);

console.log(`lines in the corpus: ${all.length} (metric ${metric.total}, plain ${plain.total}, no amount ${none.total})`);
console.log(
  `(a) metric lines stored in their own unit and amount: ${metric.amountRight}/${metric.total} = ${pct(metric.amountRight, metric.total)}`,
);
const right = metric.allRight + plain.allRight + none.allRight;
console.log(`(b) lines parsed right (quantity, unit and name): ${right}/${all.length} = ${pct(right, all.length)}`);
console.log(
  `    plain ${pct(plain.allRight, plain.total)}, metric ${pct(metric.allRight, metric.total)}, no amount kept empty ${pct(none.allRight, none.total)}`,
);
console.log(`median time per line: ${((times[Math.floor(times.length / 2)] ?? 0) * 1000).toFixed(1)} µs`);
const misses = [...metric.misses, ...plain.misses, ...none.misses];
if (misses.length > 0) console.log(`misses:\n${misses.join("\n")}`);
