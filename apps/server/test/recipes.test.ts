import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { ingredients, recipes, userEquipment, userIngredients, equipment } from "@simmer/db";
import { startTestApp, signUpAndLogIn, type TestApp } from "./harness";
import { addRecipe, recipeMultipart, sampleRecipe } from "./recipes-fixtures";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-recipes-test-"));
  t = await startTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Detail = {
  recipe_id: number;
  title: string;
  total_time_min: number;
  data_source: string;
  data_source_link: string | null;
  sodium: number | null;
  sections: {
    section_name: string;
    ingredients: {
      ingredient_name: string;
      quantity: string;
      unit: string;
      optional: boolean;
      brand: string | null;
      method: string | null;
      food_ndb_no: string | null;
      food_match_manual: boolean;
      ingredient_id: number;
    }[];
  }[];
  instructions: { step_number: number; instruction: string }[];
  tags: string[];
  ingredients: { ingavailable: { ingredient_name: string }[]; ingmissing: { ingredient_name: string }[] };
  equipment: { equavailable: { equipment_name: string }[]; equmissing: { equipment_name: string }[] };
  equipment_names: string[];
};

async function get(url: string, auth?: Record<string, string>) {
  return t.app.inject({ method: "GET", url, headers: auth });
}

describe("adding a recipe", () => {
  it("saves every field of the multipart form and returns the recipe with its id", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const saved = (await addRecipe(t.app, auth)) as unknown as Detail;
    expect(saved.recipe_id).toBeGreaterThan(0);
    expect(saved.title).toBe("Lemon Garlic Pasta");
    expect(saved.total_time_min).toBe(35);
    expect(saved.data_source).toBe("user");
    expect(saved.data_source_link).toBe("https://example.com/pasta");
    expect(saved.sodium).toBe(640);
    expect(saved.sections.map((s) => s.section_name)).toEqual(["Pasta", "Sauce"]);
    expect(saved.sections[1]?.ingredients.map((i) => [i.ingredient_name, i.quantity, i.unit])).toEqual([
      ["Olive  Oil", "1 1/2", "tablespoons"],
      ["Garlic", "3", "units"],
      ["Lemon", "1", "units"],
    ]);
    expect(saved.sections[0]?.ingredients[1]?.optional).toBe(true);
    expect(saved.sections[1]?.ingredients[2]).toMatchObject({ food_ndb_no: "09150", food_match_manual: true });
    expect(saved.instructions.map((s) => s.step_number)).toEqual([1, 2, 3]);
    expect(saved.tags).toEqual(["dinner", "quick"]);
    expect(saved.equipment_names).toEqual(["large pot", "skillet"]);
    // Until the kitchen says otherwise everything is missing.
    expect(saved.ingredients.ingavailable).toEqual([]);
    expect(saved.ingredients.ingmissing).toHaveLength(5);
    expect(saved.equipment.equmissing.map((e) => e.equipment_name)).toEqual(["large pot", "skillet"]);
  });

  it("keeps one kitchen item per normalised ingredient name for each person", async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    await addRecipe(t.app, auth, sampleRecipe({ title: "One" }));
    const again = sampleRecipe({ title: "Two" });
    again.sections[0]!.ingredients[0]!.ingredient_name = "  SPAGHETTI ";
    await addRecipe(t.app, auth, again);
    const rows = await t.handle.db
      .select()
      .from(ingredients)
      .where(and(eq(ingredients.name, "spaghetti"), eq(ingredients.ownerId, user.id)));
    expect(rows).toHaveLength(1);
    const oil = await t.handle.db
      .select()
      .from(ingredients)
      .where(and(eq(ingredients.name, "olive oil"), eq(ingredients.ownerId, user.id)));
    expect(oil).toHaveLength(1);
  });

  it("total time may be given explicitly", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const saved = await addRecipe(t.app, auth, sampleRecipe({ total_time_min: 90 }));
    expect(saved.total_time_min).toBe(90);
  });

  it.each([
    [{ title: "  " }, /title is required/],
    [{ servings: 0 }, /servings must be 1 or more/],
    [{ prep_time_min: -1 }, /prep_time_min must be 0 or more/],
    [{ calories: -5 }, /calories must be 0 or more/],
    [{ cook_time_min: "soon" }, /cook_time_min must be a number/],
    [{ instructions: [{ instruction: "" }] }, /instruction text is required/],
    [{ equipment: ["  "] }, /equipment name is required/],
    [{ data_source_link: "not a link" }, /data_source_link/],
    [
      { sections: [{ section_name: "A", ingredients: [{ ingredient_name: "", quantity: "1", unit: "cups" }] }] },
      /ingredient_name is required/,
    ],
    [
      { sections: [{ section_name: "A", ingredients: [{ ingredient_name: "Egg", quantity: "2", unit: "" }] }] },
      /unit is required with a quantity/,
    ],
    [
      { sections: [{ section_name: "A", ingredients: [{ ingredient_name: "Egg", quantity: "2", unit: "handfuls" }] }] },
      /unit must be one of/,
    ],
    [{ tags: "not json [" }, /tags must be valid JSON/],
  ])("refuses %j with 400 naming the field", async (override, message) => {
    const { auth } = await signUpAndLogIn(t.app);
    const before = await t.handle.db.select().from(recipes);
    const form = recipeMultipart(sampleRecipe(override));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await t.handle.db.select().from(recipes)).toHaveLength(before.length);
  });

  it("needs a signed-in user", async () => {
    const form = recipeMultipart(sampleRecipe());
    const res = await t.app.inject({ method: "POST", url: "/api/recipes/add", headers: form.headers, payload: form.payload });
    expect(res.statusCode).toBe(401);
  });
});

