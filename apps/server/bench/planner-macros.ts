/**
 * The planner against every target (issue 30, ADR 144): with the default rules, on the 212-recipe
 * starter catalogue, for 50 random people and 20 random households of 2–5 members, each member's
 * daily error against their own calories, protein, carbs and fat; the share of distinct recipes
 * among filled slots; weekday breakfasts and lunches over their limits; and generation time. The
 * same people are planned again with foods beside recipes turned off, in the same run.
 *
 *   pnpm --filter @simmer/server exec tsx bench/planner-macros.ts [--people 50] [--households 20]
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { createDb, metricEntries, planRules, users, type Db } from "@simmer/db";
import { DEFAULT_RULES, ensureFoodsLoaded, generateWeek, seedCatalog, targetsFor } from "@simmer/api";
import { ACTIVITY_LEVELS, DEFAULT_MEAL_TIME_LIMITS, deriveMetrics, GOALS, isWeekend, seededRandom } from "@simmer/domain";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const PEOPLE = Number(args.get("people") ?? 50);
const HOUSEHOLDS = Number(args.get("households") ?? 20);
const random = seededRandom(20261128);
const WEEK = "2026-11-23";
const NUTRIENTS = ["calories", "protein", "carbs", "fat"] as const;

const quantile = (xs: readonly number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
const pct = (xs: readonly number[]) => `median ${(100 * quantile(xs, 0.5)).toFixed(1)} %, p95 ${(100 * quantile(xs, 0.95)).toFixed(1)} %`;

let made = 0;
async function randomPerson(db: Db): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email: `macro-bench-${made++}-${Date.now()}@example.test`, passwordHash: "x" })
    .returning({ id: users.id });
  const userId = row!.id;
  const weight = 110 + Math.floor(random() * 150);
  const goal = GOALS[Math.floor(random() * GOALS.length)] as (typeof GOALS)[number];
  const inputs = {
    height: 58 + Math.floor(random() * 20),
    weight,
    dob: `${1950 + Math.floor(random() * 55)}-06-15`,
    gender: (random() < 0.5 ? "male" : "female") as "male" | "female",
    activityLevel: ACTIVITY_LEVELS[Math.floor(random() * ACTIVITY_LEVELS.length)] as (typeof ACTIVITY_LEVELS)[number],
    goal,
    entryDate: "2026-11-01",
    targetWeight: goal === "fat loss" ? weight - 15 : goal === "muscle increase" ? weight + 10 : weight,
  };
  await db.insert(metricEntries).values({ userId, name: "bench", ...inputs, ...deriveMetrics(inputs) });
  return userId;
}

interface Tally {
  errors: Record<(typeof NUTRIENTS)[number], number[]>;
  over: Record<(typeof NUTRIENTS)[number], number>;
  distinct: number[];
  overLimit: number;
  weekdayMeals: number;
  ms: number[];
}
const tally = (): Tally => ({
  errors: { calories: [], protein: [], carbs: [], fat: [] },
  over: { calories: 0, protein: 0, carbs: 0, fat: 0 },
  distinct: [],
  overLimit: 0,
  weekdayMeals: 0,
  ms: [],
});

async function planFor(db: Db, owner: number, members: number[], into: Tally, sides: boolean): Promise<void> {
  await db
    .insert(planRules)
    .values({ userId: owner, rules: { ...DEFAULT_RULES, sides } })
    .onConflictDoUpdate({ target: planRules.userId, set: { rules: { ...DEFAULT_RULES, sides } } });
  await db.execute(sql`delete from plans where user_id = ${owner}`);
  const started = performance.now();
  const week = await generateWeek(db, owner, { weekStart: WEEK, scope: { kind: "week" }, seed: 7 }, members);
  into.ms.push(performance.now() - started);
  for (const member of members) {
    const targets = await targetsFor(db, member);
    if (!targets) continue;
    for (const day of week.days) {
      const mine = day.members.find((m) => m.user_id === member);
      if (!mine) continue;
      for (const key of NUTRIENTS) {
        into.errors[key].push(Math.abs(mine.totals[key] - targets[key]) / targets[key]);
        if (mine.totals[key] > targets[key]) into.over[key] += 1;
      }
    }
  }
  const filled = week.slots.filter((s) => s.recipe && !s.leftoverOf);
  into.distinct.push(new Set(filled.map((s) => s.recipe!.id)).size / Math.max(1, filled.length));
  for (const slot of filled) {
    if (isWeekend(slot.day)) continue;
    into.weekdayMeals += 1;
    const cap = DEFAULT_MEAL_TIME_LIMITS[slot.meal];
    if (cap !== null && slot.recipe!.total_time_min > cap) into.overLimit += 1;
  }
}

function report(label: string, t: Tally): void {
  console.log(`\n${label}`);
  for (const key of NUTRIENTS)
    console.log(
      `  ${key.padEnd(8)} daily error ${pct(t.errors[key])}  (${t.errors[key].length} member-days, ${((100 * t.over[key]) / Math.max(1, t.errors[key].length)).toFixed(0)} % of them over)`,
    );
  console.log(
    `  distinct recipes among filled slots: median ${(100 * quantile(t.distinct, 0.5)).toFixed(1)} %, lowest ${(100 * Math.min(...t.distinct)).toFixed(1)} %`,
  );
  console.log(`  weekday breakfasts/lunches over their limit: ${t.overLimit} of ${t.weekdayMeals} weekday meals`);
  console.log(`  generation: median ${quantile(t.ms, 0.5).toFixed(0)} ms, p95 ${quantile(t.ms, 0.95).toFixed(0)} ms`);
}

async function main(): Promise<void> {
  const handle = await createDb({ url: args.get("url") || undefined });
  await handle.migrate();
  await ensureFoodsLoaded(handle.db);
  await seedCatalog(handle.db);
  const db = handle.db;
  console.log(
    `machine: ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const people: number[] = [];
  for (let i = 0; i < PEOPLE; i++) people.push(await randomPerson(db));
  const households: number[][] = [];
  for (let i = 0; i < HOUSEHOLDS; i++) {
    const size = 2 + Math.floor(random() * 4);
    const members: number[] = [];
    for (let j = 0; j < size; j++) members.push(await randomPerson(db));
    households.push(members);
  }
  for (const sides of [true, false]) {
    const alone = tally();
    for (const p of people) await planFor(db, p, [p], alone, sides);
    report(`${PEOPLE} people, default rules${sides ? "" : ", foods beside recipes off"}`, alone);
    const together = tally();
    for (const members of households) await planFor(db, members[0]!, members, together, sides);
    report(`${HOUSEHOLDS} households of 2–5, default rules${sides ? "" : ", foods beside recipes off"}`, together);
  }
  await handle.close();
}

await main();
