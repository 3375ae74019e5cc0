// Browse benchmark (issue 5): the Browse mix through the HTTP API of a built server on the scale
// data set from generate.ts. Prints medians and p95 per query, overall, and under 50 clients.
//
//   node apps/server/bench/browse/run.mjs --server /tmp/x/server/main.js --url postgres://…/simmer_bench
//   node apps/server/bench/browse/run.mjs --server /tmp/x/server/main.js --data-dir /tmp/x/pglite-bench
import { spawn } from "node:child_process";
import os from "node:os";
import { MIX, median, ms, p95 } from "./mix.mjs";

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1] ?? "");
const port = Number(args.get("port") ?? 3951);
const base = `http://127.0.0.1:${port}`;
const rounds = Number(args.get("rounds") ?? 40);
const concurrency = Number(args.get("clients") ?? 50);
const concurrentSeconds = Number(args.get("seconds") ?? 15);

async function waitForHealth() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

async function json(path, init = {}, token) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function timed(query, token) {
  const started = performance.now();
  const body = await json(`/api/recipes?limit=48${query ? `&${query}` : ""}`, {}, token);
  return { ms: performance.now() - started, total: body.total, count: body.recipes.length };
}

const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_MAX: "1000",
  JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256",
  DATA_DIR: args.get("data-dir") ?? "/tmp/simmer-bench-browse",
  DATABASE_URL: args.get("url") ?? "",
  WEB_DIST: "/nonexistent",
};
const spawnedAt = performance.now();
const server = spawn(process.execPath, [args.get("server")], { env, stdio: ["ignore", "inherit", "inherit"] });
try {
  await waitForHealth();
  const healthyMs = performance.now() - spawnedAt;
  // The server starts building its Browse index when it becomes ready; a visitor's first page waits for it.
  const coldStart = performance.now();
  await json("/api/recipes?limit=1");
  const coldMs = performance.now() - coldStart;
  const startToPageMs = performance.now() - spawnedAt;
  const email = `bench.${Date.now()}@example.com`;
  const password = "bench password 1234";
  await json("/api/auth/signup", { method: "POST", body: JSON.stringify({ email, password }) });
  const { token } = await json("/api/auth/login", { method: "POST", body: JSON.stringify({ email, password }) });

  const ingredients = await json("/api/ingredients", {}, token);
  const equipment = await json("/api/equipment", {}, token);
  // The user owns 300 ingredients (the 200 most used and 100 others) and 40 pieces of equipment.
  const byUse = [...ingredients].sort((a, b) => b.recipe_count - a.recipe_count);
  const owned = [
    ...byUse.slice(0, 200),
    ...byUse
      .slice(200)
      .filter((_, i) => i % 40 === 0)
      .slice(0, 100),
  ];
  for (const item of owned)
    await json("/api/ingredients/toggle", { method: "POST", body: JSON.stringify({ ingredient_id: item.id }) }, token);
  const tools = [...equipment].sort((a, b) => b.usage_count - a.usage_count);
  const ownedTools = [
    ...tools.slice(0, 30),
    ...tools
      .slice(30)
      .filter((_, i) => i % 15 === 0)
      .slice(0, 10),
  ];
  for (const item of ownedTools)
    await json("/api/equipment/toggle", { method: "POST", body: JSON.stringify({ equipment_id: item.id }) }, token);

  for (const query of Object.values(MIX)) await timed(query, token);

  const perQuery = Object.fromEntries(Object.keys(MIX).map((k) => [k, []]));
  const totals = {};
  const all = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, query] of Object.entries(MIX)) {
      const r = await timed(query, token);
      perQuery[name].push(r.ms);
      all.push(r.ms);
      totals[name] = r.total;
    }
  }

  // A recipe write makes every server catch up (recipe_changes) and rebuild its columns on the next request.
  const afterWrite = [];
  for (let i = 0; i < 5; i += 1) {
    await json(
      "/trpc/recipes.add",
      {
        method: "POST",
        body: JSON.stringify({
          title: `Bench write ${i}`,
          servings: 2,
          instructions: [{ instruction: "Cook." }],
          sections: [{ section_name: "", ingredients: [{ ingredient_name: "salt", quantity: "1", unit: "teaspoons" }] }],
        }),
      },
      token,
    );
    afterWrite.push((await timed(MIX["what can I cook now (maxMissingIngredients=2)"], token)).ms);
  }

  const queries = Object.values(MIX);
  const latencies = [];
  let done = 0;
  const stopAt = Date.now() + concurrentSeconds * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      let i = client;
      while (Date.now() < stopAt) {
        const r = await timed(queries[i % queries.length], token);
        latencies.push(r.ms);
        done += 1;
        i += 1;
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;

  console.log(
    `\nBrowse benchmark — ${args.get("url") ? "PostgreSQL" : "PGlite"}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${new Date().toISOString()}`,
  );
  console.log(`owned: ${owned.length} ingredients, ${ownedTools.length} equipment; ingredient catalogue ${ingredients.length}`);
  console.log(
    `process start → health answers: ${ms(healthyMs)}; → first Browse page (index built): ${ms(startToPageMs)} (first page alone ${ms(coldMs)})`,
  );
  console.log("\n| query (limit 48, with total) | matches | median | p95 |\n|---|---|---|---|");
  for (const [name, values] of Object.entries(perQuery))
    console.log(`| ${name} | ${totals[name]} | ${ms(median(values))} | ${ms(p95(values))} |`);
  console.log(`| **whole mix, sequential (${all.length} requests)** | | **${ms(median(all))}** | **${ms(p95(all))}** |`);
  console.log(
    `| first page after adding a recipe (catch-up and column rebuild), 5 writes | | ${ms(median(afterWrite))} | max ${ms(Math.max(...afterWrite))} |`,
  );
  console.log(
    `\n${concurrency} concurrent clients for ${concurrentSeconds} s: ${done} requests, ${(done / elapsed).toFixed(0)} req/s, median ${ms(median(latencies))}, p95 ${ms(p95(latencies))}`,
  );
} finally {
  server.kill("SIGTERM");
}
