import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { max } from "drizzle-orm";
import { equipment, ingredients } from "@simmer/db";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertBrowseRecipe } from "./browse-fixtures";
import { addRecipe, sampleRecipe } from "./recipes-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;
let counter = 0;
const tagged = (name: string) => `${name} ${Date.now().toString(36)}${(counter += 1)}`;

const get = async (who: Who, url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Every name a user's four kitchen lists show. */
async function kitchenNames(who: Who): Promise<string[]> {
  const ingredients = (await get(who, "/api/ingredients")) as { ingredient_name: string }[];
  const ingredientNames = (await get(who, "/api/ingredients-names")) as { ingredient_name: string }[];
  const equipment = (await get(who, "/api/equipment")) as { equipment_name: string }[];
  const equipmentNames = (await get(who, "/api/equipments-names")) as { equipment_name: string }[];
  return [
    ...ingredients.map((i) => i.ingredient_name),
    ...ingredientNames.map((i) => i.ingredient_name),
    ...equipment.map((e) => e.equipment_name),
    ...equipmentNames.map((e) => e.equipment_name),
  ];
}

function privateRecipe(ingredient: string, equipment: string) {
  return sampleRecipe({
    title: tagged("Private supper"),
    sections: [{ section_name: "", ingredients: [{ ingredient_name: ingredient, quantity: "1", unit: "units", optional: false }] }],
    equipment: [equipment],
  });
}

/** The kitchen ids of a recipe's first ingredient line and first equipment item, as its owner sees them. */
async function idsOf(owner: Who, recipeId: number) {
  const detail = (await get(owner, `/api/recipes/${recipeId}`)) as {
    sections: { ingredients: { ingredient_id: number }[] }[];
    equipment: { equavailable: { id: number }[]; equmissing: { id: number }[] };
  };
  const ingredientId = detail.sections[0]?.ingredients[0]?.ingredient_id as number;
  const equipmentId = [...detail.equipment.equavailable, ...detail.equipment.equmissing][0]?.id as number;
  return { ingredientId, equipmentId };
}

const toggle = (who: Who, kind: "ingredients" | "equipment", id: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/${kind}/toggle`,
    headers: who.auth,
    payload: kind === "ingredients" ? { ingredient_id: id } : { equipment_id: id },
  });

describe("the kitchen catalogue keeps private names private", () => {
  it("names from one user's recipes never reach another user's lists", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const pepper = tagged("ghost pepper");
    const smoker = tagged("smoker");
    await addRecipe(t.app, alice.auth, privateRecipe(pepper, smoker));
    expect(await kitchenNames(alice)).toEqual(expect.arrayContaining([pepper, smoker]));
    const seen = await kitchenNames(bob);
    expect(seen).not.toContain(pepper);
    expect(seen).not.toContain(smoker);
  });

  it("another user's item id is 404 on toggle, over REST and tRPC, and toggling never reveals it", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const truffle = tagged("white truffle");
    const slicer = tagged("truffle slicer");
    const recipe = await addRecipe(t.app, alice.auth, privateRecipe(truffle, slicer));
    const { ingredientId, equipmentId } = await idsOf(alice, recipe.recipe_id);

    const ingredient = await toggle(bob, "ingredients", ingredientId);
    expect(ingredient.statusCode).toBe(404);
    expect(ingredient.json().error).toBe("Ingredient not found.");
    const tool = await toggle(bob, "equipment", equipmentId);
    expect(tool.statusCode).toBe(404);
    expect(tool.json().error).toBe("Equipment not found.");
    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/kitchen.toggleIngredient",
      headers: bob.auth,
      payload: { ingredient_id: ingredientId },
    });
    expect(viaTrpc.statusCode).toBe(404);

    const seen = await kitchenNames(bob);
    expect(seen).not.toContain(truffle);
    expect(seen).not.toContain(slicer);
    expect(await get(bob, "/api/user/ingredients")).toEqual([]);
    expect(await get(bob, "/api/user/equipment")).toEqual([]);

    // The owner still toggles her own items.
    expect((await toggle(alice, "ingredients", ingredientId)).json()).toEqual({ ok: true, owned: true });
    expect(await get(alice, "/api/user/ingredients")).toEqual([ingredientId]);
  });

  it("probing ids one after another tells a stranger nothing", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    await insertBrowseRecipe(t.handle.db, {
      title: tagged("Shared porridge"),
      ingredients: [tagged("oats")],
      equipment: [tagged("saucepan")],
    });
    const secret = tagged("secret spice");
    const gadget = tagged("secret gadget");
    await addRecipe(t.app, alice.auth, privateRecipe(secret, gadget));
    const [ingredientTop] = await t.handle.db.select({ id: max(ingredients.id) }).from(ingredients);
    const [equipmentTop] = await t.handle.db.select({ id: max(equipment.id) }).from(equipment);
    const top = { i: ingredientTop?.id ?? 0, e: equipmentTop?.id ?? 0 };

    const visible = new Set(((await get(bob, "/api/ingredients-names")) as { id: number }[]).map((n) => n.id));
    const visibleTools = new Set(((await get(bob, "/api/equipments-names")) as { id: number }[]).map((n) => n.id));
    const unknown = (await toggle(bob, "ingredients", top.i + 1000)).body;
    for (let id = 1; id <= top.i; id += 1) {
      const res = await toggle(bob, "ingredients", id);
      if (visible.has(id)) expect(res.statusCode).toBe(200);
      else expect(res.body, `ingredient ${id}`).toBe(unknown);
    }
    const unknownTool = (await toggle(bob, "equipment", top.e + 1000)).body;
    for (let id = 1; id <= top.e; id += 1) {
      const res = await toggle(bob, "equipment", id);
      if (visibleTools.has(id)) expect(res.statusCode).toBe(200);
      else expect(res.body, `equipment ${id}`).toBe(unknownTool);
    }
    const seen = await kitchenNames(bob);
    expect(seen).not.toContain(secret);
    expect(seen).not.toContain(gadget);
  });

  it("a name another user keeps privately gives a second user an item of their own", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const saffron = tagged("saffron threads");
    const still = tagged("copper still");
    const hers = await idsOf(alice, (await addRecipe(t.app, alice.auth, privateRecipe(saffron, still))).recipe_id);
    const his = await idsOf(bob, (await addRecipe(t.app, bob.auth, privateRecipe(saffron, still))).recipe_id);
    // Sharing her id would tell Bob that someone already cooks with saffron threads.
    expect(his.ingredientId).not.toBe(hers.ingredientId);
    expect(his.equipmentId).not.toBe(hers.equipmentId);

    expect((await toggle(bob, "ingredients", his.ingredientId)).json()).toEqual({ ok: true, owned: true });
    expect(await get(alice, "/api/user/ingredients")).toEqual([]);
    const aliceCounts = (await get(alice, "/api/ingredients")) as { id: number; ingredient_name: string; recipe_count: number }[];
    expect(aliceCounts.filter((i) => i.ingredient_name === saffron)).toEqual([
      { id: hers.ingredientId, ingredient_name: saffron, recipe_count: 1 },
    ]);
  });

  it("counts of catalogue items include the catalogue and the caller's own recipes only", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const potato = tagged("potato");
    const masher = tagged("masher");
    await insertBrowseRecipe(t.handle.db, { title: tagged("Catalogue mash"), ingredients: [potato], equipment: [masher] });
    await addRecipe(t.app, alice.auth, privateRecipe(potato, masher));
    await addRecipe(t.app, alice.auth, privateRecipe(potato, masher));
    const countOf = async (who: Who) => ({
      ingredient: ((await get(who, "/api/ingredients")) as { ingredient_name: string; recipe_count: number }[]).find(
        (i) => i.ingredient_name === potato,
      )?.recipe_count,
      equipment: ((await get(who, "/api/equipment")) as { equipment_name: string; usage_count: number }[]).find(
        (e) => e.equipment_name === masher,
      )?.usage_count,
    });
    expect(await countOf(alice)).toEqual({ ingredient: 3, equipment: 3 });
    expect(await countOf(bob)).toEqual({ ingredient: 1, equipment: 1 });
  });

  it("Browse answers a stranger's filter on a private name exactly like a name nobody uses", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const hidden = tagged("yuzu kosho");
    const tool = tagged("mortar");
    await addRecipe(t.app, alice.auth, privateRecipe(hidden, tool));
    const nobody = tagged("never used");
    for (const [name, partial] of [
      [hidden, false],
      [hidden.slice(0, 8), true],
    ] as const) {
      const q = (n: string, kind: "Ingredients" | "Equipment") =>
        `/api/recipes?filter${kind}=${encodeURIComponent(n)}${partial ? `&${kind.toLowerCase()}Partial=true` : ""}`;
      expect(await get(bob, q(name, "Ingredients"))).toEqual(await get(bob, q(nobody, "Ingredients")));
      expect(await get(bob, q(tool, "Equipment"))).toEqual(await get(bob, q(nobody, "Equipment")));
      expect((await get(alice, q(name, "Ingredients"))).total).toBe(1);
    }
  });

  it("when the catalogue gains a name someone keeps, their item joins the shared one with its marks", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const sumac = tagged("sumac");
    const grater = tagged("grater");
    const recipe = await addRecipe(t.app, alice.auth, privateRecipe(sumac, grater));
    const hers = await idsOf(alice, recipe.recipe_id);
    expect((await toggle(alice, "ingredients", hers.ingredientId)).json()).toEqual({ ok: true, owned: true });

    await insertBrowseRecipe(t.handle.db, { title: tagged("Catalogue fattoush"), ingredients: [sumac], equipment: [grater] });
    const shared = await idsOf(alice, recipe.recipe_id);
    expect(shared.ingredientId).not.toBe(hers.ingredientId);
    expect(await get(alice, "/api/user/ingredients")).toEqual([shared.ingredientId]);
    const aliceList = (await get(alice, "/api/ingredients")) as { id: number; ingredient_name: string; recipe_count: number }[];
    expect(aliceList.filter((i) => i.ingredient_name === sumac)).toEqual([
      { id: shared.ingredientId, ingredient_name: sumac, recipe_count: 2 },
    ]);
    const bobList = (await get(bob, "/api/ingredients")) as { id: number; ingredient_name: string; recipe_count: number }[];
    expect(bobList.filter((i) => i.ingredient_name === sumac)).toEqual([
      { id: shared.ingredientId, ingredient_name: sumac, recipe_count: 1 },
    ]);
    expect((await toggle(bob, "ingredients", hers.ingredientId)).statusCode).toBe(404);
  });
});
