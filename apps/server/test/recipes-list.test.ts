import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes, recipeTags } from "@simmer/db";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function addRecipe(title: string, ownerId: number | null, tags: string[] = []) {
  const [row] = await t.handle.db
    .insert(recipes)
    .values({ title, ownerId, dataSource: ownerId === null ? "catalog" : "user", servings: 2, totalTimeMin: 30 })
    .returning();
  if (!row) throw new Error("insert failed");
  if (tags.length) await t.handle.db.insert(recipeTags).values(tags.map((tag, position) => ({ recipeId: row.id, tag, position })));
  return row.id;
}

describe("GET /api/recipes (basic listing)", () => {
  it("shows visitors the catalogue, users the catalogue and their own, and 'mine' only their own", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const soup = await addRecipe("Tomato Soup", null, ["soup", "vegetarian"]);
    const alices = await addRecipe("Alice's Tomato Pie", alice.user.id);
    const bobs = await addRecipe("Bob's Tomato Salad", bob.user.id);

    const visitor = await t.app.inject({ method: "GET", url: "/api/recipes?search=%20TOMATO%20" });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().recipes.map((r: { id: number }) => r.id)).toEqual([soup]);
    expect(visitor.json().recipes[0]).toMatchObject({
      recipe_id: soup,
      tags: ["soup", "vegetarian"],
      data_source: "catalog",
      is_owner: false,
    });

    const asAlice = await t.app.inject({ method: "GET", url: "/api/recipes?search=tomato", headers: alice.auth });
    expect(asAlice.json()).toMatchObject({ total: 2 });
    expect(asAlice.json().recipes.map((r: { id: number }) => r.id)).toEqual([soup, alices]);

    const mine = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: bob.auth });
    expect(mine.json().recipes.map((r: { id: number }) => r.id)).toEqual([bobs]);
    expect(mine.json().recipes[0].is_owner).toBe(true);
  });

  it("pages with a total that counts every match", async () => {
    const user = await signUpAndLogIn(t.app);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await addRecipe(`Paging dish ${i}`, user.user.id));
    const page = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=2&offset=2", headers: user.auth });
    expect(page.json().total).toBe(5);
    expect(page.json().recipes.map((r: { id: number }) => r.id)).toEqual(ids.slice(2, 4));
  });

  it("answers 400 naming a bad parameter", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/recipes?limit=0" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/limit/);
  });
});
