import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricEntries } from "@simmer/db";
import { generatePlan, targetsFor } from "@simmer/api";
import { checkPlan, planRules, type PlanRecipe } from "@simmer/domain";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { ingredientId, insertFixtureRecipe, own } from "./carts-fixtures";

// The engine's reading of the database: which recipes a person's plan may use, what they own, and
// their targets. This file adds no catalogue recipes, so every candidate is one of these people's.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const week = (fields: Parameters<typeof planRules>[0] = {}) => ({
  weekStart: "2026-11-23",
  rules: planRules({ days: [0, 1, 2], meals: ["Dinner"], ...fields }),
  slots: [],
  scope: { kind: "week" as const },
});

describe("generatePlan reading the database", () => {
  it("places only the person's own and catalogue recipes, never another person's", async () => {
    const me = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const mine = await Promise.all(
      [1, 2, 3].map((n) => insertFixtureRecipe(db, { title: `Mine ${n}`, servings: 2, ownerId: me.user.id, calories: 600 })),
    );
    const theirs = await insertFixtureRecipe(db, { title: "Theirs", servings: 2, ownerId: other.user.id, calories: 600 });
    const result = await generatePlan(db, me.user.id, { ...week({ noRepeatDays: 7 }), targets: null });
    const placed = result.slots.map((s) => s.recipeId);
    expect(placed.sort()).toEqual([...mine].sort());
    expect(placed).not.toContain(theirs);
    expect(result.relaxed).toEqual([]);
  });

  it("applies exclusions by tag and by required ingredient, and prefers what the person owns", async () => {
    const me = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const ownerId = me.user.id;
    await own(db, ownerId, ["lentils-pe2"]);
    const owned = await insertFixtureRecipe(db, {
      title: "Dal",
      servings: 2,
      ownerId,
      lines: [{ name: "lentils-pe2", quantity: "1", unit: "cups" }],
    });
    await insertFixtureRecipe(db, {
      title: "Pork chop",
      servings: 2,
      ownerId,
      lines: [{ name: "pork-pe2", quantity: "1", unit: "pounds" }],
    });
    await insertFixtureRecipe(db, { title: "Trifle", servings: 2, ownerId, tags: ["dessert-pe2"] });
    const shopping = await insertFixtureRecipe(db, {
      title: "Stew",
      servings: 2,
      ownerId,
      lines: [
        { name: "beef-pe2", quantity: "1", unit: "pounds" },
        { name: "carrot-pe2", quantity: "2", unit: "units" },
      ],
    });
    const pork = await ingredientId(db, "pork-pe2");
    const result = await generatePlan(db, ownerId, {
      ...week({ days: [0], preferOwned: true, excludeTags: ["dessert-pe2"], excludeIngredientIds: [pork] }),
      targets: null,
    });
    expect(result.slots.map((s) => s.recipeId)).toEqual([owned]);
    expect(result.missingIngredientIds).toEqual([]);
    const two = await generatePlan(db, ownerId, {
      ...week({ days: [0, 1], preferOwned: true, noRepeatDays: 7, excludeTags: ["dessert-pe2"], excludeIngredientIds: [pork] }),
      targets: null,
    });
    expect(two.slots.map((s) => s.recipeId).sort()).toEqual([owned, shopping].sort());
    expect(two.missingIngredientIds.length).toBe(2);
  });

  it("takes the targets from the latest metric entry and plans toward them", async () => {
    const me = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const ownerId = me.user.id;
    const base = {
      userId: ownerId,
      name: "me",
      height: 70,
      weight: 180,
      dob: "1990-01-01",
      gender: "male",
      activityLevel: "sedentary",
      goal: "maintain",
      targetWeight: 180,
      bmi: 25.8,
      bmr: 1800,
      maintenanceCalories: 2160,
      timeToGoalPassive: 0,
      timeToGoalAggressive: 0,
      proteinPassive: 0,
      carbsPassive: 0,
      fatPassive: 0,
      proteinAggressive: 0,
      carbsAggressive: 0,
      fatAggressive: 0,
      waterIntake: 120,
      sodiumIntake: 1650,
      cholesterolIntake: 315,
      fiberIntake: 30,
    };
    await db.insert(metricEntries).values({ ...base, entryDate: "2026-10-01", caloriesPassive: 3000, caloriesAggressive: 2600 });
    await db.insert(metricEntries).values({ ...base, entryDate: "2026-11-01", caloriesPassive: 1100, caloriesAggressive: 900 });
    expect(await targetsFor(db, ownerId)).toMatchObject({ calories: 1000, tolerance: { calories: 100 } });
    const right = await insertFixtureRecipe(db, { title: "Just right", servings: 2, ownerId, calories: 1000 });
    await insertFixtureRecipe(db, { title: "Too much", servings: 2, ownerId, calories: 2800 });
    await insertFixtureRecipe(db, { title: "Too little", servings: 2, ownerId, calories: 300 });
    const input = week({ days: [0] });
    const result = await generatePlan(db, ownerId, input);
    expect(result.slots.map((s) => s.recipeId)).toEqual([right]);
    expect(result.days).toEqual([{ day: 0, calories: 1000, protein: 0, carbs: 0, fat: 0 }]);
    const recipes: PlanRecipe[] = [
      {
        id: right,
        title: "Just right",
        servings: 2,
        calories: 1000,
        protein: null,
        carbs: null,
        fat: null,
        totalTimeMin: 0,
        tags: [],
        ingredientIds: [],
      },
    ];
    expect(checkPlan({ ...input, targets: null, recipes, ownedIngredientIds: new Set() }, result)).toEqual([]);
  });

  it("treats values no column can hold as matching nothing rather than failing", async () => {
    const me = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const dish = await insertFixtureRecipe(db, { title: "Plain dish", servings: 2, ownerId: me.user.id });
    const odd = week({
      days: [0],
      excludeTags: ["a\u0000b"],
      excludeIngredientIds: [2 ** 40, -1, 1.5],
      tagRules: [{ tag: "x\u0000", min: 1 }],
    });
    const result = await generatePlan(db, me.user.id, { ...odd, seed: Number.MAX_VALUE, targets: null });
    expect(result.slots.map((s) => s.recipeId)).toEqual([dish]);
    expect(result.relaxed.map((r) => r.rule)).toEqual(["tag:x\u0000>=1"]);
  });

  it("keeps a locked slot through regeneration", async () => {
    const me = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const ownerId = me.user.id;
    const ids = await Promise.all([1, 2, 3, 4].map((n) => insertFixtureRecipe(db, { title: `Dish ${n}`, servings: 2, ownerId })));
    const locked = { day: 1, meal: "Dinner" as const, recipeId: ids[3] as number, servings: 1, locked: true, leftoverOf: null };
    for (const seed of [1, 2, 3]) {
      const result = await generatePlan(db, ownerId, { ...week({ noRepeatDays: 7 }), slots: [locked], seed, targets: null });
      expect(result.slots.find((s) => s.day === 1)).toEqual(locked);
      expect(result.slots.filter((s) => s.day !== 1).map((s) => s.recipeId)).not.toContain(ids[3]);
    }
  });
});
