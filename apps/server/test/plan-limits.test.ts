import { inspect } from "node:util";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planRules, recipes } from "@simmer/db";
import { PLAN_MESSAGES } from "@simmer/contracts";
import { insertFixtureRecipe } from "./carts-fixtures";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

// The planner's inputs stay within what a slot holds, bad input never reaches the log as SQL, and
// plan generation is limited per person (ADR 116).
type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;
const WEEK = "2026-11-23";

/** Every log call of an instance, as text: the app's own logger and each request's. */
function recordLogs(lines: string[]) {
  const asText = (args: unknown[]) => inspect(args, { depth: 6, breakLength: Infinity });
  const wrap = (log: FastifyInstance["log"]) => {
    for (const level of ["fatal", "error", "warn", "info"] as const) {
      const original = log[level].bind(log) as (...args: unknown[]) => void;
      (log as unknown as Record<string, unknown>)[level] = (...args: unknown[]) => {
        lines.push(`${level} ${asText(args)}`);
        original(...args);
      };
    }
  };
  return (instance: FastifyInstance) => {
    wrap(instance.log);
    instance.addHook("onRequest", async (request) => wrap(request.log));
  };
}

const SQL = /\b(insert into|select .* from|update .* set|delete from)\b|plan_slots|violates check constraint/i;

let t: TestApp;
let limited: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ observe: recordLogs(logs) });
  limited = await startTestApp({ planGenerationLimit: { max: 3, windowMs: 60_000 } });
}, 120_000);
afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
});

const metric = {
  name: "Big table",
  height: 70,
  weight: 180,
  dob: "1995-06-15",
  gender: "male",
  activityLevel: "moderately-active",
  entryDate: "2026-11-01",
  targetWeight: 165,
};

/** A person with a dozen recipes of their own and a metric entry, so generation has targets to chase. */
async function cook(app: TestApp): Promise<Who> {
  const who = await signUpAndLogIn(app.app);
  await app.app.inject({ method: "POST", url: "/api/metrics", headers: who.auth, payload: metric });
  for (let i = 0; i < 12; i++) {
    const id = await insertFixtureRecipe(app.handle.db, {
      title: `Feast ${i}`,
      servings: 4,
      ownerId: who.user.id,
      tags: ["main"],
      lines: [{ name: `grain ${i}`, quantity: "1", unit: "cup" }],
    });
    await app.handle.db
      .update(recipes)
      .set({ calories: 450 + i * 20, protein: 30, carbs: 50, fat: 18, totalTimeMin: 30, sodium: 100 })
      .where(eq(recipes.id, id));
  }
  return who;
}

