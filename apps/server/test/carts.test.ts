import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertFixtureRecipe } from "./carts-fixtures";

let t: TestApp;
let catalogRecipe: number;
beforeAll(async () => {
  t = await startTestApp();
  catalogRecipe = await insertFixtureRecipe(t.handle.db, { title: "Catalogue chili", servings: 4 });
});
afterAll(async () => {
  await t.close();
});

type Auth = { authorization: string };
const call = (method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", url: string, auth?: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });

async function newCart(auth: Auth, name = "Weekly shop") {
  const res = await call("POST", "/api/user-carts/add", auth, { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; combined: boolean };
}

describe("carts", () => {
  it("adds, lists, toggles and removes carts, each user seeing only their own", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const cart = await newCart(alice.auth, "  Party  ");
    expect(cart).toEqual({ id: expect.any(Number), name: "Party", combined: false });

    expect((await call("GET", "/api/user-carts", alice.auth)).json()).toEqual([cart]);
    expect((await call("GET", "/api/user-carts", bob.auth)).json()).toEqual([]);

    const toggled = await call("POST", "/api/user-carts/toggle-combined", alice.auth, { cart_id: cart.id, combined: true });
    expect(toggled.json()).toEqual({ ...cart, combined: true });

    expect((await call("POST", "/api/user-carts/toggle-combined", bob.auth, { cart_id: cart.id, combined: false })).statusCode).toBe(404);
    expect((await call("DELETE", "/api/user-carts/remove", bob.auth, { cart_id: cart.id })).statusCode).toBe(404);
    expect((await call("GET", "/api/user-carts", alice.auth)).json()).toEqual([{ ...cart, combined: true }]);

    expect((await call("DELETE", "/api/user-carts/remove", alice.auth, { cart_id: cart.id })).statusCode).toBe(200);
    expect((await call("GET", "/api/user-carts", alice.auth)).json()).toEqual([]);
  });

  it("rejects a blank cart name with the documented message", async () => {
    const user = await signUpAndLogIn(t.app);
    const res = await call("POST", "/api/user-carts/add", user.auth, { name: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Cart name cannot be empty.");
  });

  it("refuses a second cart of the same name, whatever its case and spaces, with 409 over REST and tRPC (ADR 119)", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const first = await newCart(alice.auth, "Weekly shop");
    const again = await call("POST", "/api/user-carts/add", alice.auth, { name: "  weekly SHOP " });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "CONFLICT",
      message: 'You already have a cart named "weekly SHOP". Please choose another name.',
    });
    const viaTrpc = await call("POST", "/trpc/carts.add", alice.auth, { name: "WEEKLY SHOP" });
    expect(viaTrpc.statusCode).toBe(409);
    expect((await call("GET", "/api/user-carts", alice.auth)).json()).toEqual([first]);
    // Another person may use the same name, and a different name is fine.
    await newCart(bob.auth, "Weekly shop");
    await newCart(alice.auth, "Weekly shop 2");
    // Two requests at once for one new name: one cart is made, the other is refused.
    const racing = await Promise.all([1, 2, 3].map(() => call("POST", "/api/user-carts/add", alice.auth, { name: "Party" })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it("requires a token", async () => {
    expect((await call("GET", "/api/user-carts")).statusCode).toBe(401);
    expect((await call("POST", "/api/grocery-cart/add", undefined, { recipe_id: 1, cart_id: 1 })).statusCode).toBe(401);
  });
});

describe("cart lines", () => {
  it("adds a recipe once (409 after), reports status, updates and removes below 1", async () => {
    const user = await signUpAndLogIn(t.app);
    const cart = await newCart(user.auth);
    const line = { recipe_id: catalogRecipe, cart_id: cart.id, quantity: 1 };
    const added = await call("POST", "/api/grocery-cart/add", user.auth, line);
    expect(added.statusCode).toBe(201);
    expect(added.json().line).toEqual(line);
    const again = await call("POST", "/api/grocery-cart/add", user.auth, line);
    expect(again.statusCode).toBe(409);

    const status = await call("GET", `/api/grocery-cart/status?recipeId=${catalogRecipe}`, user.auth);
    expect(status.json()).toEqual({ statuses: [{ cart_id: cart.id, quantity: 1 }] });

    const updated = await call("PUT", "/api/grocery-cart/update", user.auth, { ...line, quantity: 6 });
    expect(updated.json().line.quantity).toBe(6);
    const recipesInCart = await call("GET", `/api/grocery-cart?cartId=${cart.id}`, user.auth);
    expect(recipesInCart.json().recipes).toEqual([
      expect.objectContaining({ recipe_id: catalogRecipe, recipeId: catalogRecipe, quantity: 6, title: "Catalogue chili" }),
    ]);

    expect((await call("PUT", "/api/grocery-cart/update", user.auth, { ...line, quantity: 1.5 })).statusCode).toBe(400);
    const removed = await call("PUT", "/api/grocery-cart/update", user.auth, { ...line, quantity: 0 });
    expect(removed.json()).toEqual({ message: "Recipe removed from your grocery cart.", line: null });
    expect((await call("GET", `/api/grocery-cart/status?recipeId=${catalogRecipe}`, user.auth)).json()).toEqual({ statuses: [] });
  });

  it("gives another user 404 for the cart and its lines, changing nothing", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const cart = await newCart(alice.auth);
    await call("POST", "/api/grocery-cart/add", alice.auth, { recipe_id: catalogRecipe, cart_id: cart.id, quantity: 2 });

    for (const [method, url, payload] of [
      ["POST", "/api/grocery-cart/add", { recipe_id: catalogRecipe, cart_id: cart.id, quantity: 1 }],
      ["PUT", "/api/grocery-cart/update", { recipe_id: catalogRecipe, cart_id: cart.id, quantity: 9 }],
      ["DELETE", "/api/grocery-cart/remove", { recipe_id: catalogRecipe, cart_id: cart.id }],
      ["POST", "/api/grocery-cart/mealplan", { cart_id: cart.id, number_of_meals: 1 }],
    ] as const) {
      expect((await call(method, url, bob.auth, payload)).statusCode).toBe(404);
    }
    expect((await call("GET", `/api/grocery-cart?cartId=${cart.id}`, bob.auth)).statusCode).toBe(404);
    expect((await call("GET", `/api/grocery-cart/combined-ingredients?cart_ids=${cart.id}`, bob.auth)).statusCode).toBe(404);
    expect((await call("GET", `/api/grocery-cart/status?recipeId=${catalogRecipe}`, bob.auth)).json()).toEqual({ statuses: [] });

    const aliceView = await call("GET", `/api/grocery-cart?cartId=${cart.id}`, alice.auth);
    expect(aliceView.json().recipes.map((r: { quantity: number }) => r.quantity)).toEqual([2]);
  });

  it("refuses another user's private recipe as if it did not exist", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const secret = await insertFixtureRecipe(t.handle.db, { title: "Alice's secret", servings: 2, ownerId: alice.user.id });
    const cart = await newCart(bob.auth);
    const res = await call("POST", "/api/grocery-cart/add", bob.auth, { recipe_id: secret, cart_id: cart.id, quantity: 1 });
    expect(res.statusCode).toBe(404);
  });

  it("validates ids and quantities naming the field", async () => {
    const user = await signUpAndLogIn(t.app);
    const cart = await newCart(user.auth);
    const bad = await call("POST", "/api/grocery-cart/add", user.auth, { recipe_id: "abc", cart_id: cart.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/recipe_id/);
    const zero = await call("POST", "/api/grocery-cart/add", user.auth, { recipe_id: catalogRecipe, cart_id: cart.id, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toMatch(/quantity/);
  });
});
