import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricEntries } from "@simmer/db";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertFixtureRecipe, own } from "./carts-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = { authorization: string };
async function cart(auth: Auth) {
  return (await t.app.inject({ method: "POST", url: "/api/user-carts/add", headers: auth, payload: { name: "Plan" } })).json().id as number;
}
const plan = (auth: Auth, cart_id: number, number_of_meals: unknown) =>
  t.app.inject({ method: "POST", url: "/api/grocery-cart/mealplan", headers: auth, payload: { cart_id, number_of_meals } });

// Each test's recipes belong to its own user and this file adds no catalogue recipes, so the
// candidates of one test never compete with another's.
describe("POST /api/grocery-cart/mealplan", () => {
  it("prefers recipes with the fewest missing ingredients and adds each at its own servings", async () => {
    const user = await signUpAndLogIn(t.app);
    const ownerId = user.user.id;
    const db = t.handle.db;
    await own(db, ownerId, ["rice-mp1", "beans-mp1"]);
    const ready = await insertFixtureRecipe(db, {
      title: "Rice and beans",
      servings: 3,
      ownerId,
      lines: [
        { name: "rice-mp1", quantity: "1", unit: "cups" },
        { name: "beans-mp1", quantity: "1", unit: "cans" },
      ],
    });
    const oneShort = await insertFixtureRecipe(db, {
      title: "Beans on toast",
      servings: 2,
      ownerId,
      lines: [
        { name: "beans-mp1", quantity: "1", unit: "cans" },
        { name: "bread-mp1", quantity: "2", unit: "slices" },
      ],
    });
    await insertFixtureRecipe(db, {
      title: "Paella",
      servings: 6,
      ownerId,
      lines: [
        { name: "saffron-mp1", quantity: "1", unit: "teaspoons" },
        { name: "prawns-mp1", quantity: "500", unit: "grams" },
        { name: "rice-mp1", quantity: "2", unit: "cups" },
      ],
    });
    // An optional ingredient that is missing does not count against a recipe.
    const optionalOnly = await insertFixtureRecipe(db, {
      title: "Rice with herbs",
      servings: 4,
      ownerId,
      lines: [
        { name: "rice-mp1", quantity: "1", unit: "cups" },
        { name: "chives-mp1", quantity: "1", unit: "bunches", optional: true },
      ],
    });

    const id = await cart(user.auth);
    const res = await plan(user.auth, id, 3);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Meal plan generated and added to your grocery cart!");
    // The two with nothing missing first (tie broken by id), then the one missing a single item.
    expect(body.added).toEqual([
      { recipe_id: ready, title: "Rice and beans", quantity: 3 },
      { recipe_id: optionalOnly, title: "Rice with herbs", quantity: 4 },
      { recipe_id: oneShort, title: "Beans on toast", quantity: 2 },
    ]);
    const inCart = (await t.app.inject({ method: "GET", url: `/api/grocery-cart?cartId=${id}`, headers: user.auth })).json();
    expect(inCart.recipes.map((r: { recipe_id: number; quantity: number }) => [r.recipe_id, r.quantity]).sort()).toEqual(
      [
        [ready, 3],
        [optionalOnly, 4],
        [oneShort, 2],
      ].sort(),
    );
  });

  it("prefers calories near a third of the latest goal midpoint", async () => {
    const user = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    await db.insert(metricEntries).values({
      userId: user.user.id,
      name: "me",
      height: 70,
      weight: 180,
      dob: "1996-01-01",
      gender: "male",
      activityLevel: "sedentary",
      goal: "maintain",
      entryDate: "2026-11-01",
      targetWeight: 180,
      bmi: 25.8,
      bmr: 1800,
      maintenanceCalories: 2160,
      caloriesPassive: 1800,
      caloriesAggressive: 1200,
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
    });
    // Midpoint (1800 + 1200) / 2 = 1500 a day, 500 a meal.
    const ownerId = user.user.id;
    await insertFixtureRecipe(db, { title: "Feast", servings: 2, ownerId, calories: 1400 });
    const right = await insertFixtureRecipe(db, { title: "Balanced bowl", servings: 2, ownerId, calories: 520 });
    await insertFixtureRecipe(db, { title: "Snack plate", servings: 2, ownerId, calories: 150 });
    const res = await plan(user.auth, await cart(user.auth), 1);
    expect(res.json().added.map((a: { recipe_id: number }) => a.recipe_id)).toEqual([right]);
  });

  it("varies tags, skips recipes already in the cart, and says when fewer are available", async () => {
    const user = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    const ownerId = user.user.id;
    const lasagne = await insertFixtureRecipe(db, { title: "Lasagne", servings: 4, ownerId, tags: ["italian-mp3", "main-mp3"] });
    await insertFixtureRecipe(db, { title: "Risotto", servings: 4, ownerId, tags: ["italian-mp3", "main-mp3"] });
    const curry = await insertFixtureRecipe(db, { title: "Green curry", servings: 4, ownerId, tags: ["thai-mp3", "main-mp3"] });
    const id = await cart(user.auth);

    const res = await plan(user.auth, id, 2);
    const picked = res.json().added.map((a: { recipe_id: number }) => a.recipe_id);
    // One of the two Italian dishes (the lower id on a tie) and the Thai one; the plan orders them
    // by the meal it placed them in, not by a ranking.
    expect([...picked].sort((a: number, b: number) => a - b)).toEqual([lasagne, curry].sort((a, b) => a - b));

    const more = await plan(user.auth, id, 50);
    expect(more.json().added.map((a: { recipe_id: number }) => a.recipe_id)).not.toContain(lasagne);
    expect(more.json().message).toMatch(/^Only \d+ recipes? (was|were) available, so \d+ of 50 meals (was|were) added\.$/);
    const none = await plan(user.auth, id, 1);
    expect(none.json()).toMatchObject({ added: [], message: "No more recipes are available to add to this cart." });
  });

  it("validates the number of meals with the documented message", async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await cart(user.auth);
    for (const bad of [0, -2, 1.5, "many"]) {
      const res = await plan(user.auth, id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("Please enter a valid number of meals.");
    }
  });
});
