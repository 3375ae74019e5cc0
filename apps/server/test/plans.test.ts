import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { planRules, recipes } from "@simmer/db";
import { PLAN_MESSAGES } from "@simmer/contracts";
import { seedCatalog } from "@simmer/api";
import { insertFixtureRecipe, own } from "./carts-fixtures";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Slot {
  day: number;
  meal: string;
  recipe: { id: number; title: string; calories: number | null } | null;
  servings: number;
  locked: boolean;
  journalEntryId: number | null;
  eaters: Array<{ user_id: number; portion: number; away: boolean; sides: Array<{ food: string; calories: number }> }>;
}
interface Week {
  weekStart: string;
  slots: Slot[];
  days: Array<{
    day: number;
    date: string;
    planned: boolean;
    totals: Record<string, number>;
    progress: Array<{ key: string; planned: number; target: number; tolerance: number; onTrack: boolean }> | null;
  }>;
  summary: { recipes: number; servings: number; missingIngredients: number; shoppingItems: number };
  relaxed: Array<{ rule: string; message: string }>;
}

const WEEK = "2026-11-23";
const NEXT = "2026-11-30";

async function call(who: Who, method: Method, url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
}
async function ok<T>(who: Who, method: Method, url: string, payload?: unknown): Promise<T> {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}
const slotOf = (week: Week, day: number, meal: string) => week.slots.find((s) => s.day === day && s.meal === meal);

/** A recipe of the person with per-serving nutrition, a tag and required ingredients. */
async function recipe(
  who: Who,
  title: string,
  nutrition = { calories: 500, protein: 30, carbs: 50, fat: 20 },
  lines = ["rice", "onion"],
  tags = ["dinner"],
) {
  const id = await insertFixtureRecipe(t.handle.db, {
    title,
    servings: 4,
    ownerId: who.user.id,
    tags,
    lines: lines.map((name) => ({ name, quantity: "1", unit: "cup" })),
  });
  await t.handle.db
    .update(recipes)
    .set({ ...nutrition, totalTimeMin: 30, sodium: 100 })
    .where(eq(recipes.id, id));
  return id;
}

const metric = {
  name: "Sam",
  height: 70,
  weight: 180,
  dob: "1995-06-15",
  gender: "male",
  activityLevel: "moderately-active",
  entryDate: "2026-11-01",
  targetWeight: 165,
};

