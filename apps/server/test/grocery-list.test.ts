import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const call = (method: "GET" | "POST" | "PATCH", url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

async function cartWith(auth: Auth, name: string, lines: [number, number][]) {
  const cart = (await call("POST", "/api/user-carts/add", auth, { name })).json() as { id: number };
  for (const [recipe_id, quantity] of lines) {
    const res = await call("POST", "/api/grocery-cart/add", auth, { recipe_id, cart_id: cart.id, quantity });
    expect(res.statusCode).toBe(201);
  }
  return cart.id;
}

describe("the combined ingredient list", () => {
  it("matches a three-recipe, two-cart list worked out by hand", async () => {
    const db = t.handle.db;
    const user = await signUpAndLogIn(t.app);
    const pancakes = await insertFixtureRecipe(db, {
      title: "Pancakes",
      servings: 4,
      lines: [
        { name: "flour", quantity: "2", unit: "cups" },
        { name: "milk", quantity: "1 1/2", unit: "cups" },
        { name: "egg", quantity: "2", unit: "units" },
        { name: "butter", quantity: "2", unit: "tablespoons" },
        { name: "maple syrup", quantity: "4", unit: "tablespoons", optional: true },
      ],
    });
    const crepes = await insertFixtureRecipe(db, {
      title: "Crepes",
      servings: 2,
      lines: [
        { name: "flour", quantity: "1", unit: "cups" },
        { name: "milk", quantity: "1", unit: "cups" },
        { name: "egg", quantity: "2", unit: "units" },
        { name: "butter", quantity: "1", unit: "tablespoons" },
        { name: "salt", quantity: "to taste", unit: "teaspoons" },
      ],
    });
    const gratin = await insertFixtureRecipe(db, {
      title: "Potato gratin",
      servings: 6,
      lines: [
        { name: "potatoes", quantity: "1", unit: "kilograms" },
        { name: "milk", quantity: "2", unit: "cups" },
        { name: "butter", quantity: "2", unit: "ounces" },
        { name: "cheese", quantity: "150", unit: "grams" },
      ],
    });
    await own(db, user.user.id, ["egg", "salt"]);

    // Cart 1: pancakes at 8 servings (x2), crepes at 1 serving (x0.5).
    // Cart 2: pancakes at 2 servings (x0.5), gratin at 3 servings (x0.5).
    const cart1 = await cartWith(user.auth, "Brunch", [
      [pancakes, 8],
      [crepes, 1],
    ]);
    const cart2 = await cartWith(user.auth, "Dinner", [
      [pancakes, 2],
      [gratin, 3],
    ]);

    const res = await call("GET", `/api/grocery-cart/combined-ingredients?cart_ids=${cart1}&cart_ids=${cart2}`, user.auth);
    expect(res.statusCode).toBe(200);
    const { userNeeds, userHas } = res.json() as { userNeeds: Line[]; userHas: Line[] };
    type Line = { ingredient_name: string; quantity: number | null; unit: string | null; optional: boolean; send_off: boolean };
    const row = (l: Line) => [l.ingredient_name, l.quantity, l.unit, l.optional, l.send_off];

    expect(userNeeds.map(row)).toEqual([
      // butter: 2 tbsp x2 + 1 tbsp x0.5 + 2 tbsp x0.5 = 5.5 tbsp = 5.5/16 cup = 0.34375 -> 0.34 cups
      ["butter", 0.34, "cups", false, true],
      // butter by weight stays apart: 2 oz x0.5 = 1 oz
      ["butter", 1, "ounces", false, true],
      // cheese: 150 g x0.5 = 75 g
      ["cheese", 75, "grams", false, true],
      // flour: 2 cups x2 + 1 cup x0.5 + 2 cups x0.5 = 4 + 0.5 + 1 = 5.5 cups
      ["flour", 5.5, "cups", false, true],
      // maple syrup (optional everywhere): 4 tbsp x2 + 4 tbsp x0.5 = 10 tbsp = 0.625 cup -> 0.63 cups
      ["maple syrup", 0.63, "cups", true, true],
      // milk: 1.5 x2 + 1 x0.5 + 1.5 x0.5 + 2 x0.5 = 3 + 0.5 + 0.75 + 1 = 5.25 cups
      ["milk", 5.25, "cups", false, true],
      // potatoes: 1 kg x0.5 = 500 g
      ["potatoes", 500, "grams", false, true],
    ]);
    expect(userHas.map(row)).toEqual([
      // egg: 2 x2 + 2 x0.5 + 2 x0.5 = 6 units, owned so not sent by default
      ["egg", 6, "units", false, false],
      ["salt", null, "teaspoons", false, false],
    ]);

    // The list is stored: reading it back gives the same, and one flag flips on its own.
    const stored = await call("GET", "/api/grocery-ingredient", user.auth);
    expect(stored.json()).toEqual(res.json());
    const flour = userNeeds.find((l) => l.ingredient_name === "flour") as unknown as { id: number };
    const toggled = await call("PATCH", `/api/grocery-ingredient/${flour.id}/toggle-send-off`, user.auth);
    expect(toggled.json().groceryIngredient).toMatchObject({ id: flour.id, send_off: false });
    const after = (await call("GET", "/api/grocery-ingredient", user.auth)).json() as { userNeeds: Line[] };
    expect(after.userNeeds.filter((l) => !l.send_off).map((l) => l.ingredient_name)).toEqual(["flour"]);

    // Regenerating from one cart replaces the whole list.
    const regenerated = await call("GET", `/api/grocery-cart/combined-ingredients?cart_ids=${cart2}`, user.auth);
    expect(regenerated.json().userNeeds.map((l: Line) => l.ingredient_name)).toEqual([
      "butter",
      "butter",
      "cheese",
      "flour",
      "maple syrup",
      "milk",
      "potatoes",
    ]);
    expect(regenerated.json().userHas.map((l: Line) => l.ingredient_name)).toEqual(["egg"]);
  });

  it("needs at least one cart and only the user's own carts and lines", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const none = await call("GET", "/api/grocery-cart/combined-ingredients", alice.auth);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe("Please select at least one cart.");

    const recipe = await insertFixtureRecipe(t.handle.db, {
      title: "Toast",
      servings: 1,
      lines: [{ name: "bread", quantity: "2", unit: "slices" }],
    });
    const cart = await cartWith(alice.auth, "Mine", [[recipe, 1]]);
    const list = (await call("GET", `/api/grocery-cart/combined-ingredients?cart_ids=${cart}`, alice.auth)).json();
    const bread = list.userNeeds[0] as { id: number; send_off: boolean };

    expect((await call("GET", `/api/grocery-cart/combined-ingredients?cart_ids=${cart}`, bob.auth)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/grocery-ingredient/${bread.id}/toggle-send-off`, bob.auth)).statusCode).toBe(404);
    expect((await call("GET", "/api/grocery-ingredient", bob.auth)).json()).toEqual({ userNeeds: [], userHas: [] });
    const aliceAfter = (await call("GET", "/api/grocery-ingredient", alice.auth)).json();
    expect(aliceAfter.userNeeds[0].send_off).toBe(true);
  });
});
