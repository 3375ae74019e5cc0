/**
 * Week planner benchmark: generating a 7-day × 4-meal plan over the 212-recipe starter catalogue
 * (seeded as the server does, on an empty PGlite or PostgreSQL database) and over the 100,000-recipe
 * Browse data set (bench/browse/generate.ts), median and p95; then the daily calorie error of
 * generated plans against the target for 50 random people (random metric entries, random kitchens),
 * beside the first generator (the greedy pick in bench/planner/greedy.ts) run the same way.
 *
 *   pnpm --filter @simmer/server exec tsx bench/planner.ts                      # catalogue on PGlite in memory
 *   pnpm --filter @simmer/server exec tsx bench/planner.ts --url postgres://postgres@127.0.0.1:5432/some_empty_db \
 *        --big-url postgres://postgres@127.0.0.1:5432/simmer_100k --runs 15 --users 50
 *   pnpm --filter @simmer/server exec tsx bench/planner.ts --catalogue off --big-url postgres://…/simmer_100k --runs 15
 */
import os from "node:os";
import { eq, sql } from "drizzle-orm";
import { createDb, metricEntries, userIngredients, users, type Db } from "@simmer/db";
import {
  ensureFoodsLoaded,
  generatePlan,
  loadCandidates,
  loadPlanRecipes,
  PLAN_TIME_LIMIT_SECONDS,
  seedCatalog,
  solveModel,
  targetsFor,
  type EngineInput,
} from "@simmer/api";
import {
  ACTIVITY_LEVELS,
  buildPlanModel,
  deriveMetrics,
  GOALS,
  PLAN_MEALS,
  planRules,
  prefilterCandidates,
  readSolution,
  seededRandom,
  startingPoint,
  type PlanMeal,
  type PlanTargets,
} from "@simmer/domain";
import { planMeals, type MealCandidate } from "./planner/greedy";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const RUNS = Number(args.get("runs") ?? 15);
const USERS = Number(args.get("users") ?? 50);
const random = seededRandom(20261126);

const quantile = (xs: readonly number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
/** Wall and CPU time (user + system of this process) of one call: CPU time is what a quiet machine would show. */
async function timed<T>(run: () => Promise<T> | T): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { value, wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

const ms = (xs: readonly number[]) => `median ${quantile(xs, 0.5).toFixed(0)} ms, p95 ${quantile(xs, 0.95).toFixed(0)} ms`;
const pct = (xs: readonly number[]) => `median ${(100 * quantile(xs, 0.5)).toFixed(1)} %, p95 ${(100 * quantile(xs, 0.95)).toFixed(1)} %`;

function weekInput(meals: readonly PlanMeal[], seed: number, targets?: PlanTargets | null): EngineInput {
  return {
    weekStart: "2026-11-23",
    rules: planRules({
      days: [0, 1, 2, 3, 4, 5, 6],
      meals,
      people: 2,
      maxTimeWeekday: 45,
      noRepeatDays: 7,
      preferOwned: true,
      leftovers: true,
    }),
    ...(targets === undefined ? {} : { targets }),
    slots: [],
    scope: { kind: "week" },
    seed,
  };
}

async function benchUser(db: Db, label: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email: `planner-bench-${label}-${Date.now()}@example.test`, passwordHash: "x" })
    .returning({ id: users.id });
  if (!row) throw new Error("no user");
  return row.id;
}

/** A random person: a metric entry from random body figures and goal, and a random kitchen. */
async function randomPerson(db: Db, ingredientIds: readonly number[], n: number): Promise<number> {
  const userId = await benchUser(db, `p${n}`);
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
  const owned = ingredientIds.filter(() => random() < 0.25);
  if (owned.length > 0) await db.insert(userIngredients).values(owned.map((ingredientId) => ({ userId, ingredientId })));
  return userId;
}

