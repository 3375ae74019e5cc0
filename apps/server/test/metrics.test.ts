import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The worked example as the browser sends it, with deliberately wrong client figures. */
const payload = {
  name: "Sam",
  height: 70,
  weight: 180,
  dob: "1995-06-15",
  gender: "male",
  activityLevel: "moderately-active",
  goal: "fat loss",
  entryDate: "2025-06-15",
  targetWeight: 165,
  bmi: 1,
  bmr: 1,
  maintenanceCalories: 1,
  caloriesPassive: 1,
  caloriesAggressive: 1,
  timeToGoalPassive: 1,
  timeToGoalAggressive: 1,
};

describe("metrics API", () => {
  it("stores an entry with every figure recomputed and returns the snake_case entry", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/metrics", headers: auth, payload });
    expect(res.statusCode).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      name: "Sam",
      age: "1995-06-15",
      activity_level: "moderately-active",
      goal: "fat loss",
      entry_date: "2025-06-15",
      target_weight: 165,
      bmi: 25.82,
      bmr: 1872.4,
      maintenance_calories: 2902.22,
      calories_passive: 2652.22,
      calories_aggressive: 2152.22,
      time_to_goal_passive: 30,
      time_to_goal_aggressive: 10,
      protein_passive: 265.22,
      carbs_passive: 198.92,
      fat_passive: 88.41,
      protein_aggressive: 215.22,
      carbs_aggressive: 161.42,
      fat_aggressive: 71.74,
      water_intake: 120.6,
      sodium_intake: 1850,
      cholesterol_intake: 215,
      fiber_intake: 40.63,
    });
    expect(entry).not.toHaveProperty("userId");
    expect(entry).not.toHaveProperty("dob");
  });

  it("lists the user's entries newest first", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    for (const entryDate of ["2025-01-05", "2025-03-01", "2025-02-10"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/metrics", headers: auth, payload: { ...payload, entryDate } });
      expect(res.statusCode).toBe(201);
    }
    const list = await t.app.inject({ method: "GET", url: "/api/metrics/all", headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { entry_date: string }) => e.entry_date)).toEqual(["2025-03-01", "2025-02-10", "2025-01-05"]);
  });

  it("accepts numbers typed as text, as a form sends them", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/metrics",
      headers: auth,
      payload: { ...payload, height: "70", weight: "180", targetWeight: "165" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().bmi).toBe(25.82);
  });

  it("names the missing required fields with a 400", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/metrics",
      headers: auth,
      payload: { name: "Sam", height: 70, gender: "male" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("BAD_REQUEST");
    for (const phrase of [
      "Weight is required.",
      "Date of birth is required.",
      "Activity level is required.",
      "Entry date is required.",
      "Target weight is required.",
    ]) {
      expect(body.message).toContain(phrase);
    }
  });

  it("rejects impossible values and unknown choices", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ weight: -5 }, "Weight must be greater than 0."],
      [{ height: "tall" }, "Height must be a number."],
      [{ gender: "other" }, "Gender must be one of: male, female."],
      [{ activityLevel: "couch" }, "Activity level must be one of"],
      [{ entryDate: "2025-02-30" }, "Entry date must be a date like 2025-01-31."],
      [{ dob: "2030-01-01" }, "Date of birth must be before the entry date."],
      [{ name: "   " }, "Name is required."],
    ];
    for (const [change, message] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/metrics", headers: auth, payload: { ...payload, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const list = await t.app.inject({ method: "GET", url: "/api/metrics/all", headers: auth });
    expect(list.json()).toEqual([]);
  });

  it("updates an entry and recomputes its figures", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const created = (await t.app.inject({ method: "POST", url: "/api/metrics", headers: auth, payload })).json();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/metrics/id/${created.id}`,
      headers: auth,
      payload: { ...payload, weight: 175, targetWeight: 185, goal: "muscle increase" },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.id).toBe(created.id);
    // BMR = 66 + 6.23×175 + 889 − 204 = 1841.25 ; ×1.55 = 2853.9375 ; target above → +250 / +750
    expect(updated.bmr).toBe(1841.25);
    expect(updated.maintenance_calories).toBe(2853.94);
    expect(updated.calories_passive).toBe(3103.94);
    expect(updated.calories_aggressive).toBe(3603.94);
    expect(updated.cholesterol_intake).toBe(362.5);
  });

  it("validates an update like a new entry", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const created = (await t.app.inject({ method: "POST", url: "/api/metrics", headers: auth, payload })).json();
    const res = await t.app.inject({ method: "PUT", url: `/api/metrics/id/${created.id}`, headers: auth, payload: { name: "Sam" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Height is required.");
  });

  it("deletes an entry, then it is gone", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const created = (await t.app.inject({ method: "POST", url: "/api/metrics", headers: auth, payload })).json();
    const res = await t.app.inject({ method: "DELETE", url: `/api/metrics/id/${created.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id, message: "Entry deleted successfully!" });
    const again = await t.app.inject({ method: "DELETE", url: `/api/metrics/id/${created.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/metrics/all", headers: auth })).json()).toEqual([]);
  });

  it("keeps entries per user: another user's id is 404 and nothing changes", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const created = (await t.app.inject({ method: "POST", url: "/api/metrics", headers: owner.auth, payload })).json();

    const list = await t.app.inject({ method: "GET", url: "/api/metrics/all", headers: other.auth });
    expect(list.json()).toEqual([]);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/metrics/id/${created.id}`,
      headers: other.auth,
      payload: { ...payload, weight: 150 },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: "DELETE", url: `/api/metrics/id/${created.id}`, headers: other.auth });
    expect(del.statusCode).toBe(404);

    const mine = (await t.app.inject({ method: "GET", url: "/api/metrics/all", headers: owner.auth })).json();
    expect(mine).toEqual([created]);
  });

  it("refuses calls without a token and ids that are not ids", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/metrics/all" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("You are not authenticated. Please log in.");
    const { auth } = await signUpAndLogIn(t.app);
    const bad = await t.app.inject({ method: "DELETE", url: "/api/metrics/id/abc", headers: auth });
    expect(bad.statusCode).toBe(400);
    const huge = await t.app.inject({ method: "DELETE", url: "/api/metrics/id/99999999999", headers: auth });
    expect(huge.statusCode).toBe(400);
  });
});
