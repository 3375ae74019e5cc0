import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SHARED_LIST_LIMITS } from "@simmer/contracts";
import { startTestApp, type TestApp } from "./harness";
import { TestRedis } from "./redis-server";
import { itemNamed, personWithList, uuid } from "./shopping-fixtures";

// Every limit fails open while its store is unreachable, logs that once, and limits again when the
// store answers (ADR 116). The test's own redis-server is stopped mid-test; never the shared one.
const REDIS_PORT = 6391;
let redis: TestRedis;
let t: TestApp;
beforeAll(async () => {
  redis = new TestRedis(REDIS_PORT);
  await redis.start();
  // The per-link call limit (in memory, ADR 093) is raised so only the route limits in Redis count.
  t = await startTestApp({ redisUrl: redis.url, sharedListPerMinute: 10_000 });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

/** Whether a logger call carried this message. */
const said = (call: unknown[], words: string) => call.some((arg) => typeof arg === "string" && arg.includes(words));

async function untilRedisAnswers() {
  for (let i = 0; i < 100; i += 1) {
    const health = (await t.app.inject({ method: "GET", url: "/api/health" })).json() as { redis?: string };
    if (health.redis === "ok") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the instance never reconnected to Redis");
}

async function shareList(authorization: { authorization: string }): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: authorization, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe("the shared list while Redis is down", { timeout: 180_000 }, () => {
  it("answers its page, form post and commands, warns once, and limits again when Redis is back", async () => {
    const owner = await personWithList(t);
    const token = await shareList(owner.auth);
    const carrots = await itemNamed(t, owner.auth, "carrots");
    const from = "10.8.0.1";
    expect((await t.app.inject({ method: "GET", url: `/shopping-list/${token}`, remoteAddress: from })).statusCode).toBe(200);

    const warn = vi.spyOn(t.app.log, "warn");
    const info = vi.spyOn(t.app.log, "info");
    await redis.kill();

    for (let round = 0; round < 3; round += 1) {
      const page = await t.app.inject({ method: "GET", url: `/shopping-list/${token}`, remoteAddress: from });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain("carrots");

      const formId = /name="form_id" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
      const form = new URLSearchParams({ form_id: formId, shown: `${carrots.uid}:${round % 2}` });
      if (round % 2 === 0) form.append("tick", carrots.uid);
      const posted = await t.app.inject({
        method: "POST",
        url: `/shopping-list/${token}`,
        remoteAddress: from,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form.toString(),
      });
      expect(posted.statusCode, posted.body).toBe(303);
      expect(posted.headers.location).toBe(`/shopping-list/${token}?notice=saved`);

      const command = {
        id: uuid(),
        type: round % 2 === 0 ? "untick" : "tick",
        uid: carrots.uid,
        at: new Date().toISOString(),
        base_version: 0,
      };
      const rest = await t.app.inject({
        method: "POST",
        url: `/api/shared-lists/${token}/commands`,
        remoteAddress: from,
        payload: { device_id: uuid(), commands: [command] },
      });
      expect(rest.statusCode, rest.body).toBe(200);
      const trpc = await t.app.inject({
        method: "POST",
        url: "/trpc/shopping.sharedApply",
        remoteAddress: from,
        payload: { token, device_id: uuid(), commands: [{ ...command, id: uuid() }] },
      });
      expect(trpc.statusCode, trpc.body).toBe(200);
    }
    // Signed-in routes and logins go on as well.
    expect((await t.app.inject({ method: "GET", url: "/api/shopping", headers: owner.auth })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: from,
          payload: { email: owner.email, password: owner.password },
        })
      ).statusCode,
    ).toBe(200);
    expect(warn.mock.calls.filter((call) => said(call, "rate limit store unreachable"))).toHaveLength(1);

    await redis.start();
    await untilRedisAnswers();
    const again = "10.8.0.2";
    const send = () =>
      t.app.inject({
        method: "POST",
        url: `/api/shared-lists/${token}/commands`,
        remoteAddress: again,
        payload: {
          device_id: uuid(),
          commands: [{ id: uuid(), type: "tick", uid: carrots.uid, at: new Date().toISOString(), base_version: 0 }],
        },
      });
    for (let i = 0; i < SHARED_LIST_LIMITS.perMinute; i += 1) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    expect(info.mock.calls.some((call) => said(call, "rate limit store answers again"))).toBe(true);
    expect(warn.mock.calls.filter((call) => said(call, "rate limit store unreachable"))).toHaveLength(1);
  });
});
