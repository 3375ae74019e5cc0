/**
 * Food search and nutrition benchmark (issue 4): boots the real server in-process on a fresh
 * database, loads the USDA foods, then times GET /api/foods and POST /api/nutrition/calculate
 * through the full HTTP pipeline (Fastify inject: routing, auth, validation, serialisation).
 *
 *   pnpm --filter @simmer/server exec tsx bench/foods-bench.ts                    # PGlite in memory
 *   pnpm --filter @simmer/server exec tsx bench/foods-bench.ts --url postgres://…/simmer_bench
 */
import os from "node:os";
import { createDb } from "@simmer/db";
import { ensureFoodsLoaded } from "@simmer/api";
import { createServer } from "../src/app";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const ROUNDS = Number(args.get("rounds") ?? 30);

const SEARCHES = [
  "chicken breast",
  "breast chicken",
  "chiken breast",
  "onion",
  "tomatoes",
  "cheddar cheese",
  "olive oil",
  "brown rice",
  "greek yogurt",
  "banana",
  "almond milk",
  "ground beef",
  "salmon",
  "sweet potato",
  "peanut butter",
  "broccoli",
  "egg",
  "whole wheat bread",
  "black beans",
  "oatmeal",
  "brocoli",
  "avocado",
  "milk",
  "cottage cheese",
  "spinach",
];

const RECIPE_20 = [
  ["boneless skinless chicken breast", "1 1/2", "pounds"],
  ["olive oil", "2", "tablespoons"],
  ["onion, diced", "1", "units"],
  ["garlic cloves, minced", "3", "units"],
  ["carrots, sliced", "2", "units"],
  ["celery", "2", "stalks"],
  ["red bell pepper", "1", "units"],
  ["canned diced tomatoes (14.5 oz)", "1", "cans"],
  ["chicken broth", "2", "cups"],
  ["long-grain white rice", "1", "cups"],
  ["ground cumin", "1", "teaspoons"],
  ["paprika", "1", "teaspoons"],
  ["dried oregano", "½", "teaspoons"],
  ["salt", "1", "teaspoons"],
  ["black pepper", "½", "teaspoons"],
  ["fresh spinach", "2", "cups"],
  ["lime juice", "1", "tablespoons"],
  ["cilantro", "¼", "cups"],
  ["cheddar cheese, shredded", "4", "ounces"],
  ["sour cream", "2-3", "tablespoons"],
].map(([ingredient_name, quantity, unit]) => ({ ingredient_name, quantity, unit }));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;
const ms = (n: number) => `${n.toFixed(2)} ms`;

const handle = await createDb({ url: args.get("url") || undefined });
await handle.migrate();
const app = await createServer({
  db: handle.db,
  dbKind: handle.kind,
  jwtSecret: "bench-secret-that-is-long-enough-for-hs256",
  webDist: null,
  logLevel: "silent",
});
await app.ready();

let started = performance.now();
const { inserted } = await ensureFoodsLoaded(handle.db);
const loadMs = performance.now() - started;

const email = `bench.${Date.now()}@example.com`;
await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password: "correct horse battery" } });
const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "correct horse battery" } });
const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };

started = performance.now();
await app.inject({ method: "GET", url: "/api/foods?search=egg", headers });
const firstSearchMs = performance.now() - started;

const searchTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const query of SEARCHES) {
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url: `/api/foods?search=${encodeURIComponent(query)}&limit=20`, headers });
    searchTimes.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`search ${query}: ${res.statusCode}`);
  }
}

const nutritionTimes: number[] = [];
for (let round = 0; round < ROUNDS * 5; round++) {
  const t0 = performance.now();
  const res = await app.inject({
    method: "POST",
    url: "/api/nutrition/calculate",
    headers,
    payload: { servings: 6, ingredients: RECIPE_20 },
  });
  nutritionTimes.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(`nutrition: ${res.statusCode} ${res.body}`);
}

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, node ${process.version}, database ${handle.kind}`);
console.log(`first-start load: ${inserted} foods in ${ms(loadMs)}`);
console.log(`first search (builds the in-memory index): ${ms(firstSearchMs)}`);
console.log(`food search: ${searchTimes.length} requests, median ${ms(median(searchTimes))}, p95 ${ms(p95(searchTimes))}`);
console.log(
  `nutrition, 20-line recipe: ${nutritionTimes.length} requests, median ${ms(median(nutritionTimes))}, p95 ${ms(p95(nutritionTimes))}`,
);
await app.close();
await handle.close();