/** The first generator, as the cart's meal plan ran it: 3 meals a day, each near a third of the goal. */
async function greedyWeek(db: Db, userId: number, targets: PlanTargets, days: number): Promise<number[]> {
  const ids = (await db.execute(sql`select id from recipes where owner_id is null or owner_id = ${userId}`)) as unknown;
  const rows = (Array.isArray(ids) ? ids : (ids as { rows: { id: number }[] }).rows) as { id: number }[];
  const recipes = await loadPlanRecipes(
    db,
    userId,
    rows.map((r) => Number(r.id)),
  );
  const owned = new Set(
    (await db.select({ id: userIngredients.ingredientId }).from(userIngredients).where(eq(userIngredients.userId, userId))).map(
      (r) => r.id,
    ),
  );
  const perMeal = targets.calories / 3;
  const candidates: MealCandidate[] = recipes
    .map((r) => ({ id: r.id, calories: r.calories, missing: r.ingredientIds.filter((i) => !owned.has(i)).length, tags: r.tags }))
    .sort(
      (a, b) =>
        a.missing - b.missing ||
        Math.abs((a.calories ?? perMeal * 3) - perMeal) - Math.abs((b.calories ?? perMeal * 3) - perMeal) ||
        a.id - b.id,
    )
    .slice(0, 400);
  const picked = planMeals(candidates, days * 3, { caloriesPerMeal: perMeal });
  const calories = new Map(recipes.map((r) => [r.id, r.calories ?? 0]));
  return Array.from({ length: days }, (_, d) => picked.slice(d * 3, d * 3 + 3).reduce((sum, id) => sum + (calories.get(id) ?? 0), 0));
}

/** Where a plan's time goes: the engine's phases one by one, wall and CPU time, median over the runs. */
async function phases(db: Db, userId: number): Promise<void> {
  const names = ["targets", "candidates (SQL)", "owned", "prefilter", "model", "start", "HiGHS", "read-back"] as const;
  const wall = new Map<string, number[]>(names.map((n) => [n, []]));
  const cpu = new Map<string, number[]>(names.map((n) => [n, []]));
  const note = <T>(name: (typeof names)[number], t: { value: T; wall: number; cpu: number }): T => {
    wall.get(name)?.push(t.wall);
    cpu.get(name)?.push(t.cpu);
    return t.value;
  };
  for (let run = 1; run <= RUNS; run++) {
    const engine = weekInput(PLAN_MEALS, run);
    const targets = note("targets", await timed(() => targetsFor(db, userId)));
    const recipes = note("candidates (SQL)", await timed(() => loadCandidates(db, userId, engine, targets)));
    const owned = note(
      "owned",
      await timed(
        async () =>
          new Set(
            (await db.select({ id: userIngredients.ingredientId }).from(userIngredients).where(eq(userIngredients.userId, userId))).map(
              (r) => r.id,
            ),
          ),
      ),
    );
    const input = { ...engine, targets, recipes, ownedIngredientIds: owned };
    const candidates = note("prefilter", await timed(() => prefilterCandidates(input)));
    const model = note("model", await timed(() => buildPlanModel(input, candidates)));
    const start = note("start", await timed(() => startingPoint(input, model)));
    const { values } = note("HiGHS", await timed(() => solveModel(model, start, { timeLimitSeconds: PLAN_TIME_LIMIT_SECONDS })));
    note("read-back", await timed(() => readSolution(input, model, values)));
    if (run === 1)
      console.log(`  model: ${model.variables.length} variables, ${model.constraints.length} constraints, ${recipes.length} recipes read`);
  }
  for (const name of names)
    console.log(
      `  ${name.padEnd(18)} wall median ${quantile(wall.get(name) ?? [], 0.5).toFixed(1)} ms, CPU median ${quantile(cpu.get(name) ?? [], 0.5).toFixed(1)} ms`,
    );
}

const dayErrors = (days: readonly { calories: number }[], target: number) => days.map((d) => Math.abs(d.calories - target) / target);

