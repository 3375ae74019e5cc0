import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sessions } from "@simmer/db";
import { ACCOUNT_MESSAGES } from "@simmer/contracts";
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

type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;
interface Created {
  message: string;
  secret: string;
  token: { id: string; name: string; createdAt: string; lastUsedAt: string | null; expiresAt: string | null };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createToken(who: Who, payload: Record<string, unknown> = { name: "Nightly backup" }): Promise<Created> {
  const res = await t.app.inject({ method: "POST", url: "/api/account/tokens", headers: who.auth, payload });
  expect(res.statusCode).toBe(201);
  return res.json() as Created;
}

/** Status of a protected read through tRPC and through REST with the token; both must agree. */
async function statusWith(token: string, app: FastifyInstance = t.app): Promise<number> {
  const viaTrpc = await app.inject({ method: "GET", url: "/trpc/auth.me", headers: bearer(token) });
  const viaRest = await app.inject({ method: "GET", url: "/api/user-carts", headers: bearer(token) });
  expect(viaRest.statusCode).toBe(viaTrpc.statusCode);
  return viaTrpc.statusCode;
}

const listTokens = async (who: Who) => {
  const res = await t.app.inject({ method: "GET", url: "/api/account/tokens", headers: who.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { tokens: Created["token"][] }).tokens;
};

describe("creating a personal access token", () => {
  it("shows the secret once, stores only its hash, and lists it with dates but no secret", async () => {
    const alice = await signUpAndLogIn(t.app);
    const created = await createToken(alice, { name: "  Nightly backup  " });
    expect(created.message).toBe(ACCOUNT_MESSAGES.tokenCreated);
    expect(created.secret).toMatch(/^smr_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.token.name).toBe("Nightly backup");
    expect(created.token.lastUsedAt).toBeNull();
    const days = (Date.parse(created.token.expiresAt ?? "") - Date.parse(created.token.createdAt)) / 86_400_000;
    expect(days).toBe(90);

    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.id, created.token.id));
    expect(row?.kind).toBe("personal");
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(8));

    const listed = await listTokens(alice);
    expect(listed).toEqual([created.token]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it("takes 30, 365 days or never, and the same procedure answers through tRPC", async () => {
    const alice = await signUpAndLogIn(t.app);
    const never = await createToken(alice, { name: "Forever", expiresInDays: null });
    expect(never.token.expiresAt).toBeNull();
    const year = await createToken(alice, { name: "Year", expiresInDays: 365 });
    expect((Date.parse(year.token.expiresAt ?? "") - Date.parse(year.token.createdAt)) / 86_400_000).toBe(365);
    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/account.tokens.create",
      headers: alice.auth,
      payload: { name: "Month", expiresInDays: 30 },
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect((await listTokens(alice)).map((token) => token.name).sort()).toEqual(["Forever", "Month", "Year"]);
  });

  it("refuses bad input with 400 and a sentence", async () => {
    const alice = await signUpAndLogIn(t.app);
    const cases: [unknown, string][] = [
      [{}, ACCOUNT_MESSAGES.nameRequired],
      [{ name: "   " }, ACCOUNT_MESSAGES.nameRequired],
      [{ name: "x".repeat(101) }, ACCOUNT_MESSAGES.nameTooLong],
      [{ name: "ok", expiresInDays: 7 }, ACCOUNT_MESSAGES.badExpiry],
      [{ name: "ok", expiresInDays: "90" }, ACCOUNT_MESSAGES.badExpiry],
      [{ name: "a\u0000b" }, "NUL"],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/account/tokens", headers: alice.auth, payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    expect(await listTokens(alice)).toEqual([]);
    const bad = await t.app.inject({ method: "DELETE", url: "/api/account/tokens/not-a-uuid", headers: alice.auth });
    expect(bad.statusCode).toBe(400);
  });

  it("accepts a 100-character name and stops at 50 live tokens", async () => {
    const alice = await signUpAndLogIn(t.app);
    await createToken(alice, { name: "n".repeat(100) });
    for (let i = 1; i < 50; i++) await createToken(alice, { name: `Token ${i}` });
    const refused = await t.app.inject({ method: "POST", url: "/api/account/tokens", headers: alice.auth, payload: { name: "One more" } });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(ACCOUNT_MESSAGES.tooManyTokens);
  });
});

describe("using a personal access token", () => {
  it("works as a bearer token on REST and tRPC, on every instance, as its owner", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { secret } = await createToken(alice);
    expect(await statusWith(secret)).toBe(200);
    expect(await statusWith(secret, other)).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/trpc/auth.me", headers: bearer(secret) });
    expect((me.json() as { result: { data: { email: string } } }).result.data.email).toBe(alice.email);
    const cart = await t.app.inject({
      method: "POST",
      url: "/api/user-carts/add",
      headers: bearer(secret),
      payload: { name: "Script cart" },
    });
    expect(cart.statusCode).toBe(201);
    const carts = await t.app.inject({ method: "GET", url: "/api/user-carts", headers: alice.auth });
    expect(JSON.stringify(carts.json())).toContain("Script cart");
  });

  it("records when it was last used, at most once a minute", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { secret, token } = await createToken(alice);
    const lastUsed = async () =>
      (await t.handle.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, token.id)))[0]?.at ?? null;
    expect(await lastUsed()).toBeNull();

    expect(await statusWith(secret)).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect((await listTokens(alice))[0]?.lastUsedAt).toBe(first?.toISOString());

    // Within the minute: no write.
    expect(await statusWith(secret)).toBe(200);
    expect(await lastUsed()).toEqual(first);

    // Once the recorded use is older than a minute, the next request records again.
    await t.handle.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.id, token.id));
    const stale = await lastUsed();
    expect(await statusWith(secret)).toBe(200);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(stale!.getTime());
  });

  it("is refused at once, on every instance, when revoked", async () => {
    const alice = await signUpAndLogIn(t.app);
    const kept = await createToken(alice, { name: "Kept" });
    const { secret, token } = await createToken(alice, { name: "Revoked" });
    expect(await statusWith(secret, other)).toBe(200);

    const res = await t.app.inject({ method: "DELETE", url: `/api/account/tokens/${token.id}`, headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.tokenRevoked });

    expect(await statusWith(secret)).toBe(401);
    expect(await statusWith(secret, other)).toBe(401);
    expect(await statusWith(kept.secret)).toBe(200);
    expect((await listTokens(alice)).map((row) => row.name)).toEqual(["Kept"]);
    const again = await t.app.inject({ method: "DELETE", url: `/api/account/tokens/${token.id}`, headers: alice.auth });
    expect(again.statusCode).toBe(404);
  });

  it("is refused once expired, and no longer listed", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { secret, token } = await createToken(alice, { name: "Short", expiresInDays: 30 });
    expect(await statusWith(secret)).toBe(200);
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, token.id));
    expect(await statusWith(secret)).toBe(401);
    expect(await listTokens(alice)).toEqual([]);
  });

  it("refuses a token that was never issued, or one altered by a character", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { secret } = await createToken(alice);
    const altered = secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");
    expect(await statusWith(altered)).toBe(401);
    expect(await statusWith(`smr_pat_${"x".repeat(43)}`)).toBe(401);
    expect(await statusWith("smr_pat_")).toBe(401);
  });

  it("survives logging out everywhere, which ends browser sessions only", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { secret } = await createToken(alice);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout-all", headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(alice.token)).toBe(401);
    expect(await statusWith(secret)).toBe(200);
  });
});

