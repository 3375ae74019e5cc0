/**
 * Spreadsheet import and export benchmark (issue 3). Boots the real server in-process on a fresh
 * database and listens on a local port, generates a 10,000-recipe workbook (about 100,000
 * ingredient lines), imports it through POST /api/recipes/import/start while a second user keeps
 * requesting their own recipes (their latencies are reported), samples the process's memory, then
 * times GET /api/recipes/export of the imported recipes.
 *
 *   pnpm --filter @simmer/server exec tsx bench/recipes-import.ts --url postgres://postgres@127.0.0.1:5432/postgres
 *   pnpm --filter @simmer/server exec tsx bench/recipes-import.ts --recipes 2000            # PGlite in memory
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import * as XLSX from "xlsx";
import { createDb, type DbHandle } from "@simmer/db";
import { createServer } from "../src/app";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const RECIPES = Number(args.get("recipes") ?? 10_000);
const LINES = 10;
const UNITS = ["cups", "tablespoons", "teaspoons", "grams", "units", "ounces", "pounds", "cans"];
const WORDS = [
  "tomato",
  "onion",
  "garlic",
  "basil",
  "chicken",
  "rice",
  "beans",
  "pepper",
  "carrot",
  "lemon",
  "butter",
  "flour",
  "sugar",
  "egg",
  "milk",
  "cheese",
  "spinach",
  "potato",
  "salmon",
  "thyme",
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const f = (n: number) => n.toFixed(1);

async function freshDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const base = args.get("url");
  if (!base) return { handle: await createDb(), drop: async () => {} };
  const name = `simmer_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 10 });
  return {
    handle,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function generateWorkbook(count: number): Buffer {
  const recipes: unknown[][] = [
    [
      "recipe_ref",
      "title",
      "servings",
      "prep_time_min",
      "wait_time_min",
      "cook_time_min",
      "calories",
      "fat",
      "protein",
      "tags",
      "data_source_name",
      "data_source_link",
    ],
  ];
  const ingredients: unknown[][] = [["recipe_ref", "section", "ingredient_name", "quantity", "unit", "method", "brand", "optional"]];
  const steps: unknown[][] = [["recipe_ref", "step_number", "instruction"]];
  const tools: unknown[][] = [["recipe_ref", "equipment_name"]];
  for (let r = 1; r <= count; r += 1) {
    const w = (k: number) => WORDS[(r * 7 + k * 13) % WORDS.length];
    recipes.push([
      r,
      `${w(1)} and ${w(2)} bake no. ${r}`,
      1 + (r % 6),
      10,
      r % 3 === 0 ? 30 : 0,
      25,
      300 + (r % 400),
      12.5,
      20,
      "dinner; bench",
      "Bench kitchen",
      `example.com/r/${r}`,
    ]);
    for (let l = 0; l < LINES; l += 1) {
      ingredients.push([
        r,
        l < 6 ? "Main" : "Sauce",
        `${w(l)} ${l % 2 ? "fresh" : "dried"} ${(r + l) % 500}`,
        l % 3 === 0 ? "1 1/2" : String(1 + (l % 4)),
        UNITS[l % UNITS.length],
        l % 2 ? "chopped" : null,
        null,
        l === 9 ? "yes" : "no",
      ]);
    }
    for (let s = 1; s <= 4; s += 1) steps.push([r, s, `Step ${s}: combine the ${w(s)} and cook until done.`]);
    tools.push([r, "Oven"], [r, `Pan ${r % 40}`]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(recipes), "Recipes");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(ingredients), "Ingredients");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(steps), "Instructions");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(tools), "Equipment");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

const { handle, drop } = await freshDatabase();
await handle.migrate();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-bench-"));
const app = await createServer({
  db: handle.db,
  dbKind: handle.kind,
  jwtSecret: "bench-secret-that-is-long-enough-for-hs256",
  webDist: null,
  logLevel: "silent",
  dataDir,
  authRateLimit: { max: 10_000, windowMs: 60_000 },
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });

async function user(): Promise<Record<string, string>> {
  const email = `bench.${crypto.randomBytes(4).toString("hex")}@example.com`;
  const body = JSON.stringify({ email, password: "correct horse battery" });
  await fetch(`${address}/api/auth/signup`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const login = (await (
    await fetch(`${address}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body })
  ).json()) as { token: string };
  return { authorization: `Bearer ${login.token}` };
}

let t = performance.now();
const workbook = generateWorkbook(RECIPES);
const generateMs = performance.now() - t;
const importer = await user();
const other = await user();
const mine = new FormData();
mine.append("title", "Other user's soup");
mine.append("sections", JSON.stringify([{ section_name: "", ingredients: [{ ingredient_name: "Water", quantity: "1", unit: "cups" }] }]));
const otherRecipe = (await (await fetch(`${address}/api/recipes/add`, { method: "POST", headers: other, body: mine })).json()) as {
  recipe_id: number;
};

// The other user's requests, measured while nothing else runs.
async function otherRequest(): Promise<number> {
  const t0 = performance.now();
  const a = await fetch(`${address}/api/recipes?scope=mine&limit=120`, { headers: other });
  const b = await fetch(`${address}/api/recipes/${otherRecipe.recipe_id}`, { headers: other });
  if (!a.ok || !b.ok) throw new Error(`other user's request failed: ${a.status} ${b.status}`);
  await a.arrayBuffer();
  await b.arrayBuffer();
  return (performance.now() - t0) / 2;
}
const idle: number[] = [];
for (let i = 0; i < 40; i += 1) idle.push(await otherRequest());

let peakRss = process.memoryUsage().rss;
const memory = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const form = new FormData();
form.append("file", new Blob([workbook]), "bench.xlsx");
t = performance.now();
const started = (await (await fetch(`${address}/api/recipes/import/start`, { method: "POST", headers: importer, body: form })).json()) as {
  jobId: string;
};

let importDone = false;
const during: number[] = [];
const load = (async () => {
  while (!importDone) {
    during.push(await otherRequest());
    await new Promise((r) => setTimeout(r, 25));
  }
})();

const progress: { atMs: number; done: number; total: number; state: string }[] = [];
let status: { state: string; progress: { batchesDone: number; batchesTotal: number }; error: string | null };
for (;;) {
  status = (await (await fetch(`${address}/api/recipes/import/status/${started.jobId}`, { headers: importer })).json()) as typeof status;
  const last = progress.at(-1);
  if (!last || last.done !== status.progress.batchesDone || last.state !== status.state) {
    progress.push({
      atMs: performance.now() - t,
      done: status.progress.batchesDone,
      total: status.progress.batchesTotal,
      state: status.state,
    });
  }
  if (status.state === "done" || status.state === "error") break;
  await new Promise((r) => setTimeout(r, 200));
}
const importMs = performance.now() - t;
importDone = true;
await load;
clearInterval(memory);
if (status.state !== "done") throw new Error(`import failed: ${status.error}`);

const exportTimes: number[] = [];
const duringExport: number[] = [];
let exportBytes = 0;
let exporting = true;
const exportLoad = (async () => {
  while (exporting) {
    duringExport.push(await otherRequest());
    await new Promise((r) => setTimeout(r, 25));
  }
})();
for (let i = 0; i < 3; i += 1) {
  const t0 = performance.now();
  const res = await fetch(`${address}/api/recipes/export`, { headers: importer });
  exportBytes = (await res.arrayBuffer()).byteLength;
  exportTimes.push(performance.now() - t0);
}
exporting = false;
await exportLoad;

console.log(`database: ${handle.kind}; cpus: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}; node ${process.version}`);
console.log(
  `workbook: ${RECIPES} recipes, ${RECIPES * LINES} ingredient lines, ${(workbook.length / 1024 / 1024).toFixed(1)} MB (generated in ${f(generateMs)} ms)`,
);
console.log(`import: ${f(importMs / 1000)} s end to end (upload → state done)`);
console.log(
  `progress samples (s, batches): ${progress.map((p) => `${f(p.atMs / 1000)}:${p.state === "running" || p.state === "done" ? `${p.done}/${p.total}` : p.state}`).join(" ")}`,
);
console.log(`other user's requests idle: median ${f(median(idle))} ms, p95 ${f(pct(idle, 0.95))} ms (n=${idle.length})`);
console.log(
  `other user's requests during import: median ${f(median(during))} ms, p95 ${f(pct(during, 0.95))} ms, max ${f(Math.max(...during))} ms (n=${during.length})`,
);
console.log(`peak RSS of the server process (workbook generator included): ${f(peakRss / 1024 / 1024)} MB`);
console.log(
  `export of ${RECIPES} recipes: median ${f(median(exportTimes))} ms of ${exportTimes.map((x) => f(x)).join(", ")} ms; ${(exportBytes / 1024 / 1024).toFixed(1)} MB`,
);

console.log(
  `other user's requests during export: median ${f(median(duringExport))} ms, p95 ${f(pct(duringExport, 0.95))} ms (n=${duringExport.length})`,
);

await app.close();
await handle.close();
await drop();
fs.rmSync(dataDir, { recursive: true, force: true });