async function catalogue(): Promise<void> {
  const handle = await createDb({ url: args.get("url") || undefined });
  await handle.migrate();
  await ensureFoodsLoaded(handle.db);
  const seeded = await seedCatalog(handle.db);
  const db = handle.db;
  const recipes = (await db.execute(sql`select count(*)::int as n from recipes`)) as unknown;
  const count = ((Array.isArray(recipes) ? recipes : (recipes as { rows: { n: number }[] }).rows) as { n: number }[])[0]?.n;
  console.log(
    `catalogue: ${count} recipes (seeded in ${seeded.ms.toFixed(0)} ms) on ${args.get("url") ? "PostgreSQL" : "PGlite (in memory)"}`,
  );

  const ingredientRows = (await db.execute(sql`select distinct ingredient_id as id from recipe_ingredients`)) as unknown;
  const ingredientIds = (
    (Array.isArray(ingredientRows) ? ingredientRows : (ingredientRows as { rows: { id: number }[] }).rows) as { id: number }[]
  ).map((r) => Number(r.id));
  const someone = await randomPerson(db, ingredientIds, 0);
  await generatePlan(db, someone, weekInput(PLAN_MEALS, 0)); // loads the solver and warms the code paths
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { wall, cpu: used } = await timed(() => generatePlan(db, someone, weekInput(PLAN_MEALS, run)));
    times.push(wall);
    cpu.push(used);
  }
  console.log(`7 days × 4 meals over the catalogue (${RUNS} runs): wall ${ms(times)}; CPU ${ms(cpu)}`);
  await phases(db, someone);

  const engine4: number[] = [];
  const engine4Portions: number[] = [];
  const engine3: number[] = [];
  const engine3Portions: number[] = [];
  const greedy: number[] = [];
  const relaxed: string[] = [];
  for (let n = 1; n <= USERS; n++) {
    const userId = await randomPerson(db, ingredientIds, n);
    const targets = await targetsFor(db, userId);
    if (!targets) throw new Error("a random person without targets");
    const plan = (meals: readonly PlanMeal[], portion: number) => {
      const input = weekInput(meals, n);
      return generatePlan(db, userId, {
        ...input,
        rules: { ...input.rules, people: 1, maxTimeWeekday: null, leftovers: false, maxServingsPerPerson: portion },
      });
    };
    const threeMeals = PLAN_MEALS.filter((m) => m !== "Snack");
    const week4 = await plan(PLAN_MEALS, 1);
    engine4.push(...dayErrors(week4.days, targets.calories));
    relaxed.push(...week4.relaxed.map((r) => r.rule));
    engine4Portions.push(...dayErrors((await plan(PLAN_MEALS, 2)).days, targets.calories));
    engine3.push(...dayErrors((await plan(threeMeals, 1)).days, targets.calories));
    engine3Portions.push(...dayErrors((await plan(threeMeals, 2)).days, targets.calories));
    greedy.push(...(await greedyWeek(db, userId, targets, 7)).map((c) => Math.abs(c - targets.calories) / targets.calories));
  }
  console.log(`daily calorie error, ${USERS} random people × 7 days:`);
  console.log(`  planner, 4 meals a day, 1 serving each:           ${pct(engine4)}`);
  console.log(`  planner, 4 meals a day, up to 2 servings each:    ${pct(engine4Portions)}`);
  console.log(`  planner, 3 meals a day, 1 serving each:           ${pct(engine3)}`);
  console.log(`  planner, 3 meals a day, up to 2 servings each:    ${pct(engine3Portions)}`);
  console.log(`  first generator, 3 meals a day, 1 serving each:   ${pct(greedy)}`);
  console.log(`  rules relaxed over the ${USERS} weeks: ${relaxed.length === 0 ? "none" : [...new Set(relaxed)].join(", ")}`);
  await handle.close();
}

async function hundredThousand(url: string): Promise<void> {
  const handle = await createDb({ url, maxConnections: 4 });
  const db = handle.db;
  const userId = await benchUser(db, "big");
  try {
    const targets: PlanTargets = {
      calories: 2200,
      protein: 140,
      carbs: 250,
      fat: 70,
      tolerance: { calories: 250, protein: 20, carbs: 40, fat: 12 },
    };
    await generatePlan(db, userId, weekInput(PLAN_MEALS, 0, targets));
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const { wall, cpu: used } = await timed(() => generatePlan(db, userId, weekInput(PLAN_MEALS, run, targets)));
      times.push(wall);
      cpu.push(used);
    }
    const counted = (await db.execute(sql`select count(*)::int as n from recipes`)) as unknown;
    const n = ((Array.isArray(counted) ? counted : (counted as { rows: { n: number }[] }).rows) as { n: number }[])[0]?.n;
    console.log(`7 days × 4 meals over ${n} recipes on PostgreSQL (${RUNS} runs): wall ${ms(times)}; CPU ${ms(cpu)}`);
  } finally {
    await db.delete(users).where(eq(users.id, userId));
    await handle.close();
  }
}

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
// --catalogue off measures only the 100,000-recipe database.
if (args.get("catalogue") !== "off") await catalogue();
const bigUrl = args.get("big-url");
if (bigUrl) await hundredThousand(bigUrl);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