async function currentRules(who: Who) {
  const res = await t.app.inject({ method: "GET", url: "/api/plans/rules", headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().rules as Record<string, unknown>;
}

const extreme = { people: 20, maxServingsPerPerson: 3, dailyCalories: 10000 };

describe("planner rules that would need more servings than a slot holds", () => {
  it("are refused at PUT /api/plans/rules with a 400 naming the rule", async () => {
    const who = await cook(t);
    const before = await currentRules(who);
    const res = await t.app.inject({ method: "PUT", url: "/api/plans/rules", headers: who.auth, payload: { ...before, ...extreme } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain("maxServingsPerPerson");
    expect(res.json().message).toContain(PLAN_MESSAGES.tooManyServings(20));
    expect(await currentRules(who)).toEqual(before);

    // The boundary: 16 × 3 = 48 and 20 × 2 = 40 fit in 50; 17 × 3 = 51 does not.
    for (const [people, most, status] of [
      [16, 3, 200],
      [20, 2, 200],
      [17, 3, 400],
    ] as const) {
      const answer = await t.app.inject({
        method: "PUT",
        url: "/api/plans/rules",
        headers: who.auth,
        payload: { ...before, people, maxServingsPerPerson: most },
      });
      expect(answer.statusCode, `${people} × ${most}: ${answer.body}`).toBe(status);
    }
  });

  it("are refused the same through tRPC", async () => {
    const who = await cook(t);
    const before = await currentRules(who);
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/plans.rules.update",
      headers: who.auth,
      payload: { ...before, ...extreme },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(PLAN_MESSAGES.tooManyServings(20));
    expect(await currentRules(who)).toEqual(before);
  });

  it("stored before the check, generate within what a slot holds over REST and tRPC, and log no SQL", async () => {
    const who = await cook(t);
    const base = await currentRules(who);
    // Rules saved before the check existed: the generator clamps them.
    await t.handle.db.insert(planRules).values({ userId: who.user.id, rules: { ...base, ...extreme } });
    const from = logs.length;

    const rest = await t.app.inject({ method: "POST", url: `/api/plans/${WEEK}/generate`, headers: who.auth, payload: { seed: 1 } });
    expect(rest.statusCode, rest.body).toBe(200);
    const restSlots = rest.json().slots as Array<{ servings: number; recipe: unknown }>;
    expect(restSlots.filter((s) => s.recipe !== null).length).toBeGreaterThan(0);
    expect(Math.max(...restSlots.map((s) => s.servings))).toBeLessThanOrEqual(50);
    expect(Math.min(...restSlots.map((s) => s.servings))).toBeGreaterThanOrEqual(20);

    await t.app.inject({ method: "DELETE", url: `/api/plans/${WEEK}/slots/0/Dinner`, headers: who.auth });
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/plans.generate",
      headers: who.auth,
      payload: { weekStart: "2026-11-30", scope: { kind: "week" }, seed: 2 },
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    const trpcSlots = trpc.json().result.data.slots as Array<{ servings: number }>;
    expect(Math.max(...trpcSlots.map((s) => s.servings))).toBeLessThanOrEqual(50);

    const since = logs.slice(from);
    expect(since.filter((line) => line.startsWith("error") || line.startsWith("fatal"))).toEqual([]);
    expect(since.filter((line) => SQL.test(line))).toEqual([]);
  });

  it("logs no SQL for any refused rule", async () => {
    const who = await cook(t);
    const before = await currentRules(who);
    const from = logs.length;
    for (const change of [
      extreme,
      { people: 21 },
      { dailyCalories: 10001 },
      { maxServingsPerPerson: 4 },
      { people: -1, maxServingsPerPerson: -50 },
    ]) {
      const res = await t.app.inject({ method: "PUT", url: "/api/plans/rules", headers: who.auth, payload: { ...before, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).not.toMatch(SQL);
    }
    expect(logs.slice(from).filter((line) => SQL.test(line))).toEqual([]);
  });
});

describe("plan generation per person", () => {
  const generate = (who: Who) =>
    limited.app.inject({
      method: "POST",
      url: `/api/plans/${WEEK}/generate`,
      headers: who.auth,
      payload: { scope: { kind: "day", day: 0 } },
    });
  const generateTrpc = (who: Who, calls = 1) =>
    limited.app.inject({
      method: "POST",
      url: `/trpc/${Array.from({ length: calls }, () => "plans.generate").join(",")}?batch=1`,
      headers: who.auth,
      payload: Object.fromEntries(
        Array.from({ length: calls }, (_, i) => [String(i), { weekStart: WEEK, scope: { kind: "day", day: 1 } }]),
      ),
    });

  it("answers 429 with a clear message once a person has generated too often, over REST and tRPC alike", async () => {
    const who = await cook(limited);
    for (let i = 0; i < 2; i++) expect((await generate(who)).statusCode).toBe(200);
    expect((await generateTrpc(who)).statusCode).toBe(200);

    const refused = await generate(who);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PLAN_MESSAGES.generateRateLimited);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const viaTrpc = await generateTrpc(who);
    expect(viaTrpc.statusCode).toBe(429);
    expect(viaTrpc.body).toContain(PLAN_MESSAGES.generateRateLimited);
    // The cart's meal plan runs the same engine and counts against the same limit.
    const cart = (
      await limited.app.inject({ method: "POST", url: "/api/user-carts/add", headers: who.auth, payload: { name: "Week" } })
    ).json() as { id: number };
    const mealPlan = await limited.app.inject({
      method: "POST",
      url: "/api/grocery-cart/mealplan",
      headers: who.auth,
      payload: { cart_id: cart.id, number_of_meals: 3 },
    });
    expect(mealPlan.statusCode).toBe(429);

    // Another person is not held back by the first one's generations.
    const other = await cook(limited);
    expect((await generate(other)).statusCode).toBe(200);
  });

  it("counts every call of a tRPC batch", async () => {
    const who = await cook(limited);
    const batch = await generateTrpc(who, 4);
    const answers = batch.json() as Array<{ result?: unknown; error?: { json?: { message: string }; message?: string } }>;
    expect(answers.filter((a) => a.result !== undefined)).toHaveLength(3);
    expect(answers.filter((a) => a.error !== undefined)).toHaveLength(1);
    expect((await generate(who)).statusCode).toBe(429);
  });
});
