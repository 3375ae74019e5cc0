/**
 * Browse for a household (ADR 127): five members with 2,000 recipes between them (400 each, a fifth
 * of them private) beside the 212-recipe starter catalogue, against one person alone who owns the
 * same 2,000 recipes, and one alone with 400 (a member's own share). Each question of a small
 * Browse mix is asked through the server (in process, no sockets), the three people in turn so
 * load on the machine hits them alike; median and p95 per person and per question, on PGlite in
 * memory or on PostgreSQL with --url (an empty database).
 *
 *   pnpm --filter @simmer/server exec tsx bench/household-browse.ts [--url postgres://…] [--runs 40]
 */
import { sql } from "drizzle-orm";
import { createDb } from "@simmer/db";
import { seedCatalog } from "@simmer/api";
import { createServer } from "../src/app";

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(arg("runs") ?? 40);
const handle = await createDb(arg("url") ? { url: arg("url") } : {});
await handle.migrate();
await seedCatalog(handle.db);
const app = await createServer({
  db: handle.db,
  dbKind: handle.kind,
  jwtSecret: "bench-secret-that-is-long-enough-for-hs256",
  webDist: null,
  logLevel: "silent",
  authRateLimit: { max: 100_000, windowMs: 60_000 },
  jobs: { holdLiveness: handle.holdLiveness },
});
await app.ready();

async function person(i: number) {
  const email = `bench.${Date.now().toString(36)}.${i}@example.com`;
  const password = "correct horse battery";
  await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password } });
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  const { token, user } = login.json() as { token: string; user: { id: number } };
  return { id: user.id, auth: { authorization: `Bearer ${token}` } };
}

/** 400 recipes for one owner, written in bulk: titles, times, calories and 6 catalogue ingredients each. */
async function recipesFor(ownerId: number, seed: number) {
  await handle.db.execute(sql`
    insert into recipes (owner_id, title, servings, prep_time_min, wait_time_min, cook_time_min, total_time_min, calories, protein, visibility, data_source)
    select ${ownerId}, 'Bench dish ' || ${seed} || '-' || g, 2 + g % 4, 5 + g % 20, 0, 10 + g % 50, 15 + g % 70, 200 + g % 500, 10 + g % 40,
           case when g % 5 = 0 then 'private' else 'household' end, 'user'
    from generate_series(1, 400) g`);
  await handle.db.execute(sql`
    insert into recipe_sections (recipe_id, position, name) select id, 0, '' from recipes where owner_id = ${ownerId}`);
  await handle.db.execute(sql`
    insert into recipe_ingredients (recipe_id, section_id, position, ingredient_id, name, quantity, unit, optional)
    select s.recipe_id, s.id, k, i.id, i.name, '1', 'units', false
    from recipe_sections s join recipes r on r.id = s.recipe_id and r.owner_id = ${ownerId}
    cross join generate_series(0, 5) k
    join lateral (select id, name from ingredients where owner_id is null order by id offset ((s.recipe_id * 7 + k * 13) % 300) limit 1) i on true`);
}

const members = await Promise.all([0, 1, 2, 3, 4].map(person));
const aloneWithAll = await person(8);
const alone = await person(9);
for (const [i, m] of members.entries()) await recipesFor(m.id, i);
// The same 2,000 recipes (same titles, numbers and ingredients), owned by one person.
for (const i of members.keys()) await recipesFor(aloneWithAll.id, i);
await recipesFor(alone.id, 9);
const owner = members[0]!;
await app.inject({ method: "POST", url: "/api/household", headers: owner.auth, payload: { name: "Bench house" } });
for (const m of members.slice(1)) {
  const invite = (await app.inject({ method: "POST", url: "/api/household/invites", headers: owner.auth, payload: {} })).json() as {
    token: string;
  };
  await app.inject({ method: "POST", url: "/api/household/join", headers: m.auth, payload: { token: invite.token } });
}

// One kitchen each (the household's is shared): the same 150 of the 300 catalogue ingredients the
// recipes draw from, so "what can I cook now" has something to count.
const owned = (await handle.db.execute(sql`select id from ingredients where owner_id is null order by id limit 300`)) as unknown as
  { rows: { id: number }[] } | { id: number }[];
const ownedIds = (Array.isArray(owned) ? owned : owned.rows).filter((_, i) => i % 2 === 0).map((row) => Number(row.id));
for (const who of [owner, aloneWithAll, alone]) {
  for (const id of ownedIds) {
    const res = await app.inject({ method: "POST", url: "/api/ingredients/toggle", headers: who.auth, payload: { ingredient_id: id } });
    if (res.statusCode !== 200) throw new Error(`toggle ${id}: ${res.statusCode} ${res.body}`);
  }
}

const questions = [
  "/api/recipes?limit=48",
  "/api/recipes?limit=48&search=bench%20dish%201",
  "/api/recipes?limit=48&maxMissingIngredients=2",
  "/api/recipes?limit=48&max_total_time_min=30&min_protein=20",
  "/api/recipes?limit=48&offset=480",
];

type Subject = { label: string; auth: Record<string, string> };
const subjects: Subject[] = [
  { label: "member of a household of 5 (2,000 recipes between them)", auth: members[1]!.auth },
  { label: "person alone with the same 2,000 recipes", auth: aloneWithAll.auth },
  { label: "person alone with 400 recipes", auth: alone.auth },
];

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
};

/** Asks every question `rounds` times for each subject in turn; the times per subject and question. */
async function measure(rounds: number) {
  const times = subjects.map(() => questions.map(() => [] as number[]));
  const totals = subjects.map(() => 0);
  for (let r = 0; r < rounds; r += 1) {
    for (const [q, url] of questions.entries()) {
      for (const [s, who] of subjects.entries()) {
        const t0 = performance.now();
        const res = await app.inject({ method: "GET", url, headers: who.auth });
        times[s]![q]!.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (q === 0) totals[s] = (res.json() as { total: number }).total;
      }
    }
  }
  return { times, totals };
}

// Warm every path first (the index's segments, the statements), then measure.
await measure(3);
const { times, totals } = await measure(runs);
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`database: ${handle.kind}, runs: ${runs} × ${questions.length} questions per person`);
for (const [s, who] of subjects.entries()) {
  const all = percentiles(times[s]!.flat());
  console.log(`${who.label} (sees ${totals[s]}): median ${ms(all.median)}, p95 ${ms(all.p95)}`);
  for (const [q, url] of questions.entries()) {
    const one = percentiles(times[s]![q]!);
    console.log(`    ${url}: median ${ms(one.median)}, p95 ${ms(one.p95)}`);
  }
}
await app.close();
await handle.close();