describe("what a personal access token may not do", () => {
  it("cannot list, create or revoke tokens, change the password, delete the account or log out everywhere", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { secret, token } = await createToken(alice);
    const auth = bearer(secret);
    const attempts = [
      t.app.inject({ method: "GET", url: "/api/account/tokens", headers: auth }),
      t.app.inject({ method: "POST", url: "/api/account/tokens", headers: auth, payload: { name: "Escalated" } }),
      t.app.inject({ method: "DELETE", url: `/api/account/tokens/${token.id}`, headers: auth }),
      t.app.inject({
        method: "POST",
        url: "/api/account/password",
        headers: auth,
        payload: { currentPassword: alice.password, newPassword: "a whole new password" },
      }),
      t.app.inject({ method: "DELETE", url: "/api/account", headers: auth, payload: { password: alice.password } }),
      t.app.inject({ method: "POST", url: "/api/auth/logout-all", headers: auth }),
      t.app.inject({ method: "GET", url: "/trpc/account.tokens.list", headers: auth }),
      t.app.inject({ method: "POST", url: "/trpc/account.tokens.create", headers: auth, payload: { name: "Escalated" } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(ACCOUNT_MESSAGES.needsWebSession);
    }
    expect((await listTokens(alice)).map((row) => row.name)).toEqual(["Nightly backup"]);
    expect(await statusWith(secret)).toBe(200);
    expect(await statusWith(alice.token)).toBe(200);
  });

  it("logging out with a token revokes that token only", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { secret } = await createToken(alice);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(secret) });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(secret)).toBe(401);
    expect(await statusWith(alice.token)).toBe(200);
    expect(await listTokens(alice)).toEqual([]);
  });
});

describe("another person's tokens", () => {
  it("are 404 to revoke and absent from my list, and theirs keep working", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const { secret, token } = await createToken(alice);
    const res = await t.app.inject({ method: "DELETE", url: `/api/account/tokens/${token.id}`, headers: bob.auth });
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe(ACCOUNT_MESSAGES.tokenNotFound);
    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/account.tokens.revoke",
      headers: bob.auth,
      payload: { id: token.id },
    });
    expect(viaTrpc.statusCode).toBe(404);
    expect(await listTokens(bob)).toEqual([]);
    expect(await statusWith(secret)).toBe(200);
  });

  it("a browser session's id is not a token to revoke", async () => {
    const alice = await signUpAndLogIn(t.app);
    const [web] = await t.handle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, alice.user.id));
    const res = await t.app.inject({ method: "DELETE", url: `/api/account/tokens/${web!.id}`, headers: alice.auth });
    expect(res.statusCode).toBe(404);
    expect(await statusWith(alice.token)).toBe(200);
  });
});

describe("signed out", () => {
  it("every account path is 401", async () => {
    const calls = [
      t.app.inject({ method: "GET", url: "/api/account/tokens" }),
      t.app.inject({ method: "POST", url: "/api/account/tokens", payload: { name: "x" } }),
      t.app.inject({ method: "DELETE", url: "/api/account/tokens/00000000-0000-4000-8000-000000000000" }),
      t.app.inject({ method: "POST", url: "/api/account/password", payload: {} }),
      t.app.inject({ method: "DELETE", url: "/api/account", payload: {} }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });
});
