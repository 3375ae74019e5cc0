import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFoodsLoaded } from "@simmer/api";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertFixtureRecipe, type FixtureLine } from "./carts-fixtures";

/** Instacart's shopping-list API played on loopback, recording what it was asked for. */
const received: unknown[] = [];
const fake = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    received.push(JSON.parse(raw));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ products_link_url: "https://customers.dev.instacart.tools/store/shopping_lists/7" }));
  });
});

const PUBLIC_URL = "https://simmer.example.com";
let t: TestApp;
let withKey: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  // One after the other: two servers starting at once on a busy machine outlast the plugin timeout.
  t = await startTestApp({ publicUrl: PUBLIC_URL });
  withKey = await startTestApp({ publicUrl: PUBLIC_URL, instacart: { apiBase: base, apiKey: "test-key", timeoutMs: 5000 } });
  await ensureFoodsLoaded(t.handle.db);
  await ensureFoodsLoaded(withKey.handle.db);
}, 180_000);
afterAll(async () => {
  await Promise.all([t.close(), withKey.close()]);
  await new Promise((resolve) => fake.close(resolve));
});

type Auth = { authorization: string };
type Line = {
  id: number;
  ingredient_name: string;
  quantity: number | null;
  unit: string | null;
  amount_text: string | null;
  parts: { recipe: string; quantity: number | null; unit: string | null }[];
  apart_reason: string | null;
};

