import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartRecipes, carts } from "@simmer/db";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertBrowseRecipe, ownEquipment, ownIngredients } from "./browse-fixtures";

/**
 * A hand-checked kitchen. Alice owns salt, garlic, tomato, onion, olive oil, a skillet and a blender.
 *   soup   Tomato Soup     200 kcal  tomato onion garlic salt basil?      blender         soup vegetarian
 *   chick  Garlic Chicken  450 kcal  chicken breast garlic olive oil salt skillet oven     dinner
 *   salad  Caprese Salad   300 kcal  tomato basil olive oil parmesan? salt (none)         salad vegetarian
 *   rice   Plain Rice      (no nutrition, no lines)                      skillet
 *   tart   Alice's tart    500 kcal  onion parmesan cheese olive oil     oven             dinner vegetarian (Alice's own)
 *   bread  Bob's bread     250 kcal  garlic olive oil                    oven             vegetarian (Bob's own)
 * Missing required ingredients for Alice: soup 0, chick 1, salad 1 (basil), rice 0, tart 1.
 */
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUpAndLogIn>>;
let bob: Awaited<ReturnType<typeof signUpAndLogIn>>;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
  const db = t.handle.db;
  id.soup = await insertBrowseRecipe(db, {
    title: "Tomato Soup",
    servings: 4,
    prep: 10,
    cook: 20,
    total: 30,
    nutrition: { calories: 200, fat: 5, satFat: 1, carbs: 30, fiber: 4, sugar: 8, protein: 5 },
    ingredients: ["tomato", "onion", "garlic", "salt", "basil?"],
    equipment: ["blender"],
    tags: ["soup", "vegetarian"],
    dataSourceName: "Grandma",
  });
  id.chick = await insertBrowseRecipe(db, {
    title: "Garlic Chicken",
    servings: 2,
    prep: 15,
    cook: 30,
    total: 45,
    nutrition: { calories: 450, fat: 20, satFat: 5, carbs: 2, fiber: 0, sugar: 1, protein: 40 },
    ingredients: ["chicken breast", "garlic", "olive oil", "salt"],
    equipment: ["skillet", "oven"],
    tags: ["dinner"],
  });
  id.salad = await insertBrowseRecipe(db, {
    title: "Caprese Salad",
    servings: 2,
    prep: 5,
    cook: 0,
    total: 10,
    nutrition: { calories: 300, fat: 22, satFat: 8, carbs: 6, fiber: 2, sugar: 4, protein: 12 },
    ingredients: ["tomato", "basil", "olive oil", "parmesan cheese?", "salt"],
    tags: ["salad", "Vegetarian"],
  });
  id.rice = await insertBrowseRecipe(db, { title: "Plain Rice", servings: 3, prep: 5, cook: 20, total: 25, equipment: ["skillet"] });
  id.tart = await insertBrowseRecipe(db, {
    title: "Alice's Onion Tart",
    ownerId: alice.user.id,
    servings: 6,
    prep: 20,
    cook: 40,
    total: 60,
    nutrition: { calories: 500, fat: 30, satFat: 15, carbs: 40, fiber: 3, sugar: 5, protein: 10 },
    ingredients: ["onion", "parmesan cheese", "olive oil"],
    equipment: ["oven"],
    tags: ["dinner", "vegetarian"],
  });
  id.bread = await insertBrowseRecipe(db, {
    title: "Bob's Garlic Bread",
    ownerId: bob.user.id,
    nutrition: { calories: 250 },
    ingredients: ["garlic", "olive oil"],
    equipment: ["oven"],
    tags: ["vegetarian"],
  });
  await ownIngredients(db, alice.user.id, ["salt", "garlic", "tomato", "onion", "olive oil"]);
  await ownEquipment(db, alice.user.id, ["skillet", "blender"]);
  const [aliceCart] = await db.insert(carts).values({ userId: alice.user.id, name: "Week" }).returning();
  const [bobCart] = await db.insert(carts).values({ userId: bob.user.id, name: "Bob's week" }).returning();
  if (!aliceCart || !bobCart) throw new Error("cart insert failed");
  await db.insert(cartRecipes).values([
    { cartId: aliceCart.id, recipeId: id.salad as number, quantity: 2 },
    { cartId: aliceCart.id, recipeId: id.tart as number, quantity: 1 },
    { cartId: bobCart.id, recipeId: id.soup as number, quantity: 1 },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, who: { auth: Record<string, string> } | null = alice) {
  const res = await t.app.inject({ method: "GET", url: `/api/recipes?${query}`, headers: who?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { recipes: { id: number }[]; total: number };
  return { ids: body.recipes.map((r) => r.id), total: body.total, body };
}

const names = (...keys: string[]) => keys.map((k) => id[k]);

describe("GET /api/recipes filters, each alone", () => {
  it("lists what Alice can see: the catalogue and her own, in id order", async () => {
    expect((await list("")).ids).toEqual(names("soup", "chick", "salad", "rice", "tart"));
    expect((await list("", bob)).ids).toEqual(names("soup", "chick", "salad", "rice", "bread"));
    expect((await list("", null)).ids).toEqual(names("soup", "chick", "salad", "rice"));
  });

  it("maxMissingIngredients counts non-optional ingredients she does not own", async () => {
    expect((await list("maxMissingIngredients=0")).ids).toEqual(names("soup", "rice"));
    expect((await list("maxMissingIngredients=1")).ids).toEqual(names("soup", "chick", "salad", "rice", "tart"));
  });

  it("filterByEquipment keeps recipes whose every piece of equipment she owns", async () => {
    expect((await list("filterByEquipment=true")).ids).toEqual(names("soup", "salad", "rice"));
  });

  it("filterByGrocerycart keeps recipes in one of her carts, never Bob's", async () => {
    expect((await list("filterByGrocerycart=true")).ids).toEqual(names("salad", "tart"));
    expect((await list("filterByGrocerycart=true", bob)).ids).toEqual(names("soup"));
  });

  it("filterIngredients needs every name, exactly or as substrings with ingredientsPartial", async () => {
    expect((await list("filterIngredients=garlic")).ids).toEqual(names("soup", "chick"));
    expect((await list("filterIngredients=garlic,tomato")).ids).toEqual(names("soup"));
    expect((await list("filterIngredients=cheese")).ids).toEqual([]);
    expect((await list("filterIngredients=cheese&ingredientsPartial=true")).ids).toEqual(names("salad", "tart"));
    expect((await list("filterIngredients=chick,%20OIL&ingredientsPartial=true")).ids).toEqual(names("chick"));
  });

  it("filterEquipment needs every name, exactly or as substrings with equipmentPartial", async () => {
    expect((await list("filterEquipment=oven")).ids).toEqual(names("chick", "tart"));
    expect((await list("filterEquipment=ove")).ids).toEqual([]);
    expect((await list("filterEquipment=ove&equipmentPartial=true")).ids).toEqual(names("chick", "tart"));
    expect((await list("filterEquipment=oven,skillet")).ids).toEqual(names("chick"));
  });

  it("min_ and max_ are inclusive for every nutrition, time and servings field; unknown values never match", async () => {
    expect((await list("min_calories=200&max_calories=300")).ids).toEqual(names("soup", "salad"));
    expect((await list("max_fat=20")).ids).toEqual(names("soup", "chick"));
    expect((await list("min_sat_fat=8")).ids).toEqual(names("salad", "tart"));
    expect((await list("max_carbs=6")).ids).toEqual(names("chick", "salad"));
    expect((await list("min_fiber=3")).ids).toEqual(names("soup", "tart"));
    expect((await list("max_sugar=4")).ids).toEqual(names("chick", "salad"));
    expect((await list("min_protein=12")).ids).toEqual(names("chick", "salad"));
    expect((await list("min_prep_time_min=10")).ids).toEqual(names("soup", "chick", "tart"));
    expect((await list("max_cook_time_min=20")).ids).toEqual(names("soup", "salad", "rice"));
    expect((await list("max_total_time_min=30")).ids).toEqual(names("soup", "salad", "rice"));
    expect((await list("min_servings=3")).ids).toEqual(names("soup", "rice", "tart"));
    expect((await list("min_servings=2&max_servings=2")).ids).toEqual(names("chick", "salad"));
  });

  it("data_source and data_source_name match exactly", async () => {
    expect((await list("data_source=user")).ids).toEqual(names("tart"));
    expect((await list("data_source=catalog")).ids).toEqual(names("soup", "chick", "salad", "rice"));
    expect((await list("data_source_name=Grandma")).ids).toEqual(names("soup"));
    expect((await list("data_source_name=grandma")).ids).toEqual([]);
  });

  it("tags need every tag, ignoring case", async () => {
    expect((await list("tags=vegetarian")).ids).toEqual(names("soup", "salad", "tart"));
    expect((await list("tags=Vegetarian,soup")).ids).toEqual(names("soup"));
    expect((await list("tags=dessert")).ids).toEqual([]);
  });

  it("search matches the title, trimmed and lower-cased", async () => {
    expect((await list("search=%20TOMATO%20")).ids).toEqual(names("soup"));
    expect((await list("search=tart")).ids).toEqual(names("tart"));
    expect((await list("search=tart", bob)).ids).toEqual([]);
  });
});

describe("GET /api/recipes filters combined", () => {
  it("combines filters with AND", async () => {
    expect((await list("maxMissingIngredients=1&filterByEquipment=true&tags=vegetarian&max_calories=300")).ids).toEqual(
      names("soup", "salad"),
    );
    expect(
      (
        await list(
          "maxMissingIngredients=1&filterByEquipment=true&tags=vegetarian&max_calories=300&filterIngredients=basil&ingredientsPartial=true&min_protein=10",
        )
      ).ids,
    ).toEqual(names("salad"));
    expect((await list("filterByGrocerycart=true&maxMissingIngredients=0")).ids).toEqual([]);
    expect((await list("filterEquipment=oven&tags=dinner&data_source=user&search=onion")).ids).toEqual(names("tart"));
  });

  it("pages in a stable order with a total that counts every match", async () => {
    const all = await list("maxMissingIngredients=1");
    const pages = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const page = await list(`maxMissingIngredients=1&limit=2&offset=${offset}`);
      expect(page.total).toBe(5);
      pages.push(...page.ids);
    }
    expect(pages).toEqual(all.ids);
    expect((await list("maxMissingIngredients=1&limit=2&offset=10")).ids).toEqual([]);
  });

  it("returns card fields for what it lists", async () => {
    const { body } = await list("search=tart");
    expect(body.recipes[0]).toMatchObject({
      recipe_id: id.tart,
      title: "Alice's Onion Tart",
      total_time_min: 60,
      calories: 500,
      tags: ["dinner", "vegetarian"],
      data_source: "user",
      is_owner: true,
    });
  });
});

describe("GET /api/recipes?id= (one of the three detail paths)", () => {
  it("answers the detail split against the caller's kitchen, and 404 for another user's recipe", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes?id=${id.salad}`, headers: alice.auth });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as {
      title: string;
      ingredients: { ingavailable: { ingredient_name: string }[]; ingmissing: { ingredient_name: string }[] };
    };
    expect(detail.title).toBe("Caprese Salad");
    expect(detail.ingredients.ingmissing.map((l) => l.ingredient_name).sort()).toEqual(["basil", "parmesan cheese"]);
    expect(detail.ingredients.ingavailable.map((l) => l.ingredient_name).sort()).toEqual(["olive oil", "salt", "tomato"]);
    const foreign = await t.app.inject({ method: "GET", url: `/api/recipes?id=${id.bread}`, headers: alice.auth });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("GET /api/recipes rejects bad parameters naming them", () => {
  it.each([
    ["min_calories=abc", /min_calories/],
    ["maxMissingIngredients=-1", /maxMissingIngredients/],
    ["maxMissingIngredients=1.5", /maxMissingIngredients/],
    ["filterByEquipment=maybe", /filterByEquipment/],
    ["data_source=elsewhere", /data_source/],
    ["offset=-3", /offset/],
    ["max_servings=-1", /max_servings/],
  ])("%s", async (query, pattern) => {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes?${query}`, headers: alice.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(pattern);
  });
});
