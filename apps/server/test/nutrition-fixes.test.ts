import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { ensureFoodsLoaded, recomputeStaleNutrition } from "@simmer/api";
import { foodFixes, recipes } from "@simmer/db";
import { MATCHER_VERSION } from "@simmer/domain";
import { entriesOf } from "./backup-archives";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

// ADR 141: a person's fixes remembered per ingredient name, figures recomputed when the matcher
// changes, confidence stored on recipes, and optional lines counted on request.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await ensureFoodsLoaded(t.handle.db);
});
afterAll(async () => {
  await t.close();
});

type Auth = { authorization: string };
const WHOLE_MILK = "01077";

function call(method: "GET" | "PUT" | "POST" | "DELETE", url: string, auth: Auth, payload?: unknown) {
  return t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
}

interface Line {
  ingredient_name: string;
  food: { ndb_no: string; name: string } | null;
  grams: number | null;
  confidence: string | null;
  zero_because: string | null;
  food_source: string | null;
  counted_on_request: boolean;
}
interface Calculated {
  per_serving: { calories: number };
  lines: Line[];
  confidence: { share: number; rests_on_guesses: boolean };
}

async function calculate(auth: Auth, ingredients: unknown[], servings = 1): Promise<Calculated> {
  const res = await call("POST", "/api/nutrition/calculate", auth, { servings, ingredients });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Calculated;
}

interface Detail {
  recipe_id: number;
  calories: number | null;
  nutrition_source: string;
  nutrition_confidence: number | null;
  sections: Array<{ ingredients: Array<{ ingredient_name: string; count_anyway: boolean }> }>;
}

async function addRecipe(auth: Auth, ingredients: unknown[], extra: Record<string, unknown> = {}): Promise<Detail> {
  const res = await call("POST", "/trpc/recipes.add", auth, {
    title: `Fix soup ${Math.random().toString(36).slice(2, 8)}`,
    servings: 2,
    nutrition_source: "ingredients",
    instructions: [{ step_number: 1, instruction: "Stir." }],
    sections: [{ section_name: "", ingredients }],
    tags: [],
    equipment: [],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: Detail } }).result.data;
}