describe("recipe detail", () => {
  it("is the same on all detail paths and splits ingredients and equipment by what the user owns", async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const saved = await addRecipe(t.app, auth);
    const [garlic] = await t.handle.db
      .select()
      .from(ingredients)
      .where(and(eq(ingredients.name, "garlic"), eq(ingredients.ownerId, user.id)));
    const [skillet] = await t.handle.db
      .select()
      .from(equipment)
      .where(and(eq(equipment.name, "skillet"), eq(equipment.ownerId, user.id)));
    await t.handle.db.insert(userIngredients).values({ userId: user.id, ingredientId: garlic!.id });
    await t.handle.db.insert(userEquipment).values({ userId: user.id, equipmentId: skillet!.id });

    const a = await get(`/api/recipes/${saved.recipe_id}`, auth);
    const b = await get(`/api/recipe-details?recipeId=${saved.recipe_id}`, auth);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    const detail = a.json() as Detail;
    expect(detail.ingredients.ingavailable.map((i) => i.ingredient_name)).toEqual(["Garlic"]);
    expect(detail.ingredients.ingmissing).toHaveLength(4);
    expect(detail.equipment.equavailable.map((e) => e.equipment_name)).toEqual(["skillet"]);
    expect(detail.equipment.equmissing.map((e) => e.equipment_name)).toEqual(["large pot"]);
  });

  it("another user's recipe is 404 on every detail path; a visitor too", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const saved = await addRecipe(t.app, owner.auth);
    for (const url of [`/api/recipes/${saved.recipe_id}`, `/api/recipe-details?recipeId=${saved.recipe_id}`]) {
      expect((await get(url, other.auth)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
    }
    expect((await get("/api/recipes/99999999", owner.auth)).statusCode).toBe(404);
  });

  it("a visitor may read the shared catalogue, with everything missing", async () => {
    const [catalogue] = await t.handle.db
      .insert(recipes)
      .values({ title: "Catalogue Porridge", ownerId: null, dataSource: "catalog" })
      .returning({ id: recipes.id });
    const res = await get(`/api/recipes/${catalogue!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Catalogue Porridge", is_owner: false, data_source: "catalog" });
  });
});

describe("editing a recipe", () => {
  it("replaces fields, sections, steps, tags and equipment", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const saved = await addRecipe(t.app, auth);
    const form = recipeMultipart(
      sampleRecipe({
        title: "Lemon Pasta",
        servings: 2,
        sections: [{ section_name: "All", ingredients: [{ ingredient_name: "Egg", quantity: "2", unit: "units", optional: false }] }],
        instructions: [{ instruction: "Whisk." }],
        tags: ["brunch"],
        equipment: ["Bowl"],
      }),
    );
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${saved.recipe_id}`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as Detail;
    expect(detail.recipe_id).toBe(saved.recipe_id);
    expect(detail.title).toBe("Lemon Pasta");
    expect(detail.sections).toHaveLength(1);
    expect(detail.sections[0]?.ingredients.map((i) => i.ingredient_name)).toEqual(["Egg"]);
    expect(detail.instructions).toEqual([{ step_number: 1, instruction: "Whisk." }]);
    expect(detail.tags).toEqual(["brunch"]);
    expect(detail.equipment_names).toEqual(["bowl"]);
  });

  it("a failed edit leaves the old recipe whole", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const saved = await addRecipe(t.app, auth);
    const before = (await get(`/api/recipes/${saved.recipe_id}`, auth)).json();
    const form = recipeMultipart(sampleRecipe({ title: "Changed", data_source_link: "nope nope" }));
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${saved.recipe_id}`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect((await get(`/api/recipes/${saved.recipe_id}`, auth)).json()).toEqual(before);
  });

  it("another user's recipe is 404 and nothing of it changes", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const saved = await addRecipe(t.app, owner.auth);
    const before = (await get(`/api/recipes/${saved.recipe_id}`, owner.auth)).json();
    const form = recipeMultipart(sampleRecipe({ title: "Stolen" }));
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${saved.recipe_id}`,
      headers: { ...other.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/recipes/${saved.recipe_id}`, owner.auth)).json()).toEqual(before);
  });

  it("the shared catalogue is read-only", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const [catalogue] = await t.handle.db
      .insert(recipes)
      .values({ title: "Catalogue Soup", ownerId: null, dataSource: "catalog" })
      .returning({ id: recipes.id });
    expect((await get(`/api/recipes/${catalogue!.id}`, auth)).statusCode).toBe(200);
    const form = recipeMultipart(sampleRecipe({ title: "Mine now" }));
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${catalogue!.id}`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(edit.statusCode).toBe(404);
    const del = await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${catalogue!.id}`, headers: auth });
    expect(del.statusCode).toBe(404);
    const [row] = await t.handle.db.select().from(recipes).where(eq(recipes.id, catalogue!.id));
    expect(row?.title).toBe("Catalogue Soup");
  });
});

describe("deleting a recipe", () => {
  it("removes the user's recipe", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const saved = await addRecipe(t.app, auth);
    const res = await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${saved.recipe_id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/recipes/${saved.recipe_id}`, auth)).statusCode).toBe(404);
  });

  it("another user's recipe is 404 and stays", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const saved = await addRecipe(t.app, owner.auth);
    const res = await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${saved.recipe_id}`, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/recipes/${saved.recipe_id}`, owner.auth)).statusCode).toBe(200);
  });
});

describe("listing Your Recipes", () => {
  it("searches the user's own titles, trimmed and lower-cased, with the total of all matches", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    await addRecipe(t.app, auth, sampleRecipe({ title: "Tomato Soup" }));
    await addRecipe(t.app, auth, sampleRecipe({ title: "Tomato Salad" }));
    await addRecipe(t.app, auth, sampleRecipe({ title: "Bread" }));
    await addRecipe(t.app, other.auth, sampleRecipe({ title: "Tomato Pie" }));
    const res = await get("/api/recipes?scope=mine&limit=1&offset=0&search=%20%20TOMATO%20", auth);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { recipes: { title: string }[]; total: number };
    expect(body.total).toBe(2);
    expect(body.recipes).toHaveLength(1);
  });
});
