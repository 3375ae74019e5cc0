import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@simmer/db";
import { createServer } from "../src/app";
import { freshDatabase, signUpAndLogIn, TEST_SECRET } from "./harness";
import { freePort, TestRedis } from "./redis-server";
import { openStream, type OpenStream } from "./event-stream";

// Live notices across two instances on one database and one Redis (ADR 139).
let redis: TestRedis;
let db: { handle: DbHandle; drop: () => Promise<void> };
let one: FastifyInstance;
let two: FastifyInstance;
const open: OpenStream[] = [];

async function instance(redisUrl: string) {
  const app = await createServer({
    db: db.handle.db,
    dbKind: db.handle.kind,
    jwtSecret: TEST_SECRET,
    webDist: null,
    logLevel: "silent",
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    redisUrl,
    jobs: { holdLiveness: db.handle.holdLiveness },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}
const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  redis = new TestRedis(await freePort());
  await redis.start();
  db = await freshDatabase();
  await db.handle.migrate();
  one = await instance(redis.url);
  two = await instance(redis.url);
}, 300_000);
afterAll(async () => {
  open.forEach((s) => s.close());
  await one?.close();
  await two?.close();
  await db?.handle.close();
  await db?.drop();
  await redis?.stop();
}, 300_000);

async function stream(app: FastifyInstance, headers: Record<string, string>) {
  const opened = await openStream(baseOf(app), headers);
  open.push(opened);
  expect(opened.status).toBe(200);
  return opened;
}

const addItem = (app: FastifyInstance, auth: Record<string, string>, name: string) =>
  app.inject({
    method: "POST",
    url: "/api/shopping/commands",
    headers: auth,
    payload: {
      device_id: crypto.randomUUID(),
      commands: [{ id: crypto.randomUUID(), type: "add", uid: crypto.randomUUID(), at: new Date().toISOString(), name }],
    },
  });

async function health(app: FastifyInstance) {
  return (await app.inject({ method: "GET", url: "/api/health" })).json() as { redis: string; live: string };
}

async function until(probe: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("gave up waiting");
}

describe("live notices through Redis", { timeout: 180_000 }, () => {
  it("reach a stream on the other instance, and resume there from an id the first instance sent", async () => {
    const cook = await signUpAndLogIn(one);
    expect(await health(two)).toMatchObject({ redis: "ok", live: "redis" });
    const onTwo = await stream(two, cook.auth);
    await onTwo.next((e) => e.event === "ready");
    expect((await addItem(one, cook.auth, "milk")).statusCode).toBe(200);
    const seen = await onTwo.next((e) => e.event === "change");
    expect(seen.data).toMatchObject({ topic: "shopping", by: { user_id: cook.user.id } });
    onTwo.close();

    // Missed while away, replayed by the other instance from the same Redis log.
    expect((await addItem(two, cook.auth, "bread")).statusCode).toBe(200);
    const onOne = await stream(one, { ...cook.auth, "last-event-id": seen.id ?? "" });
    expect((await onOne.next((e) => e.event === "ready")).data).toEqual({ resync: false });
    const replayed = await onOne.next();
    expect([replayed.event, replayed.data.topic]).toEqual(["change", "shopping"]);

    // Another person's stream on either instance hears none of it.
    const stranger = await signUpAndLogIn(two);
    const theirs = await stream(one, stranger.auth);
    await theirs.next((e) => e.event === "ready");
    await addItem(two, cook.auth, "eggs");
    await addItem(one, stranger.auth, "own");
    expect((await theirs.next((e) => e.event === "change")).data.by).toMatchObject({ user_id: stranger.user.id });
  });

  it("keeps writes answering while Redis is down, delivers on the same instance, and asks streams to refetch when it is back", async () => {
    const cook = await signUpAndLogIn(one);
    const onOne = await stream(one, cook.auth);
    await onOne.next((e) => e.event === "ready");
    await redis.kill();

    expect((await addItem(one, cook.auth, "offline-milk")).statusCode).toBe(200);
    const local = await onOne.next((e) => e.event === "change");
    expect(local.data).toMatchObject({ topic: "shopping" });
    // Delivered here alone, so nobody can resume from it.
    expect(local.id).toBeNull();
    await until(async () => (await health(one)).live === "local");
    // A stream opened now starts without an id, and a resume it cannot check asks for a refetch.
    const meanwhile = await stream(two, { ...cook.auth, "last-event-id": "1700000000000-0" });
    expect((await meanwhile.next((e) => e.event === "ready")).data).toEqual({ resync: true });

    await redis.start();
    await onOne.next((e) => e.event === "resync");
    await until(async () => (await health(one)).live === "redis");
    expect((await addItem(two, cook.auth, "back")).statusCode).toBe(200);
    expect((await onOne.next((e) => e.event === "change")).id).toMatch(/^\d+-\d+$/);
  });

  it("closes without warning that Redis is away", async () => {
    const leaving = await instance(redis.url);
    await until(async () => (await health(leaving)).live === "redis");
    const warn = vi.spyOn(leaving.log, "warn");
    await leaving.close();
    expect(warn.mock.calls.filter((call) => call.some((arg) => typeof arg === "string" && arg.includes("Redis is not answering")))).toEqual(
      [],
    );
  });
});
