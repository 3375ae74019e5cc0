import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

/** ADR 126: each person's unit system, over REST and tRPC. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET and PUT /api/account/preferences", () => {
  it("starts unchosen in US units, then keeps the person's choice", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const first = await t.app.inject({ method: "GET", url: "/api/account/preferences", headers: auth });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ unit_system: "us", chosen: false, recipe_visibility: "household" });
    const put = await t.app.inject({ method: "PUT", url: "/api/account/preferences", headers: auth, payload: { unit_system: "metric" } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ unit_system: "metric", chosen: true, recipe_visibility: "household" });
    const again = await t.app.inject({ method: "GET", url: "/api/account/preferences", headers: auth });
    expect(again.json()).toEqual({ unit_system: "metric", chosen: true, recipe_visibility: "household" });
  });

  it("is each person's own", async () => {
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    await t.app.inject({ method: "PUT", url: "/api/account/preferences", headers: a.auth, payload: { unit_system: "metric" } });
    const other = await t.app.inject({ method: "GET", url: "/api/account/preferences", headers: b.auth });
    expect(other.json()).toEqual({ unit_system: "us", chosen: false, recipe_visibility: "household" });
  });

  it("works over tRPC", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const set = await t.app.inject({
      method: "POST",
      url: "/trpc/account.preferences.update",
      headers: auth,
      payload: { unit_system: "metric" },
    });
    expect(set.statusCode, set.body).toBe(200);
    const read = await t.app.inject({ method: "GET", url: "/trpc/account.preferences.get", headers: auth });
    expect((read.json() as { result: { data: unknown } }).result.data).toEqual({
      unit_system: "metric",
      chosen: true,
      recipe_visibility: "household",
    });
  });

  it("refuses a system it does not know, and a signed-out caller", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    for (const payload of [{ unit_system: "imperial" }, {}, { unit_system: "metric\u0000" }]) {
      const res = await t.app.inject({ method: "PUT", url: "/api/account/preferences", headers: auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await t.app.inject({ method: "PUT", url: "/api/account/preferences", headers: auth, payload: { unit_system: "imperial" } });
    expect(bad.json()).toMatchObject({ message: "unit_system must be us or metric." });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/account/preferences" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps the default visibility of new recipes beside the unit system, each changed alone (ADR 127)", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const put = (payload: object) => t.app.inject({ method: "PUT", url: "/api/account/preferences", headers: auth, payload });
    expect((await put({ recipe_visibility: "private" })).json()).toEqual({
      unit_system: "us",
      chosen: false,
      recipe_visibility: "private",
    });
    expect((await put({ unit_system: "metric" })).json()).toEqual({ unit_system: "metric", chosen: true, recipe_visibility: "private" });
    expect((await put({ recipe_visibility: "friends" })).statusCode).toBe(400);
  });
});
