// Scale benchmark, memory (issue 14): one built server on the scale data set of generate.ts +
// scale.ts (100,000 catalogue recipes, 1,000,000 private ones over 20,000 people). Measures heap
// (after a forced collection) and RSS after start-up and after a Browse mix from many people, and
// the Browse mix sequentially for a person with 500 own recipes.
//
//   node apps/server/bench/browse/scale-run.mjs --server /tmp/new/main.js --url postgres://…/h8_scale --label new
//
// The people it browses as are the generated ones (scale-N@bench.test): it gives each a password
// (the same argon2 hash, set in SQL) the first time, then signs in through the API.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { EXTRA, MIX, mb, median, ms, p95 } from "./mix.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1] ?? "");
const port = Number(args.get("port") ?? 4851);
const url = args.get("url");
const label = args.get("label") ?? "server";
const rounds = Number(args.get("rounds") ?? 40);
const many = Number(args.get("people") ?? 300);
const heapFlag = args.get("max-old-space") ?? "4096";
const base = `http://127.0.0.1:${port}`;
const PASSWORD = "scale bench password 1234";

async function json(p, init = {}, token) {
  const res = await fetch(`${base}${p}`, {
    ...init,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function timed(query, token) {
  const started = performance.now();
  const body = await json(`/api/recipes?limit=48${query ? `&${query}` : ""}`, {}, token);
  return { ms: performance.now() - started, total: body.total };
}

const sql = postgres(url, { max: 2, onnotice: () => {} });
const probe = path.join(os.tmpdir(), `scale-memory-${process.pid}.json`);

async function memory(server) {
  fs.rmSync(probe, { force: true });
  server.kill("SIGUSR2");
  // A full collection of a large heap on a busy machine takes a while.
  for (let i = 0; i < 1200 && !fs.existsSync(probe); i += 1) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 200));
  return JSON.parse(fs.readFileSync(probe, "utf8"));
}

// A password for the generated people: one sign-up gives a real argon2 hash, copied in SQL.
async function preparePeople(token) {
  const [{ hash }] = await sql`select password_hash as hash from users where email = 'scale-bench-template@bench.test'`;
  await sql`update users set password_hash = ${hash} where email like 'scale-%@bench.test' and password_hash = '!bench-no-login'`;
  void token;
}

const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_MAX: "100000",
  JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256",
  DATA_DIR: "/tmp/h8-scale-data",
  DATABASE_URL: url,
  WEB_DIST: "/nonexistent",
  MEMORY_PROBE_FILE: probe,
};
const spawnedAt = performance.now();
const server = spawn(
  process.execPath,
  [`--max-old-space-size=${heapFlag}`, "--expose-gc", "--import", path.join(here, "memory-probe.mjs"), args.get("server")],
  {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  },
);
let exited = null;
server.on("exit", (code, signal) => (exited = { code, signal }));
try {
  const until = Date.now() + 600_000;
  for (;;) {
    if (exited) throw new Error(`server exited: ${JSON.stringify(exited)}`);
    if (Date.now() > until) throw new Error("server did not start");
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // The first page waits for the index to be built; an index of every private recipe takes
  // longer than fetch's own 300 s limit on a busy machine, so it is asked again until it answers.
  for (;;) {
    if (exited) throw new Error(`server exited: ${JSON.stringify(exited)}`);
    if (Date.now() > until + 1_200_000) throw new Error("no first Browse page within 30 minutes");
    try {
      await json("/api/recipes?limit=1");
      break;
    } catch (err) {
      if (err?.cause?.code !== "UND_ERR_HEADERS_TIMEOUT") throw err;
    }
  }
  const startToPage = performance.now() - spawnedAt;
  console.log(`${label}: start → first Browse page ${ms(startToPage)}`);
  const afterStart = await memory(server);
  console.log(`${label}: after start-up heap ${mb(afterStart.heapUsed)}, RSS ${mb(afterStart.rss)}`);

  const [template] = await sql`select 1 from users where email = 'scale-bench-template@bench.test'`;
  if (!template)
    await json("/api/auth/signup", {
      method: "POST",
      body: JSON.stringify({ email: "scale-bench-template@bench.test", password: PASSWORD }),
    });
  await preparePeople();
  const login = async (email) =>
    (await json("/api/auth/login", { method: "POST", body: JSON.stringify({ email, password: PASSWORD }) })).token;

  // The person with 500 own recipes (scale-1) owns the 200 most used ingredients and 100 others,
  // and 40 pieces of equipment, set in SQL so a second run finds the same kitchen.
  const [{ id: ownerId }] = await sql`select id from users where email = 'scale-1@bench.test'`;
  const [{ n: ownCount }] = await sql`select count(*)::int as n from recipes where owner_id = ${ownerId}`;
  await sql`
    insert into user_ingredients (user_id, ingredient_id)
    select ${ownerId}, ingredient_id from (
      select ingredient_id, row_number() over (order by count(*) desc) as rank
      from recipe_ingredients ri join recipes r on r.id = ri.recipe_id and r.owner_id is null group by ingredient_id) x
    where rank <= 200 or (rank > 200 and rank % 40 = 0 and rank <= 4200)
    on conflict do nothing`;
  await sql`
    insert into user_equipment (user_id, equipment_id)
    select ${ownerId}, equipment_id from (
      select equipment_id, row_number() over (order by count(*) desc) as rank
      from recipe_equipment re join recipes r on r.id = re.recipe_id and r.owner_id is null group by equipment_id) x
    where rank <= 30 or (rank > 30 and rank % 15 = 0 and rank <= 180)
    on conflict do nothing`;
  const token = await login("scale-1@bench.test");

  for (const query of Object.values(MIX)) await timed(query, token);
  const perQuery = Object.fromEntries([...Object.keys(MIX), ...Object.keys(EXTRA)].map((k) => [k, []]));
  const totals = {};
  const all = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, query] of Object.entries(MIX)) {
      const r = await timed(query, token);
      perQuery[name].push(r.ms);
      all.push(r.ms);
      totals[name] = r.total;
    }
    for (const [name, query] of Object.entries(EXTRA)) {
      const r = await timed(query, token);
      perQuery[name].push(r.ms);
      totals[name] = r.total;
    }
  }

  // The person's own recipes read afresh: one of them changes (in SQL, as another instance would
  // write it), then the first page is timed.
  const afterOwnChange = [];
  for (let i = 0; i < 10; i += 1) {
    await sql`update recipes set servings = servings + 1 where id = (select id from recipes where owner_id = ${ownerId} order by id limit 1 offset ${i})`;
    afterOwnChange.push((await timed(MIX["what can I cook now (maxMissingIngredients=2)"], token)).ms);
  }

  // Many people, each browsing the mix once (8 at a time), then memory again.
  const people =
    await sql`select email from users where email like 'scale-%@bench.test' and email <> 'scale-bench-template@bench.test' order by id limit ${many} offset 1`;
  const manyStarted = performance.now();
  const firstPages = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < people.length) {
        const { email } = people[next++];
        const t = await login(email);
        for (const query of Object.values(MIX)) firstPages.push((await timed(query, t)).ms);
      }
    }),
  );
  const manySeconds = (performance.now() - manyStarted) / 1000;
  const afterMany = await memory(server);

  console.log(
    `\nScale (memory) — ${label}, PostgreSQL, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}, ${new Date().toISOString()}`,
  );
  console.log(
    `recipes: ${(await sql`select count(*)::int as n from recipes where owner_id is null`)[0].n} catalogue, ${(await sql`select count(*)::int as n from recipes where owner_id is not null`)[0].n} private; the measured person owns ${ownCount}`,
  );
  console.log(`start → first Browse page: ${ms(startToPage)}`);
  console.log(
    `after start-up: heap ${mb(afterStart.heapUsed)} (total ${mb(afterStart.heapTotal)}), RSS ${mb(afterStart.rss)}, array buffers ${mb(afterStart.arrayBuffers)}`,
  );
  console.log(
    `after ${people.length} people × ${Object.keys(MIX).length} pages (${manySeconds.toFixed(0)} s, median ${ms(median(firstPages))}, p95 ${ms(p95(firstPages))}): heap ${mb(afterMany.heapUsed)} (total ${mb(afterMany.heapTotal)}), RSS ${mb(afterMany.rss)}`,
  );
  console.log("\n| query (limit 48, with total) | matches | median | p95 |\n|---|---|---|---|");
  for (const [name, values] of Object.entries(perQuery))
    console.log(`| ${name} | ${totals[name]} | ${ms(median(values))} | ${ms(p95(values))} |`);
  console.log(`| **whole mix, sequential (${all.length} requests)** | | **${ms(median(all))}** | **${ms(p95(all))}** |`);
  console.log(
    `| first page after one of the person's recipes changed, 10 times | | ${ms(median(afterOwnChange))} | max ${ms(Math.max(...afterOwnChange))} |`,
  );
} finally {
  server.kill("SIGTERM");
  await sql.end();
}
