import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const oats = {
  date: "2025-03-01",
  entry_time: "08:15",
  meal: "Breakfast",
  name: "Oatmeal",
  serving_size: 2,
  calories: 300,
  protein: 10,
  carbs: 54,
  fat: 6,
  fiber: 8,
  sugar: 2,
};

describe("journal API", () => {
  it("returns {entries} empty for a new user", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/journal", headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ entries: [] });
  });

  it("logs entries and lists them newest day first, blanks as null", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const first = await t.app.inject({ method: "POST", url: "/api/journal", headers: auth, payload: oats });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...oats, sat_fat: null, total_weight: null });
    const water = await t.app.inject({
      method: "POST",
      url: "/api/journal",
      headers: auth,
      payload: { date: "2025-03-02", name: "water", total_weight: "16", calories: "" },
    });
    expect(water.statusCode).toBe(201);
    expect(water.json()).toMatchObject({ name: "water", total_weight: 16, calories: null, meal: null, entry_time: null });
    const list = (await t.app.inject({ method: "GET", url: "/api/journal", headers: auth })).json();
    expect(list.entries.map((e: { name: string }) => e.name)).toEqual(["water", "Oatmeal"]);
  });

  it("orders a day's entries by time, latest first, untimed ones last", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    for (const [name, entry_time] of [
      ["Snack", null],
      ["Breakfast", "07:30"],
      ["Dinner", "19:00"],
    ] as const) {
      await t.app.inject({ method: "POST", url: "/api/journal", headers: auth, payload: { date: "2025-03-01", name, entry_time } });
    }
    const list = (await t.app.inject({ method: "GET", url: "/api/journal", headers: auth })).json();
    expect(list.entries.map((e: { name: string }) => e.name)).toEqual(["Dinner", "Breakfast", "Snack"]);
  });

  it("rejects negative, non-finite and non-numeric amounts and an empty name", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ calories: -1 }, "calories must not be negative."],
      [{ protein: "lots" }, "protein must be a number."],
      [{ fat: "Infinity" }, "fat must be a number."],
      [{ serving_size: -2 }, "serving_size must not be negative."],
      [{ name: "  " }, "Food name cannot be empty."],
      [{ meal: "Brunch" }, "meal must be one of: Breakfast, Lunch, Dinner, Snack."],
      [{ date: "yesterday" }, "Date must be a date like 2025-01-31."],
      [{ entry_time: "25:00" }, "entry_time must be a time like 08:30."],
    ];
    for (const [change, message] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/journal", headers: auth, payload: { ...oats, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/journal", headers: auth, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("Date is required.");
    expect(missing.json().message).toContain("Food name cannot be empty.");
    expect((await t.app.inject({ method: "GET", url: "/api/journal", headers: auth })).json()).toEqual({ entries: [] });
  });

  it("updates and deletes an entry", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const created = (await t.app.inject({ method: "POST", url: "/api/journal", headers: auth, payload: oats })).json();
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/journal/${created.id}`,
      headers: auth,
      payload: { ...oats, serving_size: 1, calories: 150, meal: "Snack" },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: created.id, calories: 150, meal: "Snack", serving_size: 1 });
    const del = await t.app.inject({ method: "DELETE", url: `/api/journal/${created.id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/journal", headers: auth })).json()).toEqual({ entries: [] });
    const again = await t.app.inject({ method: "PUT", url: `/api/journal/${created.id}`, headers: auth, payload: oats });
    expect(again.statusCode).toBe(404);
  });

  it("keeps entries per user: another user's id is 404 and nothing changes", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const created = (await t.app.inject({ method: "POST", url: "/api/journal", headers: owner.auth, payload: oats })).json();

    expect((await t.app.inject({ method: "GET", url: "/api/journal", headers: other.auth })).json()).toEqual({ entries: [] });
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/journal/${created.id}`,
      headers: other.auth,
      payload: { ...oats, calories: 1 },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: "DELETE", url: `/api/journal/${created.id}`, headers: other.auth });
    expect(del.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/journal", headers: owner.auth })).json()).toEqual({ entries: [created] });
  });

  it("offers the user's own earlier foods as templates for one serving", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    await t.app.inject({ method: "POST", url: "/api/journal", headers: owner.auth, payload: oats });
    await t.app.inject({
      method: "POST",
      url: "/api/journal",
      headers: owner.auth,
      payload: { ...oats, date: "2025-03-03", serving_size: 1, calories: 160 },
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/trpc/journal.templates?input=${encodeURIComponent(JSON.stringify({ search: "oat" }))}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const templates = res.json().result.data.templates;
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({ name: "Oatmeal", last_date: "2025-03-03" });
    expect(templates[0].per_serving.calories).toBe(160);
    const theirs = await t.app.inject({
      method: "GET",
      url: `/trpc/journal.templates?input=${encodeURIComponent(JSON.stringify({ search: "oat" }))}`,
      headers: other.auth,
    });
    expect(theirs.json().result.data.templates).toEqual([]);
  });

  it("refuses calls without a token", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/journal", payload: oats });
    expect(res.statusCode).toBe(401);
  });
});