describe("week plans: reading and editing by hand", () => {
  it("answers an empty week for a new person, with seven days and no targets before a metric entry", async () => {
    const who = await signUpAndLogIn(t.app);
    const week = await ok<Week>(who, "GET", `/api/plans/${WEEK}`);
    expect(week.slots).toEqual([]);
    expect(week.days.map((d) => d.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(week.days.every((d) => d.progress === null)).toBe(true);
    expect(week.summary).toEqual({ recipes: 0, servings: 0, missingIngredients: 0, shoppingItems: 0 });
  });

  it("sets, changes, locks, swaps and clears slots, and totals each day per person against the metric targets", async () => {
    const who = await signUpAndLogIn(t.app);
    await ok(who, "POST", "/api/metrics", metric);
    const [entry] = await ok<Array<Record<string, number>>>(who, "GET", "/api/metrics/all");
    const stew = await recipe(who, "Plan stew", { calories: 600, protein: 40, carbs: 60, fat: 20 }, ["beef", "carrot"]);
    const oats = await recipe(who, "Plan oats", { calories: 300, protein: 10, carbs: 50, fat: 6 }, ["oats", "carrot"]);
    await own(t.handle.db, who.user.id, ["carrot"]);

    let week = await ok<Week>(who, "PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: stew, servings: 2 });
    expect(slotOf(week, 0, "Dinner")).toMatchObject({ recipe: { id: stew, title: "Plan stew" }, servings: 2, locked: false });
    week = await ok<Week>(who, "PUT", `/api/plans/${WEEK}/slots/0/Breakfast`, { recipeId: oats });
    expect(slotOf(week, 0, "Breakfast")?.servings).toBe(1);
    const monday = week.days[0]!;
    expect(monday.totals).toEqual({ calories: 1500, protein: 90, carbs: 170, fat: 46 });
    const calories = monday.progress!.find((p) => p.key === "calories")!;
    const target = (Number(entry!.calories_passive) + Number(entry!.calories_aggressive)) / 2;
    expect(calories.target).toBeCloseTo(target, 0);
    expect(calories.onTrack).toBe(
      Math.abs(target - 1500) <= Math.abs(Number(entry!.calories_passive) - Number(entry!.calories_aggressive)) / 2,
    );
    expect(week.days[1]!.progress!.every((p) => !p.onTrack)).toBe(true);
    // beef, carrot and oats are needed; carrot is owned.
    expect(week.summary).toEqual({ recipes: 2, servings: 3, missingIngredients: 2, shoppingItems: 3 });

    week = await ok<Week>(who, "PATCH", `/api/plans/${WEEK}/slots/0/Dinner`, { servings: 3, locked: true });
    expect(slotOf(week, 0, "Dinner")).toMatchObject({ servings: 3, locked: true });
    week = await ok<Week>(who, "POST", `/api/plans/${WEEK}/swap`, { from: { day: 0, meal: "Dinner" }, to: { day: 2, meal: "Lunch" } });
    expect(slotOf(week, 0, "Dinner")).toBeUndefined();
    expect(slotOf(week, 2, "Lunch")).toMatchObject({ recipe: { id: stew }, servings: 3, locked: true });
    week = await ok<Week>(who, "POST", `/api/plans/${WEEK}/swap`, { from: { day: 2, meal: "Lunch" }, to: { day: 0, meal: "Breakfast" } });
    expect(slotOf(week, 0, "Breakfast")?.recipe?.id).toBe(stew);
    expect(slotOf(week, 2, "Lunch")?.recipe?.id).toBe(oats);

    week = await ok<Week>(who, "DELETE", `/api/plans/${WEEK}/slots/2/Lunch`);
    expect(slotOf(week, 2, "Lunch")).toBeUndefined();
    // A locked slot that is cleared stays, empty and locked.
    week = await ok<Week>(who, "DELETE", `/api/plans/${WEEK}/slots/0/Breakfast`);
    expect(slotOf(week, 0, "Breakfast")).toMatchObject({ recipe: null, locked: true });
  });

  it("empties a slot whose recipe is deleted", async () => {
    const who = await signUpAndLogIn(t.app);
    const soup = await recipe(who, "Passing soup");
    await ok(who, "PUT", `/api/plans/${WEEK}/slots/3/Lunch`, { recipeId: soup });
    await t.handle.db.delete(recipes).where(eq(recipes.id, soup));
    const week = await ok<Week>(who, "GET", `/api/plans/${WEEK}`);
    expect(week.slots).toEqual([]);
  });

  it("works the same through tRPC", async () => {
    const who = await signUpAndLogIn(t.app);
    const pie = await recipe(who, "Trpc pie");
    const set = await t.app.inject({
      method: "POST",
      url: "/trpc/plans.slots.set",
      headers: who.auth,
      payload: { weekStart: WEEK, day: 4, meal: "Snack", recipeId: pie, servings: 2 },
    });
    expect(set.statusCode).toBe(200);
    const got = await t.app.inject({
      method: "GET",
      url: `/trpc/plans.get?input=${encodeURIComponent(JSON.stringify({ weekStart: WEEK }))}`,
      headers: who.auth,
    });
    expect(got.json().result.data.slots).toMatchObject([{ day: 4, meal: "Snack", servings: 2, recipe: { id: pie } }]);
  });
});

describe("week plans: generation keeps locks", () => {
  it("fills empty slots, never changes a locked or filled one, and says which rules were relaxed", async () => {
    const who = await signUpAndLogIn(t.app);
    await ok(who, "POST", "/api/metrics", metric);
    for (let i = 0; i < 12; i++)
      await recipe(who, `Gen dish ${i}`, { calories: 400 + i * 40, protein: 25 + i, carbs: 45, fat: 15 }, ["rice", `spice ${i}`], ["main"]);
    const pinned = await recipe(who, "Pinned curry");
    await ok(who, "PUT", "/api/plans/rules", {
      ...(await ok<{ rules: object }>(who, "GET", "/api/plans/rules")).rules,
      meals: ["Lunch", "Dinner"],
    });
    await ok(who, "PUT", `/api/plans/${WEEK}/slots/1/Dinner`, { recipeId: pinned, servings: 2 });
    await ok(who, "PATCH", `/api/plans/${WEEK}/slots/1/Dinner`, { locked: true });
    await ok(who, "PATCH", `/api/plans/${WEEK}/slots/2/Lunch`, { locked: true });

    const week = await ok<Week & { message: string }>(who, "POST", `/api/plans/${WEEK}/generate`, {});
    expect(slotOf(week, 1, "Dinner")).toMatchObject({ recipe: { id: pinned }, servings: 2, locked: true });
    expect(slotOf(week, 2, "Lunch")).toMatchObject({ recipe: null, locked: true });
    const filled = week.slots.filter((s) => s.recipe !== null);
    expect(filled.length).toBeGreaterThan(7);
    expect(week.slots.every((s) => s.meal === "Lunch" || s.meal === "Dinner")).toBe(true);
    expect([PLAN_MESSAGES.generated, PLAN_MESSAGES.generatedRelaxed]).toContain(week.message);
    expect(Array.isArray(week.relaxed)).toBe(true);

    // Regenerating one day changes nothing on the other days, and the lock holds there too.
    const before = week.slots.filter((s) => s.day !== 3);
    const day = await ok<Week>(who, "POST", `/api/plans/${WEEK}/generate`, { scope: { kind: "day", day: 3 }, seed: 7 });
    expect(day.slots.filter((s) => s.day !== 3)).toEqual(before);
    // Regenerating a slot leaves every other slot alone.
    const others = day.slots.filter((s) => !(s.day === 4 && s.meal === "Lunch"));
    const one = await ok<Week>(who, "POST", `/api/plans/${WEEK}/generate`, { scope: { kind: "slot", day: 4, meal: "Lunch" }, seed: 9 });
    expect(one.slots.filter((s) => !(s.day === 4 && s.meal === "Lunch"))).toEqual(others);
    // Generating the whole week again keeps what is there.
    const again = await ok<Week>(who, "POST", `/api/plans/${WEEK}/generate`, {});
    expect(again.slots.filter((s) => s.recipe)).toEqual(one.slots.filter((s) => s.recipe));
  });

  it("only places recipes the person may see", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const secret = await recipe(alice, "Alice's secret");
    const week = await ok<Week>(bob, "POST", `/api/plans/${WEEK}/generate`, {});
    expect(week.slots.some((s) => s.recipe?.id === secret)).toBe(false);
  });
});

describe("week plans: rules", () => {
  it("remembers rules, fills defaults from Metrics, and names excluded ingredients", async () => {
    const who = await signUpAndLogIn(t.app);
    const empty = await ok<{ rules: Record<string, unknown>; defaults: { dailyCalories: number | null } }>(who, "GET", "/api/plans/rules");
    expect(empty.rules).toMatchObject({ people: 1, dailyCalories: null, meals: ["Breakfast", "Lunch", "Dinner"], maxServingsPerPerson: 2 });
    expect(empty.defaults.dailyCalories).toBeNull();
    await ok(who, "POST", "/api/metrics", metric);
    const withMetrics = await ok<{ defaults: { dailyCalories: number; macroSplit: { protein: number; carbs: number; fat: number } } }>(
      who,
      "GET",
      "/api/plans/rules",
    );
    expect(withMetrics.defaults.dailyCalories).toBeGreaterThan(1000);
    const split = withMetrics.defaults.macroSplit;
    expect(split.protein + split.carbs + split.fat).toBe(100);

    await recipe(who, "Rules dish", undefined, ["anchovy"]);
    const ingredients = await ok<Array<{ id: number; ingredient_name: string }>>(who, "GET", "/api/ingredients-names");
    const anchovy = ingredients.find((i) => i.ingredient_name === "anchovy")!;
    const rules = {
      ...empty.rules,
      days: [4, 0, 0],
      meals: ["Dinner", "Lunch"],
      people: 2,
      dailyCalories: 2200,
      macroSplit: { protein: 30, carbs: 40, fat: 30 },
      maxTimeWeekday: 30,
      maxTimeWeekend: 90,
      tagRules: [
        { tag: "Fish", min: 1 },
        { tag: "dessert", max: 2 },
      ],
      excludeTags: ["spicy"],
      excludeIngredientIds: [anchovy.id],
      noRepeatDays: 3,
      preferOwned: false,
      leftovers: true,
      maxServingsPerPerson: 3,
    };
    const saved = await ok<{ rules: Record<string, unknown>; excludedIngredients: unknown[] }>(who, "PUT", "/api/plans/rules", rules);
    expect(saved.rules).toMatchObject({
      days: [0, 4],
      meals: ["Lunch", "Dinner"],
      tagRules: [
        { tag: "fish", min: 1 },
        { tag: "dessert", max: 2 },
      ],
      leftovers: true,
      maxServingsPerPerson: 3,
    });
    expect(saved.excludedIngredients).toEqual([{ id: anchovy.id, name: "anchovy" }]);
    expect((await ok<{ rules: unknown }>(who, "GET", "/api/plans/rules")).rules).toEqual(saved.rules);
    // Rules saved before the portion rule existed read as up to two portions, the rest unchanged.
    const { maxServingsPerPerson: _portions, ...older } = saved.rules;
    await t.handle.db
      .update(planRules)
      .set({ rules: older as never })
      .where(eq(planRules.userId, who.user.id));
    expect((await ok<{ rules: unknown }>(who, "GET", "/api/plans/rules")).rules).toEqual({ ...saved.rules, maxServingsPerPerson: 2 });

    const other = await signUpAndLogIn(t.app);
    const foreign = await call(other, "PUT", "/api/plans/rules", { ...rules, excludeIngredientIds: [2_000_000] });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("week plans: generated days land near the calorie target", () => {
  // Its own server, because only this check needs the starter catalogue.
  let c: TestApp;
  beforeAll(async () => {
    c = await startTestApp();
    await seedCatalog(c.handle.db);
  }, 180_000);
  afterAll(async () => {
    await c.close();
  });

  async function generateWeek(who: Who, weekStart: string) {
    const res = await c.app.inject({ method: "POST", url: `/api/plans/${weekStart}/generate`, headers: who.auth, payload: { seed: 0 } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Week;
  }

  /**
   * Every planned day's calories per person (servings × calories ÷ people) within 10% of the
   * target — the planner benchmark's p95 goal. Not the dashboard's band (here ±250 kcal, ~10.5%):
   * the solver has a fixed time budget and stops at its best plan so far, so on a loaded machine a
   * day can end a little outside it; most days are inside, which is what the screen reports.
   */
  function expectOnTarget(week: Week, people: number, portions: number) {
    const planned = week.days.filter((d) => d.planned);
    expect(planned).toHaveLength(7);
    for (const day of planned) {
      const slots = week.slots.filter((s) => s.day === day.day && s.recipe);
      expect(slots.map((s) => s.meal).sort(), `day ${day.day}`).toEqual(["Breakfast", "Dinner", "Lunch"]);
      for (const slot of slots) expect(slot.servings).toBeLessThanOrEqual(people * portions);
      // The person's own portion (in halves) and the foods beside it (ADR 144).
      const perPerson = slots.reduce((sum, s) => {
        const mine = s.eaters[0];
        if (!mine) return sum + ((s.recipe!.calories ?? 0) * s.servings) / people;
        expect(Number.isInteger(mine.portion * 2)).toBe(true);
        return sum + (s.recipe!.calories ?? 0) * mine.portion + mine.sides.reduce((n, x) => n + x.calories, 0);
      }, 0);
      expect(day.totals.calories).toBeCloseTo(perPerson, 0);
      const calories = day.progress!.find((p) => p.key === "calories")!;
      expect(calories.planned).toBeCloseTo(perPerson, 0);
      expect(calories.onTrack).toBe(Math.abs(calories.planned - calories.target) <= calories.tolerance);
      expect(
        Math.abs(calories.planned - calories.target) / calories.target,
        `day ${day.day}: ${calories.planned} of ${calories.target} kcal`,
      ).toBeLessThanOrEqual(0.1);
    }
  }

  it("plans every day of a new person's week within 10% of the calorie target, per person, with up to two portions each", async () => {
    const who = await signUpAndLogIn(c.app);
    const saved = await c.app.inject({ method: "POST", url: "/api/metrics", headers: who.auth, payload: metric });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const rules = await c.app.inject({ method: "GET", url: "/api/plans/rules", headers: who.auth });
    expect(rules.json().rules).toMatchObject({ people: 1, maxServingsPerPerson: 2 });
    expectOnTarget(await generateWeek(who, WEEK), 1, 2);

    // Cooking for two doubles the servings, not what each person eats.
    const two = await c.app.inject({
      method: "PUT",
      url: "/api/plans/rules",
      headers: who.auth,
      payload: { ...rules.json().rules, people: 2 },
    });
    expect(two.statusCode, two.body).toBe(200);
    const week = await generateWeek(who, NEXT);
    expectOnTarget(week, 2, 2);
    expect(week.slots.some((s) => s.servings > 2)).toBe(true);
  });
});

describe("week plans: templates", () => {
  it("saves a week as a template, applies it to a later week around locks, and lists and deletes it", async () => {
    const who = await signUpAndLogIn(t.app);
    const a = await recipe(who, "Template a");
    const b = await recipe(who, "Template b");
    await ok(who, "PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: a, servings: 3 });
    await ok(who, "PUT", `/api/plans/${WEEK}/slots/1/Lunch`, { recipeId: b });
    const template = await ok<{ id: number; name: string; meals: number }>(who, "POST", "/api/plans/templates", {
      weekStart: WEEK,
      name: "Busy week",
    });
    expect(template).toMatchObject({ name: "Busy week", meals: 2 });
    const twice = await call(who, "POST", "/api/plans/templates", { weekStart: WEEK, name: "Busy week" });
    expect(twice.statusCode).toBe(409);
    const empty = await call(who, "POST", "/api/plans/templates", { weekStart: NEXT, name: "Nothing" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PLAN_MESSAGES.templateEmpty);

    await ok(who, "PATCH", `/api/plans/${NEXT}/slots/1/Lunch`, { locked: true });
    const applied = await ok<{ week: Week; skipped: number }>(who, "POST", `/api/plans/templates/${template.id}/apply`, {
      weekStart: NEXT,
    });
    expect(applied.week.weekStart).toBe(NEXT);
    expect(slotOf(applied.week, 0, "Dinner")).toMatchObject({ recipe: { id: a }, servings: 3, locked: false });
    expect(slotOf(applied.week, 1, "Lunch")).toMatchObject({ recipe: null, locked: true });
    expect(applied.skipped).toBe(1);

    // A recipe deleted since is left out when the template is applied.
    await t.handle.db.delete(recipes).where(eq(recipes.id, b));
    const later = await ok<{ week: Week; skipped: number }>(who, "POST", `/api/plans/templates/${template.id}/apply`, {
      weekStart: "2026-12-07",
    });
    expect(later.week.slots.map((s) => s.recipe?.id)).toEqual([a]);
    expect(later.skipped).toBe(1);

    expect((await ok<{ templates: unknown[] }>(who, "GET", "/api/plans/templates")).templates).toHaveLength(1);
    await ok(who, "DELETE", `/api/plans/templates/${template.id}`);
    expect((await ok<{ templates: unknown[] }>(who, "GET", "/api/plans/templates")).templates).toEqual([]);
  });
});

describe("week plans: into carts and the journal", () => {
  it("adds the week to a cart with servings summed per recipe, merging with a line already there", async () => {
    const who = await signUpAndLogIn(t.app);
    const chili = await recipe(who, "Cart chili");
    const salad = await recipe(who, "Cart salad");
    await ok(who, "PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: chili, servings: 2 });
    await ok(who, "PUT", `/api/plans/${WEEK}/slots/1/Lunch`, { recipeId: chili, servings: 2 });
    await ok(who, "PUT", `/api/plans/${WEEK}/slots/2/Lunch`, { recipeId: salad, servings: 1 });
    const cart = await ok<{ id: number }>(who, "POST", "/api/user-carts/add", { name: "Week" });
    await ok(who, "POST", "/api/grocery-cart/add", { recipe_id: salad, cart_id: cart.id, quantity: 3 });
    const added = await ok<{ added: Array<{ recipe_id: number; quantity: number }>; message: string }>(
      who,
      "POST",
      `/api/plans/${WEEK}/cart`,
      { cart_id: cart.id },
    );
    expect(added.added.sort((x, y) => x.recipe_id - y.recipe_id)).toEqual([
      { recipe_id: chili, title: "Cart chili", quantity: 4 },
      { recipe_id: salad, title: "Cart salad", quantity: 1 },
    ]);
    expect(added.message).toBe(PLAN_MESSAGES.addedToCart(2, 5));
    const lines = await ok<{ recipes: Array<{ recipeId: number; quantity: number }> }>(who, "GET", `/api/grocery-cart?cartId=${cart.id}`);
    expect(Object.fromEntries(lines.recipes.map((r) => [r.recipeId, r.quantity]))).toEqual({ [chili]: 4, [salad]: 4 });

    const none = await ok<{ added: unknown[]; message: string }>(who, "POST", `/api/plans/${NEXT}/cart`, { cart_id: cart.id });
    expect(none).toMatchObject({ added: [], message: PLAN_MESSAGES.nothingToAdd });
  });

  it("logs a slot as eaten: per-serving nutrition times servings, on that day, once", async () => {
    const who = await signUpAndLogIn(t.app);
    const bowl = await recipe(who, "Logged bowl", { calories: 450, protein: 22.5, carbs: 40, fat: 12 });
    await ok(who, "PUT", `/api/plans/${WEEK}/slots/2/Lunch`, { recipeId: bowl, servings: 2 });
    const res = await call(who, "POST", `/api/plans/${WEEK}/slots/2/Lunch/log`);
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({
      date: "2026-11-25",
      meal: "Lunch",
      name: "Logged bowl",
      serving_size: 2,
      calories: 900,
      protein: 45,
      carbs: 80,
      fat: 24,
      sodium: 200,
    });
    const week = await ok<Week>(who, "GET", `/api/plans/${WEEK}`);
    expect(slotOf(week, 2, "Lunch")?.journalEntryId).toBe(res.json().entry.id);
    const again = await call(who, "POST", `/api/plans/${WEEK}/slots/2/Lunch/log`);
    expect(again.statusCode).toBe(409);
    const journal = await ok<{ entries: Array<{ name: string }> }>(who, "GET", "/api/journal");
    expect(journal.entries.map((e) => e.name)).toEqual(["Logged bowl"]);
    // Deleting the entry makes the slot loggable again.
    await ok(who, "DELETE", `/api/journal/${res.json().entry.id}`);
    expect(slotOf(await ok<Week>(who, "GET", `/api/plans/${WEEK}`), 2, "Lunch")?.journalEntryId).toBeNull();
    expect((await call(who, "POST", `/api/plans/${WEEK}/slots/2/Lunch/log`)).statusCode).toBe(201);
    expect((await call(who, "POST", `/api/plans/${WEEK}/slots/3/Lunch/log`)).statusCode).toBe(404);
  });
});

describe("week plans: another person's data is 404", () => {
  it("keeps plans, slots, templates, recipes and carts apart", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const mine = await recipe(alice, "Alice's own");
    await ok(alice, "PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: mine, servings: 2 });
    const template = await ok<{ id: number }>(alice, "POST", "/api/plans/templates", { weekStart: WEEK, name: "Alice week" });
    const aliceCart = await ok<{ id: number }>(alice, "POST", "/api/user-carts/add", { name: "Alice cart" });
    const bobCart = await ok<{ id: number }>(bob, "POST", "/api/user-carts/add", { name: "Bob cart" });

    expect((await ok<Week>(bob, "GET", `/api/plans/${WEEK}`)).slots).toEqual([]);
    expect((await call(bob, "PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: mine })).statusCode).toBe(404);
    expect((await call(bob, "POST", `/api/plans/${WEEK}/slots/0/Dinner/log`)).statusCode).toBe(404);
    expect((await call(bob, "POST", `/api/plans/templates/${template.id}/apply`, { weekStart: WEEK })).statusCode).toBe(404);
    expect((await call(bob, "DELETE", `/api/plans/templates/${template.id}`)).statusCode).toBe(404);
    expect((await ok<{ templates: unknown[] }>(bob, "GET", "/api/plans/templates")).templates).toEqual([]);
    expect((await call(bob, "POST", `/api/plans/${WEEK}/cart`, { cart_id: aliceCart.id })).statusCode).toBe(404);
    expect((await call(alice, "POST", `/api/plans/${WEEK}/cart`, { cart_id: bobCart.id })).statusCode).toBe(404);
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/plans.templates.remove",
      headers: bob.auth,
      payload: { id: template.id },
    });
    expect(trpc.statusCode).toBe(404);

    // Nothing of Alice's changed.
    const week = await ok<Week>(alice, "GET", `/api/plans/${WEEK}`);
    expect(week.slots).toMatchObject([{ day: 0, meal: "Dinner", recipe: { id: mine }, servings: 2 }]);
    expect((await ok<{ templates: unknown[] }>(alice, "GET", "/api/plans/templates")).templates).toHaveLength(1);
    expect((await ok<{ recipes: unknown[] }>(alice, "GET", `/api/grocery-cart?cartId=${aliceCart.id}`)).recipes).toEqual([]);
  });
});

describe("week plans: bad input is 400, never 500", () => {
  it("refuses bad weeks, days, meals, servings, ids, names and rules", async () => {
    const who = await signUpAndLogIn(t.app);
    const dish = await recipe(who, "Valid dish");
    const cases: Array<[Method, string, unknown, string]> = [
      ["GET", "/api/plans/2026-11-24", undefined, PLAN_MESSAGES.notMonday],
      ["GET", "/api/plans/2026-02-30", undefined, "weekStart must be a date"],
      ["GET", "/api/plans/next-week", undefined, "weekStart must be a date"],
      ["GET", "/api/plans/1900-01-01", undefined, PLAN_MESSAGES.weekOutOfRange],
      ["PUT", `/api/plans/${WEEK}/slots/7/Dinner`, { recipeId: dish }, "day must be at most 6"],
      ["PUT", `/api/plans/${WEEK}/slots/-1/Dinner`, { recipeId: dish }, "day must be"],
      ["PUT", `/api/plans/${WEEK}/slots/0/Brunch`, { recipeId: dish }, "meal must be one of"],
      ["PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: dish, servings: 0 }, "servings must be at least 1"],
      ["PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: dish, servings: 51 }, "servings must be at most 50"],
      ["PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: dish, servings: 1.5 }, "servings must be a whole number"],
      ["PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: 0 }, "recipeId"],
      ["PUT", `/api/plans/${WEEK}/slots/0/Dinner`, { recipeId: 2 ** 31 }, "recipeId is out of range"],
      ["PATCH", `/api/plans/${WEEK}/slots/0/Dinner`, { locked: "yes" }, "locked must be true or false"],
      ["POST", `/api/plans/${WEEK}/swap`, { from: { day: 0, meal: "Dinner" } }, ""],
      ["POST", `/api/plans/${WEEK}/generate`, { scope: { kind: "month" } }, "scope must be"],
      ["POST", `/api/plans/${WEEK}/generate`, { scope: { kind: "day", day: 9 } }, "day must be at most 6"],
      ["POST", `/api/plans/${WEEK}/cart`, { cart_id: "abc" }, "cart_id"],
      ["POST", "/api/plans/templates", { weekStart: WEEK, name: "" }, "Template name cannot be empty."],
      ["POST", "/api/plans/templates", { weekStart: WEEK, name: "x".repeat(101) }, "at most 100 characters"],
      ["POST", "/api/plans/templates", { weekStart: WEEK, name: "bad\u0000name" }, "name"],
      ["POST", "/api/plans/templates/abc/apply", { weekStart: WEEK }, "id"],
      ["DELETE", "/api/plans/templates/0", undefined, "id"],
    ];
    const base = (await ok<{ rules: Record<string, unknown> }>(who, "GET", "/api/plans/rules")).rules;
    const badRules: Array<[Record<string, unknown>, string]> = [
      [{ days: [] }, PLAN_MESSAGES.noDays],
      [{ days: [7] }, "day must be at most 6"],
      [{ meals: [] }, PLAN_MESSAGES.noMeals],
      [{ people: 21 }, "people must be at most 20"],
      [{ macroSplit: { protein: 50, carbs: 50, fat: 10 } }, PLAN_MESSAGES.macroSplitSum],
      [{ tagRules: [{ tag: "fish" }] }, PLAN_MESSAGES.tagRuleBounds],
      [{ tagRules: [{ tag: "fish", min: 3, max: 1 }] }, PLAN_MESSAGES.tagRuleBounds],
      [{ excludeTags: ["x".repeat(51)] }, "at most 50 characters"],
      [{ noRepeatDays: 9 }, "noRepeatDays must be at most 6"],
      [{ maxTimeWeekday: 2 }, "maxTimeWeekday must be at least 5"],
      [{ preferOwned: "true" }, "preferOwned must be true or false"],
      [{ maxServingsPerPerson: 4 }, "maxServingsPerPerson must be at most 3"],
      [{ maxServingsPerPerson: 0 }, "maxServingsPerPerson must be at least 1"],
      [{ maxServingsPerPerson: 1.5 }, "maxServingsPerPerson must be a whole number"],
    ];
    for (const [change, message] of badRules) cases.push(["PUT", "/api/plans/rules", { ...base, ...change }, message]);
    for (const [method, url, payload, message] of cases) {
      const res = await call(who, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/plans.logEaten",
      headers: who.auth,
      payload: { weekStart: WEEK, day: "x", meal: 3 },
    });
    expect(trpc.statusCode).toBe(400);
    expect((await call(who, "GET", `/api/plans/${WEEK}`)).statusCode).toBe(200);
  });
});
