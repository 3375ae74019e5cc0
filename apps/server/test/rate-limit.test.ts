import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueEmail, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

const MESSAGE = "Too many attempts. Please wait a minute and try again.";

describe("credential rate limit", () => {
  it("answers 429 with a clear message once an address spends its attempts", async () => {
    const from = (remoteAddress: string) => ({ remoteAddress });
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail(), password: "whatever1" },
        ...from(remoteAddress),
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt("10.0.0.1")).statusCode).toBe(401);
    const limited = await attempt("10.0.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: MESSAGE, message: MESSAGE, code: "TOO_MANY_REQUESTS" });

    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: uniqueEmail(), password: "whatever1" },
      remoteAddress: "10.0.0.1",
    });
    expect(signup.statusCode).toBe(429);

    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      payload: { email: uniqueEmail(), password: "whatever1" },
      remoteAddress: "10.0.0.1",
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect(viaTrpc.json().error.message).toBe(MESSAGE);

    // Another address, and other routes from the same address, are unaffected.
    expect((await attempt("10.0.0.2")).statusCode).toBe(401);
    const health = await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: "10.0.0.1" });
    expect(health.statusCode).toBe(200);
  });
});
