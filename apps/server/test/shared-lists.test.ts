import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shoppingLists } from "@simmer/db";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertFixtureRecipe } from "./carts-fixtures";

const DAY_MS = 24 * 3600 * 1000;
let t: TestApp;
let behindProxy: TestApp;
let configured: TestApp;
beforeAll(async () => {
  [t, behindProxy, configured] = await Promise.all([
    startTestApp(),
    startTestApp({ trustProxy: true }),
    startTestApp({ publicUrl: "https://simmer.example.com/" }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), behindProxy.close(), configured.close()]);
});

type Auth = { authorization: string };

/** A signed-in user whose stored list holds a stew's lines, ready to send. */
async function userWithList(app: TestApp) {
  const user = await signUpAndLogIn(app.app);
  const recipe = await insertFixtureRecipe(app.handle.db, {
    title: "Stew",
    servings: 6,
    lines: [
      { name: "bay leaf", quantity: "1", unit: "units" },
      { name: "crushed tomatoes", quantity: "1 1/2", unit: "cans", brand: "Mutti" },
      { name: "black pepper", quantity: "2.75", unit: "teaspoons" },
    ],
  });
  const cart = (await app.app.inject({ method: "POST", url: "/api/user-carts/add", headers: user.auth, payload: { name: "Stew" } })).json();
  await app.app.inject({
    method: "POST",
    url: "/api/grocery-cart/add",
    headers: user.auth,
    payload: { recipe_id: recipe, cart_id: cart.id, quantity: 1 },
  });
  const list = await app.app.inject({
    method: "GET",
    url: `/api/grocery-cart/combined-ingredients?cart_ids=${cart.id}`,
    headers: user.auth,
  });
  expect(list.statusCode).toBe(200);
  return user;
}

async function share(app: TestApp, auth: Auth, headers: Record<string, string> = {}, payload: object = {}) {
  return app.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: { ...auth, ...headers }, payload });
}

async function sharedToken(app: TestApp, auth: Auth): Promise<string> {
  const res = await share(app, auth);
  expect(res.statusCode).toBe(200);
  return String(res.json().shoppingListUrl).split("/").at(-1) ?? "";
}

const page = (app: TestApp, token: string) => app.app.inject({ method: "GET", url: `/api/shopping-list/${token}` });
const stop = (app: TestApp, token: string, auth?: Auth) =>
  app.app.inject({ method: "DELETE", url: `/api/shopping-list/${token}`, headers: auth ?? {} });

describe("the shared list's lifetime", () => {
  it("lasts 30 days by default, like Instacart's links", async () => {
    const user = await userWithList(t);
    const res = await share(t, user.auth);
    expect(res.json().message).toBe("Shareable link created. Anyone with the link can open the list for 30 days.");
    const { expires_at, created_at } = (await page(t, res.json().shoppingListUrl.split("/").at(-1))).json();
    expect(new Date(expires_at).getTime() - new Date(created_at).getTime()).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(new Date(expires_at).getTime() - new Date(created_at).getTime()).toBeLessThan(30 * DAY_MS + 60_000);
  });

  it("says an expired list is no longer shared and shows nothing of it", async () => {
    const user = await userWithList(t);
    const token = await sharedToken(t, user.auth);
    await t.handle.db
      .update(shoppingLists)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shoppingLists.token, token));
    const res = await page(t, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("This list is no longer shared.");
    expect(res.body).not.toContain("pepper");
  });
});

