import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

/**
 * What a client sees of a failure (ADR 008). Vitest runs with NODE_ENV=test, which tRPC treats like
 * an unset NODE_ENV (anything but "production" used to add `data.stack`), so these answers are the
 * ones the start command gives.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const INTERNALS = /stack|journal_entries|select |from "|postgres|pglite|drizzle|node_modules|\.ts:\d+|\/work\//i;

describe("error bodies", () => {
  it("never carry a stack, not even for an expected 4xx", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const answers = [
      await t.app.inject({ method: "GET", url: "/trpc/recipes.detail?input=%7B%22id%22%3A999999%7D", headers: auth }),
      await t.app.inject({ method: "GET", url: "/trpc/auth.me,carts.list?batch=1" }),
      await t.app.inject({
        method: "POST",
        url: "/trpc/carts.add",
        headers: { ...auth, "content-type": "application/json" },
        payload: "{}",
      }),
      await t.app.inject({ method: "GET", url: "/trpc/auth.logout", headers: auth }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([404, 401, 400, 405]);
    for (const res of answers) expect(res.body).not.toMatch(INTERNALS);
  });

  it("answer a driver failure with a generic message on tRPC and REST alike", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    // The table disappears under the running server: every read of it is now a driver error.
    await t.handle.db.execute(sql`alter table journal_entries rename to journal_entries_gone`);
    try {
      const trpc = await t.app.inject({ method: "GET", url: "/trpc/journal.list", headers: auth });
      const batched = await t.app.inject({ method: "GET", url: "/trpc/journal.list,auth.me?batch=1", headers: auth });
      const rest = await t.app.inject({ method: "GET", url: "/api/journal", headers: auth });
      const generic = "Something went wrong on our side. Please try again.";
      expect(trpc.statusCode).toBe(500);
      expect(trpc.json()).toEqual({
        error: { message: generic, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "journal.list" } },
      });
      expect(batched.json()[0].error.message).toBe(generic);
      expect(batched.json()[1].result.data.email).toMatch(/@example\.com$/);
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ error: generic, message: generic, code: "INTERNAL_SERVER_ERROR" });
      for (const res of [trpc, batched, rest]) expect(res.body).not.toMatch(INTERNALS);
    } finally {
      await t.handle.db.execute(sql`alter table journal_entries_gone rename to journal_entries`);
    }
  });
});