async function detail(auth: Auth, id: number): Promise<Detail> {
  const res = await call("GET", `/api/recipes/${id}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Detail;
}

describe("remembered fixes", () => {
  it("are used first in the person's later calculations, say so on the line, and stay theirs alone", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const before = await calculate(alice.auth, [{ ingredient_name: "kefir", quantity: "1", unit: "cups" }]);
    expect(before.lines[0]!.food!.ndb_no).not.toBe(WHOLE_MILK);
    expect(before.lines[0]!.food_source).toBe("automatic");

    const saved = await call("PUT", "/api/nutrition/fixes", alice.auth, {
      ingredient_name: "2 cups Kefir (plain)",
      food_ndb_no: WHOLE_MILK,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: "kefir", food: { ndb_no: WHOLE_MILK, name: expect.stringMatching(/^Milk, whole/) } });

    // The same ingredient written another way, as a whole line or with quantity and unit apart.
    const after = await calculate(alice.auth, [
      { ingredient_name: "kefir", quantity: "1", unit: "cups" },
      { ingredient_name: "1 1/2 cups cold kefir" },
      { ingredient_name: "whole milk", quantity: "1", unit: "cups" },
    ]);
    expect(after.lines.map((l) => [l.food?.ndb_no, l.food_source, l.confidence])).toEqual([
      [WHOLE_MILK, "remembered", "high"],
      [WHOLE_MILK, "remembered", "high"],
      [WHOLE_MILK, "automatic", "high"],
    ]);
    expect(after.lines[0]!.grams).toBeCloseTo(244, 0);
    // A line's own chosen food still wins over the remembered one.
    const chosen = await calculate(alice.auth, [{ ingredient_name: "kefir", quantity: "1", unit: "cups", food_ndb_no: "01088" }]);
    expect(chosen.lines[0]).toMatchObject({ food: { ndb_no: "01088" }, food_source: "chosen" });

    // Over tRPC too.
    const viaTrpc = await call("POST", "/trpc/foods.calculateNutrition", alice.auth, {
      servings: 1,
      ingredients: [{ ingredient_name: "kefir", quantity: "1", unit: "cups" }],
    });
    expect((viaTrpc.json() as { result: { data: Calculated } }).result.data.lines[0]!.food_source).toBe("remembered");

    // Bob never sees Alice's fix.
    const bobs = await calculate(bob.auth, [{ ingredient_name: "kefir", quantity: "1", unit: "cups" }]);
    expect(bobs.lines[0]).toMatchObject({ food: { ndb_no: before.lines[0]!.food!.ndb_no }, food_source: "automatic" });
    expect((await call("GET", "/api/nutrition/fixes", bob.auth)).json()).toEqual({ fixes: [] });
    expect((await call("GET", "/api/nutrition/fixes", alice.auth)).json()).toMatchObject({
      fixes: [{ name: "kefir", food: { ndb_no: WHOLE_MILK } }],
    });
    // Bob forgetting "kefir" forgets nothing of Alice's.
    expect((await call("DELETE", "/api/nutrition/fixes?ingredient_name=kefir", bob.auth)).json()).toEqual({ forgotten: false });

    const forgotten = await call("DELETE", "/api/nutrition/fixes?ingredient_name=Kefir", alice.auth);
    expect(forgotten.json()).toEqual({ forgotten: true });
    const again = await calculate(alice.auth, [{ ingredient_name: "kefir", quantity: "1", unit: "cups" }]);
    expect(again.lines[0]!.food_source).toBe("automatic");
  });

  it("refuses a food the data does not have and bad input, naming the field", async () => {
    const alice = await signUpAndLogIn(t.app);
    const unknown = await call("PUT", "/api/nutrition/fixes", alice.auth, { ingredient_name: "kefir", food_ndb_no: "99999" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatch(/99999/);
    const bad = await call("PUT", "/api/nutrition/fixes", alice.auth, { ingredient_name: "kefir", food_ndb_no: "milk" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/food_ndb_no/);
    expect((await call("PUT", "/api/nutrition/fixes", alice.auth, { food_ndb_no: WHOLE_MILK })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/nutrition/fixes" })).statusCode).toBe(401);
  });

  it("recompute the person's recipes calculated from their ingredients, and no one else's", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const lines = [{ ingredient_name: "kefir", quantity: "2", unit: "cups", optional: false }];
    const alices = await addRecipe(alice.auth, lines);
    const bobs = await addRecipe(bob.auth, lines);
    expect(alices.calories).toBe(bobs.calories);
    await call("PUT", "/api/nutrition/fixes", alice.auth, { ingredient_name: "kefir", food_ndb_no: WHOLE_MILK });
    // Two cups of whole milk (488 g × 61 kcal / 100 g) for two servings.
    expect((await detail(alice.auth, alices.recipe_id)).calories).toBeCloseTo(148.8, 0);
    expect((await detail(bob.auth, bobs.recipe_id)).calories).toBe(bobs.calories);
  });

  it("travel in the backup, restore into another account, and go with the account", async () => {
    const alice = await signUpAndLogIn(t.app);
    await call("PUT", "/api/nutrition/fixes", alice.auth, { ingredient_name: "kefir", food_ndb_no: WHOLE_MILK });
    const archive = (await t.app.inject({ method: "GET", url: "/api/account/backup", headers: alice.auth })).rawPayload;
    const entries = await entriesOf(archive);
    expect(JSON.parse(String(entries.get("food_fixes.json")))).toEqual([
      { name: "kefir", food_ndb_no: WHOLE_MILK, updated_at: expect.any(String) },
    ]);
    expect(JSON.parse(String(entries.get("manifest.json"))).counts.food_fixes).toBe(1);

    const carol = await signUpAndLogIn(t.app);
    const restored = await t.app.inject({
      method: "POST",
      url: "/api/account/restore",
      headers: { ...carol.auth, "content-type": "application/zip" },
      payload: archive,
    });
    expect(restored.statusCode, restored.body).toBe(201);
    expect((await call("GET", "/api/nutrition/fixes", carol.auth)).json()).toMatchObject({ fixes: [{ name: "kefir" }] });

    const kefirFixes = async () => (await t.handle.db.select().from(foodFixes).where(eq(foodFixes.name, "kefir"))).length;
    const before = await kefirFixes();
    const gone = await t.app.inject({ method: "DELETE", url: "/api/account", headers: alice.auth, payload: { password: alice.password } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await kefirFixes()).toBe(before - 1);
    expect((await call("GET", "/api/nutrition/fixes", carol.auth)).json()).toMatchObject({ fixes: [{ name: "kefir" }] });
  });
});

describe("stored figures after a matcher change", () => {
  it("are recomputed when read and by the start-up sweep, with the current version and confidence", async () => {
    const alice = await signUpAndLogIn(t.app);
    const ingredients = [
      { ingredient_name: "all-purpose flour", quantity: "2", unit: "cups", optional: false },
      { ingredient_name: "whole milk", quantity: "1", unit: "cups", optional: false },
      { ingredient_name: "mystery spice blend", quantity: "1", unit: "tablespoons", optional: false },
    ];
    const first = await addRecipe(alice.auth, ingredients);
    const second = await addRecipe(alice.auth, ingredients);
    expect(first.nutrition_confidence).toBeGreaterThan(0.5);
    expect(first.nutrition_confidence).toBeLessThanOrEqual(1);
    const [stamped] = await t.handle.db.select().from(recipes).where(eq(recipes.id, first.recipe_id));
    expect(stamped!.nutritionVersion).toBe(MATCHER_VERSION);

    // What figures an older matcher stored look like: other numbers and an older version.
    const ids = [first.recipe_id, second.recipe_id];
    await t.handle.db
      .update(recipes)
      .set({ calories: 1, protein: 1, nutritionVersion: MATCHER_VERSION - 1, nutritionConfidence: 0 })
      .where(inArray(recipes.id, ids));

    // Read through the API: recomputed before it is shown.
    const read = await detail(alice.auth, first.recipe_id);
    expect(read.calories).toBe(first.calories);
    expect(read.nutrition_confidence).toBe(first.nutrition_confidence);

    // The sweep takes the rest, in batches.
    const report = await recomputeStaleNutrition(t.handle.db, { batchSize: 1 });
    expect(report.recomputed).toBeGreaterThanOrEqual(1);
    const rows = await t.handle.db.select().from(recipes).where(inArray(recipes.id, ids));
    expect(rows.map((r) => [r.calories, r.nutritionVersion])).toEqual([
      [first.calories, MATCHER_VERSION],
      [first.calories, MATCHER_VERSION],
    ]);
    // Nothing is left stale, so a second sweep writes nothing of these.
    const stale = await t.handle.db.execute(
      sql`select count(*)::int as n from recipes where nutrition_source = 'ingredients' and import_job_id is null and nutrition_version is distinct from ${MATCHER_VERSION}`,
    );
    expect(
      Number((stale as unknown as { rows: Array<{ n: number }> }).rows?.[0]?.n ?? (stale as unknown as Array<{ n: number }>)[0]?.n),
    ).toBe(0);
  });

  it("leaves typed and page figures alone", async () => {
    const alice = await signUpAndLogIn(t.app);
    const typed = await addRecipe(alice.auth, [{ ingredient_name: "whole milk", quantity: "1", unit: "cups", optional: false }], {
      nutrition_source: "manual",
      calories: 321,
    });
    expect(typed.nutrition_confidence).toBeNull();
    await t.handle.db.update(recipes).set({ nutritionVersion: null }).where(eq(recipes.id, typed.recipe_id));
    await recomputeStaleNutrition(t.handle.db);
    expect((await detail(alice.auth, typed.recipe_id)).calories).toBe(321);
  });
});

describe("optional lines counted on request", () => {
  it("count a garnish or to-taste line's amount when asked, over the calculator and on a saved recipe", async () => {
    const alice = await signUpAndLogIn(t.app);
    const garnish = { ingredient_name: "2 tablespoons chopped walnuts, for garnish" };
    const byDefault = await calculate(alice.auth, [garnish]);
    expect(byDefault.lines[0]).toMatchObject({ grams: 0, zero_because: "garnish", counted_on_request: false });
    const counted = await calculate(alice.auth, [{ ...garnish, count_anyway: true }]);
    expect(counted.lines[0]).toMatchObject({ zero_because: null, counted_on_request: true });
    expect(counted.lines[0]!.grams).toBeGreaterThan(10);
    expect(counted.per_serving.calories).toBeGreaterThan(80);
    // A line that counts anyway but has no amount still counts nothing, and says why.
    const noAmount = await calculate(alice.auth, [{ ingredient_name: "salt to taste", count_anyway: true }]);
    expect(noAmount.lines[0]).toMatchObject({ grams: 0, zero_because: "no_amount", counted_on_request: true });
    // count_anyway must be a boolean.
    const bad = await call("POST", "/api/nutrition/calculate", alice.auth, {
      servings: 1,
      ingredients: [{ ...garnish, count_anyway: "yes" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/count_anyway/);

    const lines = [
      { ingredient_name: "whole milk", quantity: "1", unit: "cups", optional: false },
      { ingredient_name: "chopped walnuts, for garnish", quantity: "2", unit: "tablespoons", optional: false, count_anyway: true },
    ];
    const saved = await addRecipe(alice.auth, lines, { servings: 1 });
    expect(saved.sections[0]!.ingredients.map((l) => l.count_anyway)).toEqual([false, true]);
    const without = await addRecipe(alice.auth, [lines[0], { ...lines[1], count_anyway: false }], { servings: 1 });
    expect(saved.calories! - without.calories!).toBeCloseTo(counted.per_serving.calories, -1);
  });
});
