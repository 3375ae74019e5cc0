import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { equipmentIdOf, ingredientIdOf, insertBrowseRecipe } from "./browse-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = { auth: Record<string, string> };
const get = async (who: Who, url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("Your Kitchen endpoints", () => {
  it("counts the recipes each user can see, and lists names", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    await insertBrowseRecipe(db, { title: "Kitchen soup", ingredients: ["leek", "potato", "salt"], equipment: ["pot"] });
    await insertBrowseRecipe(db, { title: "Kitchen mash", ingredients: ["potato", "butter?", "salt"], equipment: ["pot", "masher"] });
    await insertBrowseRecipe(db, { title: "Alice's chips", ownerId: alice.user.id, ingredients: ["potato", "oil"], equipment: ["fryer"] });
    await insertBrowseRecipe(db, {
      title: "Bob's secret",
      ownerId: bob.user.id,
      ingredients: ["potato", "truffle"],
      equipment: ["mandoline"],
    });

    const aliceIngredients = (await get(alice, "/api/ingredients")) as { ingredient_name: string; recipe_count: number }[];
    expect(Object.fromEntries(aliceIngredients.map((i) => [i.ingredient_name, i.recipe_count]))).toEqual({
      butter: 1,
      leek: 1,
      oil: 1,
      potato: 3,
      salt: 2,
    });
    const bobEquipment = (await get(bob, "/api/equipment")) as { equipment_name: string; usage_count: number }[];
    expect(Object.fromEntries(bobEquipment.map((e) => [e.equipment_name, e.usage_count]))).toEqual({ mandoline: 1, masher: 1, pot: 2 });

    const names = (await get(alice, "/api/ingredients-names")) as { id: number; ingredient_name: string }[];
    expect(names.map((n) => n.ingredient_name)).toEqual(["butter", "leek", "oil", "potato", "salt"]);
    expect(names[0]).toEqual({ id: await ingredientIdOf(db, "butter"), ingredient_name: "butter" });
    const equipmentNames = (await get(alice, "/api/equipments-names")) as { equipment_name: string }[];
    expect(equipmentNames.map((n) => n.equipment_name)).toEqual(["fryer", "masher", "pot"]);
  });

  it("toggles ownership for the signed-in user alone", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const db = t.handle.db;
    await insertBrowseRecipe(db, { title: "Toggle stew", ingredients: ["carrot"], equipment: ["dutch oven"] });
    const carrot = await ingredientIdOf(db, "carrot");
    const dutchOven = await equipmentIdOf(db, "dutch oven");

    const on = await t.app.inject({
      method: "POST",
      url: "/api/ingredients/toggle",
      headers: alice.auth,
      payload: { ingredient_id: carrot },
    });
    expect(on.json()).toEqual({ ok: true, owned: true });
    const eq = await t.app.inject({
      method: "POST",
      url: "/api/equipment/toggle",
      headers: alice.auth,
      payload: { equipment_id: dutchOven },
    });
    expect(eq.json()).toEqual({ ok: true, owned: true });
    expect(await get(alice, "/api/user/ingredients")).toEqual([carrot]);
    expect(await get(alice, "/api/user/equipment")).toEqual([dutchOven]);
    expect(await get(bob, "/api/user/ingredients")).toEqual([]);
    expect(await get(bob, "/api/user/equipment")).toEqual([]);

    const bobOn = await t.app.inject({
      method: "POST",
      url: "/api/ingredients/toggle",
      headers: bob.auth,
      payload: { ingredient_id: carrot },
    });
    expect(bobOn.json()).toEqual({ ok: true, owned: true });
    const off = await t.app.inject({
      method: "POST",
      url: "/api/ingredients/toggle",
      headers: alice.auth,
      payload: { ingredient_id: carrot },
    });
    expect(off.json()).toEqual({ ok: true, owned: false });
    expect(await get(alice, "/api/user/ingredients")).toEqual([]);
    expect(await get(bob, "/api/user/ingredients")).toEqual([carrot]);
  });

  it("answers 404 for an unknown item, 400 for a bad id and 401 without a token", async () => {
    const user = await signUpAndLogIn(t.app);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/equipment/toggle",
      headers: user.auth,
      payload: { equipment_id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "POST", url: "/api/ingredients/toggle", headers: user.auth, payload: { ingredient_id: "x" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/ingredient_id/);
    expect((await t.app.inject({ method: "GET", url: "/api/ingredients" })).statusCode).toBe(401);
  });
});
