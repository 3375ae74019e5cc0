import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFoodsLoaded } from "@simmer/api";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { recipeMultipart, sampleRecipe } from "./recipes-fixtures";

/** ADR 125: nutrition from the ingredients is recomputed on every save; other sources are kept. */
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  await ensureFoodsLoaded(t.handle.db);
  auth = (await signUpAndLogIn(t.app)).auth;
});
afterAll(async () => {
  await t.close();
});

interface Detail {
  recipe_id: number;
  servings: number;
  calories: number | null;
  protein: number | null;
  nutrition_source: string;
}

// 1 1/2 cups flour (187.5 g × 364) + 1 1/4 cups milk (305 g × 61) + 1 large egg (50 g × 143)
// + 3 tbsp butter (42.6 g × 717) + 1 tbsp sugar (12.6 g × 387): about 1294 kcal for the batch.
const pancakes = (servings: number, extra: Record<string, unknown> = {}) =>
  sampleRecipe({
    title: "Pancakes",
    servings,
    calories: 999,
    protein: 1,
    sections: [
      {
        section_name: "",
        ingredients: [
          { ingredient_name: "all-purpose flour", quantity: "1 1/2", unit: "cups" },
          { ingredient_name: "whole milk", quantity: "1 1/4", unit: "cups" },
          { ingredient_name: "large egg", quantity: "1", unit: "units" },
          { ingredient_name: "butter", quantity: "3", unit: "tablespoons" },
          { ingredient_name: "sugar", quantity: "1", unit: "tablespoons" },
        ],
      },
    ],
    ...extra,
  });

async function addOverRest(recipe: Record<string, unknown>) {
  const form = recipeMultipart(recipe);
  return t.app.inject({ method: "POST", url: "/api/recipes/add", headers: { ...auth, ...form.headers }, payload: form.payload });
}

async function editOverRest(id: number, recipe: Record<string, unknown>) {
  const form = recipeMultipart(recipe);
  return t.app.inject({ method: "PUT", url: `/api/recipes/edit/${id}`, headers: { ...auth, ...form.headers }, payload: form.payload });
}

async function trpc(procedure: string, input: unknown) {
  return t.app.inject({ method: "POST", url: `/trpc/${procedure}`, headers: auth, payload: input as Record<string, unknown> });
}

describe("nutrition_source", () => {
  it("recomputes per-serving figures from the lines on save, ignoring figures sent, and again when servings go from 4 to 6", async () => {
    const added = await addOverRest(pancakes(4, { nutrition_source: "ingredients" }));
    expect(added.statusCode, added.body).toBe(201);
    const first = added.json() as Detail;
    expect(first.nutrition_source).toBe("ingredients");
    expect(first.calories).not.toBe(999);
    expect(first.calories!).toBeGreaterThan(1294 / 4 - 40);
    expect(first.calories!).toBeLessThan(1294 / 4 + 40);

    const edited = await editOverRest(first.recipe_id, pancakes(6, { nutrition_source: "ingredients", calories: first.calories }));
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json() as Detail;
    expect(after.servings).toBe(6);
    expect(after.calories!).toBeCloseTo((first.calories! * 4) / 6, 0);

    const read = await t.app.inject({ method: "GET", url: `/api/recipes/${first.recipe_id}`, headers: auth });
    expect((read.json() as Detail).calories).toBe(after.calories);
  });

  it("keeps typed figures as typed, and calls them manual when the client names no source", async () => {
    const added = await addOverRest(pancakes(4));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ calories: 999, protein: 1, nutrition_source: "manual" });
    const edited = await editOverRest((added.json() as Detail).recipe_id, pancakes(6, { nutrition_source: "page" }));
    expect(edited.json()).toMatchObject({ servings: 6, calories: 999, nutrition_source: "page" });
  });

  it("recomputes over tRPC the same way", async () => {
    const { sections, instructions, tags, equipment, title } = pancakes(2);
    const res = await trpc("recipes.add", {
      title,
      servings: 2,
      sections,
      instructions,
      tags,
      equipment,
      calories: 5,
      nutrition_source: "ingredients",
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (res.json() as { result: { data: Detail } }).result.data;
    expect(saved.nutrition_source).toBe("ingredients");
    expect(saved.calories!).toBeGreaterThan(1294 / 2 - 80);
  });

  it("refuses a source it does not know with 400, over REST and tRPC", async () => {
    const rest = await addOverRest(pancakes(4, { nutrition_source: "guess" }));
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ message: "nutrition_source must be ingredients, page or manual." });
    const { title, sections } = pancakes(4);
    const rpc = await trpc("recipes.add", { title, sections, nutrition_source: "guess" });
    expect(rpc.statusCode).toBe(400);
  });

  it("counts a line whose chosen food no longer exists by its automatic match instead of failing the save", async () => {
    const recipe = pancakes(4, { nutrition_source: "ingredients" });
    const sections = recipe.sections as { ingredients: Record<string, unknown>[] }[];
    sections[0]!.ingredients[0] = { ...sections[0]!.ingredients[0], food_ndb_no: "99999" };
    const res = await addOverRest(recipe);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Detail).calories!).toBeGreaterThan(250);
  });
});
