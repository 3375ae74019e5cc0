import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { addRecipe, sampleRecipe } from "./recipes-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 300_000);
afterAll(async () => {
  await t.close();
}, 300_000);

describe("health and readiness", { timeout: 180_000 }, () => {
  it("health keeps its fields and adds the database, Redis, the Browse index version and the process", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith(`{"status":"ok","db":"${t.handle.kind}"`)).toBe(true);
    const body = res.json();
    expect(body).toMatchObject({
      status: "ok",
      db: t.handle.kind,
      database: "ok",
      redis: "not configured",
      instance: { pid: process.pid, worker: null },
      live: "local",
    });
    // The Browse index loads in the background once the server is up, so health may answer
    // before it has: -1 until then (its contract), a change-log version after.
    expect(Number.isInteger(body.browseIndex.version)).toBe(true);
    expect(body.browseIndex.version).toBeGreaterThanOrEqual(-1);
    const viaTrpc = await t.app.inject({ method: "GET", url: "/trpc/health.check" });
    expect(viaTrpc.json().result.data).toMatchObject({ database: "ok", redis: "not configured" });
  });

  it("is ready once the Browse index is loaded, and the index version follows writes", async () => {
    let ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    // The index loads in the background once the server is up: wait for it, as a proxy would.
    for (let i = 0; i < 100 && ready.statusCode !== 200; i += 1) {
      expect(ready.statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    }
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, state: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");

    const before = (await t.app.inject({ method: "GET", url: "/api/health" })).json().browseIndex.version as number;
    expect(before).toBeGreaterThanOrEqual(0);
    const cook = await signUpAndLogIn(t.app);
    await addRecipe(t.app, cook.auth, sampleRecipe({ title: "Readiness soup" }));
    const list = await t.app.inject({ method: "GET", url: "/api/recipes", headers: cook.auth });
    expect(list.statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: "/api/health" })).json().browseIndex.version as number;
    expect(after).toBeGreaterThan(before);
  });
});
