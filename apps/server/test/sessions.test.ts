import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sessions, users } from "@simmer/db";
import { createServer } from "../src/app";
import { TEST_SECRET, signUpAndLogIn, startTestApp, type TestApp } from "./harness";

let t: TestApp;
/** A second instance over the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  other = await createServer({ db: t.handle.db, dbKind: t.handle.kind, jwtSecret: TEST_SECRET, webDist: null, logLevel: "silent" });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const logIn = async (email: string, password: string) => {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  return (res.json() as { token: string }).token;
};
/** Status of two protected reads (tRPC and REST) with the token; both must agree. */
async function statusWith(token: string, app: FastifyInstance = t.app): Promise<number> {
  const viaTrpc = await app.inject({ method: "GET", url: "/trpc/auth.me", headers: bearer(token) });
  const viaRest = await app.inject({ method: "GET", url: "/api/user-carts", headers: bearer(token) });
  expect(viaRest.statusCode).toBe(viaTrpc.statusCode);
  return viaTrpc.statusCode;
}

describe("sessions", () => {
  it("opens one session per login, named in the token and ending when the token does", async () => {
    const { token, user } = await signUpAndLogIn(t.app);
    const claims = decodeJwt(token);
    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)));
    expect(row?.userId).toBe(user.id);
    expect(row?.kind).toBe("web");
    expect(Math.floor((row?.expiresAt?.getTime() ?? 0) / 1000)).toBe(claims.exp);
  });

  it("refuses a token at once when its session has expired in the database", async () => {
    const { token } = await signUpAndLogIn(t.app);
    expect(await statusWith(token)).toBe(200);
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, String(decodeJwt(token).sid)));
    expect(await statusWith(token)).toBe(401);
  });

  it("refuses the tokens of a deleted user", async () => {
    const { token, user } = await signUpAndLogIn(t.app);
    await t.handle.db.delete(users).where(eq(users.id, user.id));
    expect(await statusWith(token)).toBe(401);
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends that token on every instance at once, and no other", async () => {
    const { email, password, token } = await signUpAndLogIn(t.app);
    const second = await logIn(email, password);
    expect(await statusWith(token, other)).toBe(200);

    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "You have been logged out." });
    expect(res.headers["cache-control"]).toBe("no-store");

    expect(await statusWith(token)).toBe(401);
    expect(await statusWith(token, other)).toBe(401);
    expect(await statusWith(second)).toBe(200);
    expect(await statusWith(second, other)).toBe(200);
  });

  it("answers 401 without a token, with an ended token, and with a forged one", async () => {
    const { token } = await signUpAndLogIn(t.app);
    const noToken = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe("You are not authenticated. Please log in.");
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer("x.y.z") })).statusCode).toBe(401);
  });

  it("is also the tRPC procedure auth.logout, ending the token on the other instance", async () => {
    const { token } = await signUpAndLogIn(t.app);
    const res = await other.inject({ method: "POST", url: "/trpc/auth.logout", headers: bearer(token), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ message: "You have been logged out." });
    expect(await statusWith(token)).toBe(401);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("ends every session of that user on every instance, and nobody else's", async () => {
    const alice = await signUpAndLogIn(t.app);
    const alicePhone = await logIn(alice.email, alice.password);
    const aliceLaptop = await logIn(alice.email, alice.password);
    const bob = await signUpAndLogIn(t.app);

    const res = await other.inject({ method: "POST", url: "/api/auth/logout-all", headers: bearer(alicePhone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "You have been logged out on every device.", ended: 3 });

    for (const token of [alice.token, alicePhone, aliceLaptop]) {
      expect(await statusWith(token)).toBe(401);
      expect(await statusWith(token, other)).toBe(401);
    }
    expect(await statusWith(bob.token)).toBe(200);
    // Signing in again afterwards works as before.
    expect(await statusWith(await logIn(alice.email, alice.password))).toBe(200);
  });

  it("is also the tRPC procedure auth.logoutAll, and needs a live token", async () => {
    const alice = await signUpAndLogIn(t.app);
    const second = await logIn(alice.email, alice.password);
    const res = await t.app.inject({ method: "POST", url: "/trpc/auth.logoutAll", headers: bearer(second), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ message: "You have been logged out on every device.", ended: 2 });
    expect(await statusWith(alice.token)).toBe(401);
    const again = await t.app.inject({ method: "POST", url: "/trpc/auth.logoutAll", headers: bearer(second), payload: {} });
    expect(again.statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout-all" })).statusCode).toBe(401);
  });

  it("answers 401, not a visitor's answer, when an ended token calls what visitors may call (ADR 119)", async () => {
    const alice = await signUpAndLogIn(t.app);
    const other_tab = await logIn(alice.email, alice.password);
    const listMine = encodeURIComponent(JSON.stringify({ scope: "mine" }));
    const before = await t.app.inject({ method: "GET", url: `/trpc/recipes.list?input=${listMine}`, headers: bearer(other_tab) });
    expect(before.statusCode).toBe(200);

    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout-all", headers: bearer(alice.token) })).statusCode).toBe(200);

    const viaTrpc = await t.app.inject({ method: "GET", url: `/trpc/recipes.list?input=${listMine}`, headers: bearer(other_tab) });
    expect(viaTrpc.statusCode).toBe(401);
    expect(JSON.stringify(viaTrpc.json())).not.toContain("recipe_id");
    const viaRest = await t.app.inject({ method: "GET", url: "/api/recipes?limit=5", headers: bearer(other_tab) });
    expect(viaRest.statusCode).toBe(401);
    expect(viaRest.json()).toMatchObject({ message: "You are not authenticated. Please log in." });
    // A forged token is refused the same way; no token at all is still a visitor.
    expect((await t.app.inject({ method: "GET", url: "/api/recipes?limit=5", headers: bearer("not-a-token") })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/recipes?limit=5" })).statusCode).toBe(200);
    // Nobody's own recipes are not the catalogue: without a sign-in, scope=mine is a 401.
    expect((await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=5" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/trpc/recipes.list?input=${listMine}` })).statusCode).toBe(401);
    // Logging in again with the stale token still sent along works.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: bearer(other_tab),
      payload: { email: alice.email, password: alice.password },
    });
    expect(again.statusCode).toBe(200);
  });
});
