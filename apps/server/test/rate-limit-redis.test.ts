import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@simmer/db";
import { createServer } from "../src/app";
import { freshDatabase, TEST_SECRET, uniqueEmail } from "./harness";
import { freePort, TestRedis } from "./redis-server";

// Login limits shared through Redis (ADR 080): two instances on one database and one Redis.
let redis: TestRedis;
let db: { handle: DbHandle; drop: () => Promise<void> };
let one: FastifyInstance;
let two: FastifyInstance;
const account = { email: uniqueEmail("limited"), password: "correct horse battery" };

async function instance(redisUrl: string) {
  const app = await createServer({
    db: db.handle.db,
    dbKind: db.handle.kind,
    jwtSecret: TEST_SECRET,
    webDist: null,
    logLevel: "silent",
    authRateLimit: { max: 10, windowMs: 60_000 },
    redisUrl,
    jobs: { holdLiveness: db.handle.holdLiveness },
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  redis = new TestRedis(await freePort());
  await redis.start();
  db = await freshDatabase();
  await db.handle.migrate();
  one = await instance(redis.url);
  two = await instance(redis.url);
  const signup = await one.inject({ method: "POST", url: "/api/auth/signup", payload: account, remoteAddress: "10.9.0.1" });
  expect(signup.statusCode).toBe(201);
}, 300_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.handle.close();
  await db?.drop();
  await redis?.stop();
}, 300_000);

const login = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: account, remoteAddress });

/** Whether a logger call carried this message. */
const said = (call: unknown[], words: string) => call.some((arg) => typeof arg === "string" && arg.includes(words));

/** Polls until the instance sees Redis again (it reconnects in the background). */
async function untilRedisAnswers(app: FastifyInstance) {
  for (let i = 0; i < 100; i += 1) {
    const health = (await app.inject({ method: "GET", url: "/api/health" })).json() as { redis?: string };
    if (health.redis === "ok") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the instance never reconnected to Redis");
}

describe("login limits count across instances in Redis", { timeout: 180_000 }, () => {
  it("refuses the 11th login in a minute from one address on the other instance", async () => {
    const from = "10.9.1.1";
    for (let i = 0; i < 5; i += 1) expect((await login(one, from)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(two, from)).statusCode).toBe(200);
    const refused = await login(two, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login(one, from)).statusCode).toBe(429);
    // Another address still logs in on either instance.
    expect((await login(one, "10.9.1.2")).statusCode).toBe(200);
  });

  it("keeps answering logins while Redis is down, warns once, and limits again when it is back", async () => {
    const warn = vi.spyOn(one.log, "warn");
    const info = vi.spyOn(one.log, "info");
    await redis.kill();

    const from = "10.9.2.1";
    for (let i = 0; i < 15; i += 1) expect((await login(one, from)).statusCode).toBe(200);
    const warnings = warn.mock.calls.filter((call) => said(call, "rate limit store unreachable"));
    expect(warnings).toHaveLength(1);

    await redis.start();
    await untilRedisAnswers(one);
    const again = "10.9.2.2";
    for (let i = 0; i < 10; i += 1) expect((await login(one, again)).statusCode).toBe(200);
    expect((await login(one, again)).statusCode).toBe(429);
    expect(info.mock.calls.some((call) => said(call, "rate limit store answers again"))).toBe(true);
    expect(warn.mock.calls.filter((call) => said(call, "rate limit store unreachable"))).toHaveLength(1);
  });
});
