import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobs, serverInstances } from "@simmer/db";
import { createServer, type ServerOptions } from "../src/app";
import { signUpAndLogIn, startTestApp, TEST_SECRET, type TestApp } from "./harness";
import { INTERRUPTED_MESSAGES } from "@simmer/contracts";

const INTERRUPTED = INTERRUPTED_MESSAGES["recipes.import"];

let t: TestApp;
beforeAll(async () => {
  // The servers each test starts do the sweeping; this one only answers sign-ups.
  t = await startTestApp({ jobs: { beatEveryMs: 3_600_000 } });
});
afterAll(async () => {
  await t.close();
});

/** Another server process on the same database: a restart on PGlite, a second instance on PostgreSQL. */
async function anotherServer(jobsOptions: ServerOptions["jobs"] = {}) {
  const app = await createServer({
    db: t.handle.db,
    dbKind: t.handle.kind,
    jwtSecret: TEST_SECRET,
    webDist: null,
    logLevel: "silent",
    jobs: jobsOptions,
  });
  await app.ready();
  return app;
}

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);

/**
 * A job some process left running, with that process's last heartbeat (none: it said goodbye) and
 * the key of the liveness lock it took on PostgreSQL.
 */
async function runningJobOf(
  userId: number,
  instance: { id: string; lastBeat: Date | null; lockKey?: number | null },
  jobBeat = secondsAgo(3),
) {
  if (instance.lastBeat) {
    await t.handle.db
      .insert(serverInstances)
      .values({ id: instance.id, heartbeatAt: instance.lastBeat, lockKey: instance.lockKey ?? null });
  }
  const id = crypto.randomUUID();
  await t.handle.db.insert(jobs).values({
    id,
    userId,
    kind: "recipes.import",
    state: "running",
    batchesDone: 1,
    batchesTotal: 4,
    heartbeatAt: jobBeat,
    instanceId: instance.id,
  });
  return id;
}

let nextKey = 1_000_000 + Math.floor(Math.random() * 1_000_000);
/** A live process on PostgreSQL holds its liveness lock; on PGlite there is none to hold. */
async function liveLock() {
  const key = (nextKey += 1);
  const held = (await t.handle.holdLiveness?.(key)) ?? null;
  return { key: held ? key : null, release: async () => held?.release() };
}

async function stateOf(jobId: string) {
  const [row] = await t.handle.db.select().from(jobs).where(eq(jobs.id, jobId));
  return row!;
}

