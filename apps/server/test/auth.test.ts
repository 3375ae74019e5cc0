import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { eq } from "drizzle-orm";
import { users } from "@simmer/db";
import { TEST_SECRET, signUpAndLogIn, startTestApp, uniqueEmail, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, payload: payload as object });

describe("GET /api/health", () => {
  it("answers without a token and names the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      db: process.env.TEST_DB === "postgres" ? "postgres" : "pglite",
      database: "ok",
      redis: "not configured",
    });
  });
});

describe("POST /api/auth/signup", () => {
  it("creates the account with the email trimmed and lower-cased and the password hashed with argon2id", async () => {
    const local = uniqueEmail("Mixed.Case");
    const res = await post("/api/auth/signup", { email: `  ${local.toUpperCase()} `, password: "longenough" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Account created! Please log in.");
    expect(body.user.email).toBe(local.toLowerCase());
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, local.toLowerCase()));
    expect(row?.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(row?.passwordHash).not.toContain("longenough");
  });

  it.each([
    [{ password: "longenough" }, "Email is required."],
    [{ email: "", password: "longenough" }, "Email is required."],
    [{ email: "not-an-email", password: "longenough" }, "Email must be a valid email address, like name@example.com."],
    [{ email: "a@b", password: "longenough" }, "Email must be a valid email address, like name@example.com."],
    [{ email: "x@example.com" }, "Password is required."],
    [{ email: "x@example.com", password: "" }, "Password is required."],
    [{ email: "x@example.com", password: "1234567" }, "Password must be at least 8 characters."],
    [{ email: "x@example.com", password: "x".repeat(257) }, "Password must be at most 256 characters."],
    [{ email: "x@example.com", password: "password" }, "This password is too common and easy to guess. Please choose another."],
    [{ email: "x@example.com", password: " Qwerty123 " }, "This password is too common and easy to guess. Please choose another."],
  ])("rejects %j with a clear message", async (payload, message) => {
    const res = await post("/api/auth/signup", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, message, code: "BAD_REQUEST" });
  });

  it("accepts passwords of exactly 8 and 256 characters", async () => {
    expect((await post("/api/auth/signup", { email: uniqueEmail(), password: "1a2b3c4d" })).statusCode).toBe(201);
    expect((await post("/api/auth/signup", { email: uniqueEmail(), password: "p".repeat(256) })).statusCode).toBe(201);
  });

  it("answers 409 for an email that is already registered, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await post("/api/auth/signup", { email, password: "longenough" })).statusCode).toBe(201);
    const again = await post("/api/auth/signup", { email: ` ${email.toUpperCase()}`, password: "otherpassword" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("An account with this email already exists.");
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/json/i);
  });
});

describe("POST /api/auth/login", () => {
  it("returns a 7-day HS256 token with issuer and audience", async () => {
    const { token, user, email } = await signUpAndLogIn(t.app);
    expect(user.email).toBe(email);
    expect(decodeProtectedHeader(token).alg).toBe("HS256");
    const claims = decodeJwt(token);
    expect(claims.iss).toBe("simmer");
    expect(claims.aud).toBe("simmer-web");
    expect(claims.sub).toBe(String(user.id));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 3600);
  });

  it("gives a wrong password and an unknown email the same 401 and message", async () => {
    const { email } = await signUpAndLogIn(t.app);
    const wrong = await post("/api/auth/login", { email, password: "not the password" });
    const unknown = await post("/api/auth/login", { email: uniqueEmail("nobody"), password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Invalid email or password.");
  });

  it("matches the email whatever its case and surrounding spaces", async () => {
    const { email, password } = await signUpAndLogIn(t.app);
    const res = await post("/api/auth/login", { email: `  ${email.toUpperCase()}  `, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Login successful.");
  });
});

describe("bearer tokens", () => {
  const me = (authorization?: string) =>
    t.app.inject({ method: "GET", url: "/trpc/auth.me", headers: authorization ? { authorization } : {} });

  it("lets a signed-in user through and refuses a missing token with 401", async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const ok = await me(auth.authorization);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data).toEqual(user);
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe("You are not authenticated. Please log in.");
  });

  it("refuses tampered, foreign, unsigned, expired and mis-addressed tokens", async () => {
    const { token, user } = await signUpAndLogIn(t.app);
    const [header, payload, signature] = token.split(".");
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: "999999" })).toString("base64url")}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const { sid } = decodeJwt(token);
    const sign = (secret: string, edit: (jwt: SignJWT) => SignJWT, claims: object = { sid }) =>
      edit(new SignJWT({ ...claims }).setProtectedHeader({ alg: "HS256" }).setSubject(String(user.id))).sign(
        new TextEncoder().encode(secret),
      );
    const full = (jwt: SignJWT) => jwt.setIssuer("simmer").setAudience("simmer-web").setIssuedAt();
    const foreign = await sign("another-secret-that-is-long-enough-for-hs256", (j) => full(j).setExpirationTime("1h"));
    const expired = await sign(TEST_SECRET, (j) => full(j).setExpirationTime(Math.floor(Date.now() / 1000) - 60));
    const wrongAudience = await sign(TEST_SECRET, (j) => j.setIssuer("simmer").setAudience("elsewhere").setExpirationTime("1h"));
    const wrongIssuer = await sign(TEST_SECRET, (j) => j.setIssuer("elsewhere").setAudience("simmer-web").setExpirationTime("1h"));
    const noExpiry = await sign(TEST_SECRET, (j) => full(j));
    const valid = await sign(TEST_SECRET, (j) => full(j).setExpirationTime("1h"));
    // Correctly signed, but naming no session, or a session that was never opened.
    const noSession = await sign(TEST_SECRET, (j) => full(j).setExpirationTime("1h"), {});
    const unknownSession = await sign(TEST_SECRET, (j) => full(j).setExpirationTime("1h"), { sid: crypto.randomUUID() });
    const malformedSession = await sign(TEST_SECRET, (j) => full(j).setExpirationTime("1h"), { sid: "1' or '1'='1" });

    expect((await me(`Bearer ${valid}`)).statusCode).toBe(200);
    const refused = [forged, unsigned, foreign, expired, wrongAudience, wrongIssuer, noExpiry, "garbage"];
    for (const bad of [...refused, noSession, unknownSession, malformedSession]) {
      expect((await me(`Bearer ${bad}`)).statusCode).toBe(401);
    }
    expect((await me(`Basic ${token}`)).statusCode).toBe(401);
  });

  it("answers 401 for any other /api path without a token and 404 with one", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    expect((await t.app.inject({ method: "GET", url: "/api/no-such-thing" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/metrics/id/1" })).statusCode).toBe(401);
    const signedIn = await t.app.inject({ method: "GET", url: "/api/no-such-thing", headers: auth });
    expect(signedIn.statusCode).toBe(404);
  });
});

describe("the tRPC endpoint", () => {
  it("serves the same procedures as the REST adapter", async () => {
    const health = await t.app.inject({ method: "GET", url: "/trpc/health.check" });
    expect(health.statusCode).toBe(200);
    expect(health.json().result.data.status).toBe("ok");
    const email = uniqueEmail();
    const signup = await t.app.inject({ method: "POST", url: "/trpc/auth.signup", payload: { email, password: "longenough" } });
    expect(signup.statusCode).toBe(200);
    const bad = await t.app.inject({ method: "POST", url: "/trpc/auth.signup", payload: { email, password: "short" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Password must be at least 8 characters.");
    const common = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.signup",
      payload: { email: uniqueEmail(), password: "password" },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe("This password is too common and easy to guess. Please choose another.");
  });
});
