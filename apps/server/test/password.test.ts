import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@simmer/contracts";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const statusWith = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/user-carts", headers: bearer(token) })).statusCode;
const logIn = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const change = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/account/password", headers: bearer(token), payload });

describe("changing the password", () => {
  it("takes the new password, refuses the old one, and signs out the other browsers but not this one or tokens", async () => {
    const alice = await signUpAndLogIn(t.app);
    const phone = ((await logIn(alice.email, alice.password)).json() as { token: string }).token;
    const created = await t.app.inject({ method: "POST", url: "/api/account/tokens", headers: alice.auth, payload: { name: "Script" } });
    const secret = (created.json() as { secret: string }).secret;

    const res = await change(alice.token, { currentPassword: alice.password, newPassword: "a brand new secret" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged, ended: 1 });

    expect(await statusWith(alice.token)).toBe(200);
    expect(await statusWith(phone)).toBe(401);
    expect(await statusWith(secret)).toBe(200);
    expect((await logIn(alice.email, alice.password)).statusCode).toBe(401);
    expect((await logIn(alice.email, "a brand new secret")).statusCode).toBe(200);
  });

  it("works through tRPC as well", async () => {
    const alice = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/account.changePassword",
      headers: alice.auth,
      payload: { currentPassword: alice.password, newPassword: "through the other door" },
    });
    expect(res.statusCode).toBe(200);
    expect((await logIn(alice.email, "through the other door")).statusCode).toBe(200);
  });

  it("refuses a wrong current password with 400, not 401, and changes nothing", async () => {
    const alice = await signUpAndLogIn(t.app);
    const phone = ((await logIn(alice.email, alice.password)).json() as { token: string }).token;
    const res = await change(alice.token, { currentPassword: "not the password", newPassword: "a brand new secret" });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect(await statusWith(alice.token)).toBe(200);
    expect(await statusWith(phone)).toBe(200);
    expect((await logIn(alice.email, alice.password)).statusCode).toBe(200);
  });

  it("holds the new password to the sign-up rules, with clear messages", async () => {
    const alice = await signUpAndLogIn(t.app);
    const cases: [object, string][] = [
      [{ currentPassword: alice.password, newPassword: "short" }, "New password must be at least 8 characters."],
      [{ currentPassword: alice.password, newPassword: "x".repeat(257) }, "New password must be at most 256 characters."],
      [
        { currentPassword: alice.password, newPassword: "iloveyou" },
        "This password is too common and easy to guess. Please choose another.",
      ],
      [{ currentPassword: alice.password }, ACCOUNT_MESSAGES.newPasswordRequired],
      [{ newPassword: "a brand new secret" }, ACCOUNT_MESSAGES.currentPasswordRequired],
      [{ currentPassword: alice.password, newPassword: alice.password }, ACCOUNT_MESSAGES.samePassword],
      [{ currentPassword: alice.password, newPassword: "bad\u0000password" }, "NUL"],
    ];
    for (const [payload, message] of cases) {
      const res = await change(alice.token, payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    expect((await logIn(alice.email, alice.password)).statusCode).toBe(200);
  });

  it("is refused to a personal access token and to a signed-out caller", async () => {
    const alice = await signUpAndLogIn(t.app);
    const created = await t.app.inject({ method: "POST", url: "/api/account/tokens", headers: alice.auth, payload: { name: "Script" } });
    const secret = (created.json() as { secret: string }).secret;
    const viaToken = await change(secret, { currentPassword: alice.password, newPassword: "a brand new secret" });
    expect(viaToken.statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: alice.password, newPassword: "a brand new secret" },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await logIn(alice.email, alice.password)).statusCode).toBe(200);
  });
});