describe("jobs whose server process died", () => {
  it("fail at once when a server starts, if their process stopped cleanly (no heartbeat left)", async () => {
    const { user, auth } = await signUpAndLogIn(t.app);
    const jobId = await runningJobOf(user.id, { id: "gone-" + crypto.randomUUID(), lastBeat: null });
    const restarted = await anotherServer();
    const res = await restarted.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth });
    await restarted.close();
    expect(res.json()).toMatchObject({ state: "error", error: INTERRUPTED });
    expect(INTERRUPTED).toBe("The import was interrupted when the server restarted. Nothing was imported.");
    expect((await stateOf(jobId)).finishedAt).not.toBeNull();
  });

  it("fail at once when a server starts, if their process stopped beating past the grace", async () => {
    const { user } = await signUpAndLogIn(t.app);
    const jobId = await runningJobOf(user.id, { id: "stale-" + crypto.randomUUID(), lastBeat: secondsAgo(45) }, secondsAgo(45));
    const restarted = await anotherServer();
    await restarted.close();
    expect(await stateOf(jobId)).toMatchObject({ state: "error", error: INTERRUPTED });
  });

  it("a process killed without a goodbye is seen at once, although its heartbeat is still fresh", async () => {
    const { user } = await signUpAndLogIn(t.app);
    // Its row says it beat 2 s ago; on PostgreSQL the lock it held ended with its connection.
    const killedId = "killed-" + crypto.randomUUID();
    const jobId = await runningJobOf(user.id, { id: killedId, lastBeat: secondsAgo(2), lockKey: 424_242 });
    const restarted = await anotherServer();
    await restarted.close();
    expect(await stateOf(jobId)).toMatchObject({ state: "error", error: INTERRUPTED });
    expect(await t.handle.db.select().from(serverInstances).where(eq(serverInstances.id, killedId))).toEqual([]);
  });

  it("a job of a process that is alive: failed at once on embedded PGlite (one process only), left alone on shared PostgreSQL", async () => {
    const { user } = await signUpAndLogIn(t.app);
    const lock = await liveLock();
    const jobId = await runningJobOf(user.id, { id: "alive-" + crypto.randomUUID(), lastBeat: secondsAgo(2), lockKey: lock.key });
    const restarted = await anotherServer();
    await restarted.close();
    await lock.release();
    const row = await stateOf(jobId);
    if (t.handle.kind === "pglite") {
      // The heartbeat is what a killed process left behind: nothing else can open this database.
      expect(row).toMatchObject({ state: "error", error: INTERRUPTED });
    } else {
      expect(row).toMatchObject({ state: "running", error: null });
      await t.handle.db.update(jobs).set({ state: "error", error: "test over" }).where(eq(jobs.id, jobId));
    }
  });

  it("a job whose process stops beating while a server runs is failed by that server's sweeper", async () => {
    const { user, auth } = await signUpAndLogIn(t.app);
    const watcherId = "watcher-" + crypto.randomUUID();
    const watcher = await anotherServer({ instanceId: watcherId, beatEveryMs: 20, staleAfterMs: 1000 });
    const otherId = "other-" + crypto.randomUUID();
    const lock = await liveLock();
    const jobId = await runningJobOf(user.id, { id: otherId, lastBeat: new Date(), lockKey: lock.key });
    const sweeps = async (n: number) => {
      // Each sweep renews the watcher's own heartbeat; wait until it has moved n times.
      for (let seen = 0, last = 0; seen < n;) {
        const [me] = await t.handle.db.select().from(serverInstances).where(eq(serverInstances.id, watcherId));
        const at = me?.heartbeatAt.getTime() ?? 0;
        if (at !== last) {
          seen += 1;
          last = at;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    if (t.handle.kind === "postgres") {
      await t.handle.db.update(serverInstances).set({ heartbeatAt: new Date() }).where(eq(serverInstances.id, otherId));
      await sweeps(3);
      expect((await stateOf(jobId)).state).toBe("running");
    }
    // Still holding its lock, but silent: a hung process counts as gone too.
    await t.handle.db
      .update(serverInstances)
      .set({ heartbeatAt: secondsAgo(45) })
      .where(eq(serverInstances.id, otherId));
    let status = { state: "running", error: null as string | null };
    while (status.state === "running") {
      await sweeps(1);
      status = (await watcher.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth })).json();
    }
    await watcher.close();
    await lock.release();
    expect(status).toMatchObject({ state: "error", error: INTERRUPTED });
    const forgotten = await t.handle.db.select().from(serverInstances).where(eq(serverInstances.id, otherId));
    expect(forgotten).toEqual([]);
  });

  it("a job whose process dies while a server runs is failed by that server's sweeper, its heartbeat notwithstanding", async () => {
    const { user, auth } = await signUpAndLogIn(t.app);
    const watcher = await anotherServer({ instanceId: "watcher-" + crypto.randomUUID(), beatEveryMs: 20 });
    const lock = await liveLock();
    const otherId = "dying-" + crypto.randomUUID();
    const jobId = await runningJobOf(user.id, { id: otherId, lastBeat: new Date(), lockKey: lock.key });
    // The process dies: its connection, and so its lock, is gone; its row still looks fresh.
    await lock.release();
    let status = { state: "running", error: null as string | null };
    while (status.state === "running") {
      await new Promise((r) => setTimeout(r, 20));
      status = (await watcher.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth })).json();
    }
    await watcher.close();
    expect(status).toMatchObject({ state: "error", error: INTERRUPTED });
  });

  it("a server that stops cleanly says goodbye, and never fails its own running jobs", async () => {
    const { user } = await signUpAndLogIn(t.app);
    const ownId = "own-" + crypto.randomUUID();
    const server = await anotherServer({ instanceId: ownId, beatEveryMs: 20 });
    const jobId = await runningJobOf(user.id, { id: ownId, lastBeat: null });
    const [registered] = await t.handle.db.select().from(serverInstances).where(eq(serverInstances.id, ownId));
    expect(registered).toBeDefined();
    // Let it sweep a few times: its own job stays running.
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 25));
    expect((await stateOf(jobId)).state).toBe("running");
    await server.close();
    expect(await t.handle.db.select().from(serverInstances).where(eq(serverInstances.id, ownId))).toEqual([]);
    await t.handle.db.update(jobs).set({ state: "error", error: "test over" }).where(eq(jobs.id, jobId));
  });
  it("a beat still under way when the server stops does not bring its row back after the goodbye", async () => {
    const ownId = "slow-" + crypto.randomUUID();
    let ready = false;
    let entered: () => void = () => {};
    const inBeat = new Promise<void>((resolve) => (entered = resolve));
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Taking the liveness lock is slow once the server is up: a beat is caught between its start
    // and its write to the instance row.
    const holdLiveness = async () => {
      if (ready) {
        entered();
        await gate;
      }
      return null;
    };
    const server = await anotherServer({ instanceId: ownId, beatEveryMs: 20, holdLiveness });
    ready = true;
    await inBeat;
    const closing = server.close();
    await new Promise((r) => setTimeout(r, 50));
    open();
    await closing;
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.handle.db.select().from(serverInstances).where(eq(serverInstances.id, ownId))).toEqual([]);
  });
});