describe("stopping sharing", () => {
  it("ends the link for everyone over REST", async () => {
    const user = await userWithList(t);
    const token = await sharedToken(t, user.auth);
    expect((await page(t, token)).statusCode).toBe(200);

    const res = await stop(t, token, user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "This list is no longer shared." });
    const gone = await page(t, token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe("This list is no longer shared.");
    expect(gone.body).not.toContain("tomatoes");
    expect((await stop(t, token, user.auth)).statusCode).toBe(404);
    const rows = await t.handle.db.select().from(shoppingLists).where(eq(shoppingLists.token, token));
    expect(rows).toHaveLength(0);
  });

  it("ends the link through the tRPC procedure", async () => {
    const user = await userWithList(t);
    const token = await sharedToken(t, user.auth);
    const res = await t.app.inject({ method: "POST", url: "/trpc/carts.stopSharing", headers: user.auth, payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ message: "This list is no longer shared." });
    const read = await t.app.inject({
      method: "GET",
      url: `/trpc/carts.shoppingList?input=${encodeURIComponent(JSON.stringify({ token }))}`,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe("This list is no longer shared.");
  });

  it("is the owner's alone: another user gets 404 and the link keeps working", async () => {
    const owner = await userWithList(t);
    const other = await signUpAndLogIn(t.app);
    const token = await sharedToken(t, owner.auth);

    const res = await stop(t, token, other.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("Shared list not found.");
    const trpc = await t.app.inject({ method: "POST", url: "/trpc/carts.stopSharing", headers: other.auth, payload: { token } });
    expect(trpc.statusCode).toBe(404);
    expect((await page(t, token)).statusCode).toBe(200);
    const listed = await t.app.inject({ method: "GET", url: "/api/shopping-lists", headers: other.auth });
    expect(listed.json()).toEqual({ lists: [] });
  });

  it("needs a signed-in user and a well-formed token", async () => {
    const user = await userWithList(t);
    const token = await sharedToken(t, user.auth);
    expect((await stop(t, token)).statusCode).toBe(401);
    const bad = await stop(t, "short", user.auth);
    expect(bad.statusCode).toBe(400);
    expect((await stop(t, "%00".repeat(20), user.auth)).statusCode).toBe(400);
    expect((await page(t, token)).statusCode).toBe(200);
  });

  it("lists the owner's live links so any of them can be stopped later", async () => {
    const user = await userWithList(t);
    const first = await sharedToken(t, user.auth);
    const second = await sharedToken(t, user.auth);
    const expired = await sharedToken(t, user.auth);
    await t.handle.db
      .update(shoppingLists)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shoppingLists.token, expired));

    const res = await t.app.inject({ method: "GET", url: "/api/shopping-lists", headers: { ...user.auth, host: "kitchen.example.net" } });
    expect(res.statusCode).toBe(200);
    const { lists } = res.json() as { lists: { token: string; url: string; title: string; item_count: number; expires_at: string }[] };
    expect(lists.map((l) => l.token)).toEqual([second, first]);
    expect(lists[0]).toMatchObject({ url: `http://kitchen.example.net/shopping-list/${second}`, item_count: 3 });
    expect(lists[0]?.title).toMatch(/^Grocery List - /);

    await stop(t, first, user.auth);
    const after = await t.app.inject({ method: "GET", url: "/trpc/carts.sharedLists", headers: user.auth });
    expect(after.json().result.data.lists.map((l: { token: string }) => l.token)).toEqual([second]);
    expect((await t.app.inject({ method: "GET", url: "/api/shopping-lists" })).statusCode).toBe(401);
  });
});

describe("the shared page and a stale Authorization header", () => {
  it("serves the link holder whatever token the request carries, never a 500", async () => {
    const user = await userWithList(t);
    const token = await sharedToken(t, user.auth);
    for (const authorization of ["Bearer not-a-token", "Bearer eyJhbGciOiJIUzI1NiJ9.e30.x", user.auth.authorization]) {
      const shown = await t.app.inject({ method: "GET", url: `/shopping-list/${token}`, headers: { authorization } });
      expect(shown.statusCode, authorization).toBe(200);
      expect(shown.body).toContain("crushed tomatoes");
      const unknown = await t.app.inject({
        method: "GET",
        url: "/shopping-list/4MSZq-8JjzqTH-D7B2ILu49zbCpCiLFx",
        headers: { authorization },
      });
      expect(unknown.statusCode, authorization).toBe(404);
      expect(unknown.body).toContain("no longer shared");
    }
  });
});

describe("the shared page's amounts", () => {
  it("shows what to buy while keeping the stored numbers", async () => {
    const user = await userWithList(t);
    const token = await sharedToken(t, user.auth);
    const res = await page(t, token);
    const items = res.json().items as Array<{ uid: unknown; in_basket: unknown; version: unknown }>;
    // Each item also names the owner's list item it ticks (ADR 093), not yet in the basket.
    for (const item of items) expect(item).toMatchObject({ uid: expect.any(String), in_basket: false, version: expect.any(Number) });
    expect(items.map(({ uid: _uid, in_basket: _inBasket, version: _version, ...rest }) => rest)).toEqual([
      // 1 leaf / 6 servings: one bay leaf to buy.
      // Each comes from one recipe, so no per-recipe breakdown (ADR 142).
      { name: "bay leaf", display_text: "1 bay leaf", quantity: 0.17, unit: "units", breakdown_text: null },
      // 2.75 tsp / 6 = 0.46 tsp: half a teaspoon.
      { name: "black pepper", display_text: "½ teaspoon black pepper", quantity: 0.46, unit: "teaspoons", breakdown_text: null },
      // 1.5 cans / 6 = 0.25 cans: one can.
      { name: "crushed tomatoes", display_text: "1 can crushed tomatoes (Mutti)", quantity: 0.25, unit: "cans", breakdown_text: null },
    ]);
  });
});

describe("where the link points", () => {
  it("uses the request's host when PUBLIC_URL is unset", async () => {
    const user = await userWithList(t);
    const res = await share(t, user.auth, { host: "Groceries.Example.org:8443" });
    expect(res.statusCode).toBe(200);
    expect(res.json().shoppingListUrl).toMatch(/^http:\/\/groceries\.example\.org:8443\/shopping-list\/[A-Za-z0-9_-]{32}$/);
    expect(res.json().service).toBe("Simmer");
  });

  it("ignores forwarded headers unless the proxy is trusted", async () => {
    const user = await userWithList(t);
    const res = await share(t, user.auth, { host: "10.0.0.5:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(res.json().shoppingListUrl).toMatch(/^http:\/\/10\.0\.0\.5:3000\/shopping-list\//);

    const proxied = await userWithList(behindProxy);
    const forwarded = await share(behindProxy, proxied.auth, {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "simmer.example.net",
      "x-forwarded-proto": "https",
    });
    expect(forwarded.json().shoppingListUrl).toMatch(/^https:\/\/simmer\.example\.net\/shopping-list\//);
  });

  it("refuses to build a link on a host that is not a host name", async () => {
    const user = await userWithList(t);
    for (const host of ["evil.example/<script>", "a b", "under_score.example", "-bad.example", "example.com:99999", "[zz]:80"]) {
      const res = await share(t, user.auth, { host });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().error).toBe("A link cannot be made for this address. Open Simmer by its host name, or set PUBLIC_URL.");
    }
    const proxied = await userWithList(behindProxy);
    const forged = await share(behindProxy, proxied.auth, { "x-forwarded-host": "evil.example\\@x" });
    expect(forged.statusCode).toBe(400);
    expect((await share(t, user.auth, { host: "[::1]:3000" })).json().shoppingListUrl).toMatch(/^http:\/\/\[::1\]:3000\/shopping-list\//);
  });

  it("uses PUBLIC_URL when it is set, whatever the host", async () => {
    const user = await userWithList(configured);
    const res = await share(configured, user.auth, { host: "other.example" });
    expect(res.json().shoppingListUrl).toMatch(/^https:\/\/simmer\.example\.com\/shopping-list\//);
  });
});

describe("the delivery service", () => {
  it("is Simmer's own page without an Instacart key", async () => {
    const user = await signUpAndLogIn(t.app);
    const rest = await t.app.inject({ method: "GET", url: "/api/grocery-delivery", headers: user.auth });
    expect(rest.json()).toEqual({ service: "Simmer" });
    const trpc = await t.app.inject({ method: "GET", url: "/trpc/carts.deliveryService", headers: user.auth });
    expect(trpc.json().result.data).toEqual({ service: "Simmer" });
    expect((await t.app.inject({ method: "GET", url: "/api/grocery-delivery" })).statusCode).toBe(401);
  });
});
