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
      payload: { email: uniqueEmail(), password: "a fine passphrase" },
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

let address = 0;
/** A client address nobody else in this file uses. */
const freshAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

/** An account made from an address of its own, so making it spends nobody's attempts. */
async function newAccount() {
  const email = uniqueEmail();
  const password = "correct horse battery";
  const res = await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password }, remoteAddress: freshAddress() });
  expect(res.statusCode).toBe(201);
  return { email, password };
}

describe("credential rate limit: every way to reach login and signup counts", () => {
  // Spellings of the two REST routes. Those the router resolves to the route must be counted; the
  // rest must never reach a password check at all.
  const loginSpellings = [
    "/api/auth/login",
    "/api/auth/%6Cogin",
    "/api/auth/%6c%6f%67%69%6e",
    "/api/%61uth/login",
    "/api/auth/login?x=1",
    "/api/auth/login?",
    "/api/auth/login#frag",
    "//api/auth/login",
    "/api//auth/login",
    "/api/auth/login/",
    "/api/auth/login//",
    "/API/auth/login",
    "/api/auth/LOGIN",
    "/api/auth/login;jsessionid=1",
    "/api/auth/login%3Bx",
    "/api/auth/login%2F",
    "/api/auth%2Flogin",
  ];
  const signupSpellings = ["/api/auth/signup", "/api/auth/sign%75p", "/api/auth/%73%69%67%6e%75%70", "/api/auth/signup?a=b"];

  it.each(loginSpellings)("never checks a password past the limit through %s", async (url) => {
    const { email, password } = await newAccount();
    const from = freshAddress();
    const attempt = (pw: string, at = url) =>
      t.app.inject({ method: "POST", url: at, payload: { email, password: pw }, remoteAddress: from });
    const first = await attempt("wrong password");
    const routed = first.statusCode === 401 && first.json().message === "Invalid email or password.";
    for (let i = 1; i < 5; i += 1) await attempt("wrong password");
    const right = await attempt(password);
    expect(right.statusCode).not.toBe(200);
    expect(right.body).not.toContain("token");
    if (routed) {
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(MESSAGE);
      expect(right.headers["retry-after"]).toMatch(/^\d+$/);
      // The same counter holds for the plain path and the tRPC procedure.
      expect((await attempt(password, "/api/auth/login")).statusCode).toBe(429);
    }
  });

  it.each(signupSpellings)("counts signups through %s against the same limit", async (url) => {
    const from = freshAddress();
    const signup = (email: string) =>
      t.app.inject({ method: "POST", url, payload: { email, password: "long enough" }, remoteAddress: from });
    for (let i = 0; i < 3; i += 1) expect((await signup(uniqueEmail())).statusCode).toBe(201);
    const email = uniqueEmail();
    const limited = await signup(email);
    expect(limited.statusCode).toBe(429);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "long enough" },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(401);
  });

  it("counts each call of a tRPC batch, so nine guesses in one request are not nine for the price of one", async () => {
    const { email, password } = await newAccount();
    const guesses = Array.from({ length: 9 }, (_, i) => ({ email, password: i === 8 ? password : `guess ${i}` }));
    const res = await t.app.inject({
      method: "POST",
      url: `/trpc/${Array(9).fill("auth.login").join(",")}?batch=1`,
      payload: Object.fromEntries(guesses.map((input, i) => [i, input])),
      remoteAddress: freshAddress(),
    });
    const results = res.json() as { error?: { data: { httpStatus: number }; message: string } }[];
    expect(results).toHaveLength(9);
    const statuses = results.map((r) => r.error?.data.httpStatus ?? 200);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429]);
    expect(res.body).not.toContain("token");
  });

  it.each([
    ["a percent-encoded dot", "/trpc/auth%2Elogin", false],
    ["a percent-encoded letter", "/trpc/auth.%6Cogin", false],
    ["a doubly encoded letter", "/trpc/auth.%256Cogin", false],
    ["a percent-encoded comma", `/trpc/${Array(4).fill("auth.login").join("%2C")}?batch=1`, true],
    ["a doubly encoded comma", `/trpc/${Array(4).fill("auth.login").join("%252C")}?batch=1`, true],
    ["a repeated batch flag", `/trpc/${Array(4).fill("auth.login").join(",")}?batch=1&batch=0`, true],
    ["signup and login mixed", "/trpc/auth.signup,auth.login,auth.%6Cogin,auth.sign%75p?batch=1", true],
  ])("counts tRPC calls spelled with %s", async (_, url, batch) => {
    const { email, password } = await newAccount();
    const from = freshAddress();
    const input = { email, password: "wrong password" };
    const payload = batch ? { 0: input, 1: input, 2: input, 3: input } : input;
    for (let i = 0; i < 4; i += 1) await t.app.inject({ method: "POST", url, payload, remoteAddress: from });
    const right = { email, password };
    const last = await t.app.inject({
      method: "POST",
      url,
      payload: batch ? { 0: right, 1: right, 2: right, 3: right } : right,
      remoteAddress: from,
    });
    expect(last.body).not.toContain("token");
    expect(last.body).toContain(MESSAGE);
  });

  it("does not run a credential procedure through GET, and GET does not spend attempts", async () => {
    const { email, password } = await newAccount();
    const from = freshAddress();
    const input = encodeURIComponent(JSON.stringify({ 0: { email, password }, 1: { email, password } }));
    const res = await t.app.inject({ method: "GET", url: `/trpc/auth.login,auth.login?batch=1&input=${input}`, remoteAddress: from });
    expect(res.body).not.toContain("token");
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: from });
    expect(login.statusCode).toBe(200);
  });
});