let titles = 0;
async function listOf(app: TestApp, auth: Auth, recipes: { title: string; servings: number; cart: number; lines: FixtureLine[] }[]) {
  const cart = (await app.app.inject({ method: "POST", url: "/api/user-carts/add", headers: auth, payload: { name: "Week" } })).json();
  for (const recipe of recipes) {
    titles += 1;
    const id = await insertFixtureRecipe(app.handle.db, {
      title: `${recipe.title} ${titles}`,
      servings: recipe.servings,
      lines: recipe.lines,
    });
    const added = await app.app.inject({
      method: "POST",
      url: "/api/grocery-cart/add",
      headers: auth,
      payload: { recipe_id: id, cart_id: cart.id, quantity: recipe.cart },
    });
    expect(added.statusCode).toBe(201);
  }
  const res = await app.app.inject({ method: "GET", url: `/api/grocery-cart/combined-ingredients?cart_ids=${cart.id}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { userNeeds: Line[]; userHas: Line[] };
}

const setSystem = async (app: TestApp, auth: Auth, unit_system: "us" | "metric") => {
  const res = await app.app.inject({ method: "PUT", url: "/api/account/preferences", headers: auth, payload: { unit_system } });
  expect(res.statusCode).toBe(200);
};

describe("one line per ingredient, whatever the units (ADR 131)", () => {
  it("has one onion line for a soup's onion and a salad's 100 grams, with each recipe's part", async () => {
    const user = await signUpAndLogIn(t.app);
    const { userNeeds } = await listOf(t, user.auth, [
      { title: "Soup", servings: 2, cart: 2, lines: [{ name: "onion", quantity: "1", unit: "units" }] },
      { title: "Salad", servings: 1, cart: 1, lines: [{ name: "onion", quantity: "100", unit: "grams" }] },
    ]);
    const onions = userNeeds.filter((l) => l.ingredient_name === "onion");
    expect(onions).toHaveLength(1);
    // A medium onion weighs 110 g (USDA 11282): 1 + 100/110 = 1.91 onions, bought as 2.
    expect(onions[0]).toMatchObject({ quantity: 1.91, unit: "units", amount_text: "2", apart_reason: null });
    expect(onions[0]?.parts).toEqual([
      { recipe: `Soup ${titles - 1}`, quantity: 1, unit: "units" },
      { recipe: `Salad ${titles}`, quantity: 100, unit: "grams" },
    ]);
  });

  it("gives shopping mode and the shared page each recipe's part of a merged line, in the owner's system (ADR 142)", async () => {
    const user = await signUpAndLogIn(t.app);
    await setSystem(t, user.auth, "metric");
    await listOf(t, user.auth, [
      {
        title: "Porridge",
        servings: 1,
        cart: 1,
        lines: [
          { name: "milk", quantity: "1", unit: "cups" },
          { name: "oats", quantity: "50", unit: "grams" },
        ],
      },
      { title: "Pancakes", servings: 1, cart: 1, lines: [{ name: "milk", quantity: "200", unit: "milliliters" }] },
    ]);
    const porridge = `Porridge ${titles - 1}`;
    const pancakes = `Pancakes ${titles}`;
    type Item = { display_text: string; breakdown_text?: string | null };
    const shopping = async () =>
      ((await t.app.inject({ method: "GET", url: "/api/shopping", headers: user.auth })).json() as { items: Item[] }).items;
    const milkOf = (items: Item[]) => items.find((i) => i.display_text.endsWith(" milk"));
    // One cup is 240 ml by the US rule, written 240 milliliters; the pancakes' 200 ml as written.
    expect(milkOf(await shopping())?.breakdown_text).toBe(`${porridge}: 240 milliliters · ${pancakes}: 200 milliliters`);
    // A line one recipe needs alone says whose it is by its recipes, as before.
    expect((await shopping()).find((i) => i.display_text.endsWith(" oats"))?.breakdown_text).toBeNull();

    const shared = await t.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: user.auth, payload: {} });
    const token = String(shared.json().shoppingListUrl).split("/").at(-1);
    const page = async () =>
      ((await t.app.inject({ method: "GET", url: `/api/shopping-list/${token}` })).json() as { items: Item[] }).items;
    expect(milkOf(await page())?.breakdown_text).toBe(`${porridge}: 240 milliliters · ${pancakes}: 200 milliliters`);
    const html = await t.app.inject({ method: "GET", url: `/shopping-list/${token}` });
    expect(html.body).toContain(`<span class="parts">${porridge}: 240 milliliters · ${pancakes}: 200 milliliters</span>`);

    // The owner's system, read afresh: US cups and fluid measures.
    await setSystem(t, user.auth, "us");
    expect(milkOf(await shopping())?.breakdown_text).toBe(`${porridge}: 1 cup · ${pancakes}: ⅞ cup`);
    expect(milkOf(await page())?.breakdown_text).toBe(milkOf(await shopping())?.breakdown_text);
  });

  it("adds 2 cups of flour and 200 grams into grams, and keeps apart what no food weighs, saying why", async () => {
    const user = await signUpAndLogIn(t.app);
    const { userNeeds } = await listOf(t, user.auth, [
      {
        title: "Bread",
        servings: 1,
        cart: 1,
        lines: [
          { name: "flour", quantity: "2", unit: "cups" },
          { name: "zzyzx spice blend", quantity: "1", unit: "units" },
        ],
      },
      {
        title: "Cake",
        servings: 1,
        cart: 1,
        lines: [
          { name: "flour", quantity: "200", unit: "grams" },
          { name: "zzyzx spice blend", quantity: "5", unit: "grams" },
        ],
      },
    ]);
    const flour = userNeeds.filter((l) => l.ingredient_name === "flour");
    expect(flour).toHaveLength(1);
    // A cup of all-purpose flour weighs 125 g (USDA 20081): 250 + 200 = 450 g, about a pound.
    expect(flour[0]).toMatchObject({ unit: "grams", quantity: 450, amount_text: "1 pound" });
    const blend = userNeeds.filter((l) => l.ingredient_name === "zzyzx spice blend");
    expect(blend).toHaveLength(2);
    // The line that could not be added in says why.
    expect(blend.map((l) => l.apart_reason ?? "").filter((reason) => reason.startsWith("Kept apart: "))).not.toEqual([]);
  });
});

describe("amounts in the owner's unit system (ADR 132)", () => {
  const milk: FixtureLine[] = [
    { name: "milk", quantity: "2", unit: "cups" },
    { name: "heavy cream", quantity: "1/3", unit: "cups" },
  ];

  it("writes the list, shopping mode and a shared page in the owner's system, and changes with the preference", async () => {
    const user = await signUpAndLogIn(t.app);
    await setSystem(t, user.auth, "us");
    const us = await listOf(t, user.auth, [{ title: "Sauce", servings: 4, cart: 1, lines: milk }]);
    const amounts = (l: { userNeeds: Line[] }) => l.userNeeds.map((n) => [n.ingredient_name, n.amount_text]);
    // A quarter of ⅓ cup is 1⅓ tablespoons: bought as 1½.
    expect(amounts(us)).toEqual([
      ["heavy cream", "1½ tablespoons"],
      ["milk", "½ cup"],
    ]);
    const shopping = async () =>
      (
        (await t.app.inject({ method: "GET", url: "/api/shopping", headers: user.auth })).json() as { items: { display_text: string }[] }
      ).items
        .map((i) => i.display_text)
        .sort();
    expect(await shopping()).toEqual(["1½ tablespoons heavy cream", "½ cup milk"]);
    const shared = await t.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: user.auth, payload: {} });
    expect(shared.statusCode).toBe(200);
    const token = String(shared.json().shoppingListUrl).split("/").at(-1);
    const page = async () =>
      ((await t.app.inject({ method: "GET", url: `/api/shopping-list/${token}` })).json() as { items: { display_text: string }[] }).items
        .map((i) => i.display_text)
        .sort();
    expect(await page()).toEqual(["1½ tablespoons heavy cream", "½ cup milk"]);

    await setSystem(t, user.auth, "metric");
    expect(await shopping()).toEqual(["120 milliliters milk", "20 milliliters heavy cream"]);
    expect(await page()).toEqual(["120 milliliters milk", "20 milliliters heavy cream"]);
    const stored = (await t.app.inject({ method: "GET", url: "/api/grocery-ingredient", headers: user.auth })).json() as {
      userNeeds: Line[];
    };
    expect(amounts(stored)).toEqual([
      ["heavy cream", "20 milliliters"],
      ["milk", "120 milliliters"],
    ]);
    // Stored amounts never change with the preference.
    expect(stored.userNeeds.map((n) => [n.quantity, n.unit])).toEqual(us.userNeeds.map((n) => [n.quantity, n.unit]));
  });

  it("asks Instacart in the owner's system, in units Instacart knows", async () => {
    const user = await signUpAndLogIn(withKey.app);
    await setSystem(withKey, user.auth, "metric");
    await listOf(withKey, user.auth, [{ title: "Sauce", servings: 4, cart: 1, lines: milk }]);
    received.length = 0;
    const res = await withKey.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: user.auth, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect((received[0] as { line_items: unknown[] }).line_items).toEqual([
      { name: "heavy cream", quantity: 20, unit: "milliliter", display_text: "20 milliliters heavy cream" },
      { name: "milk", quantity: 120, unit: "milliliter", display_text: "120 milliliters milk" },
    ]);

    await setSystem(withKey, user.auth, "us");
    received.length = 0;
    await withKey.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: user.auth, payload: {} });
    expect((received[0] as { line_items: unknown[] }).line_items).toEqual([
      { name: "heavy cream", quantity: 1.5, unit: "tablespoon", display_text: "1½ tablespoons heavy cream" },
      { name: "milk", quantity: 0.5, unit: "cup", display_text: "½ cup milk" },
    ]);
  });
});
