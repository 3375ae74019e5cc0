import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { insertFixtureRecipe, own } from "./carts-fixtures";

/** A real HTTP server on loopback playing Instacart's Developer Platform API. */
interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}
let mode: "ok" | "unauthorized" | "broken" | "slow" | "no-link" = "ok";
const received: Recorded[] = [];
const fake = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: raw ? JSON.parse(raw) : null });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (mode === "ok") return json(200, { products_link_url: "https://customers.dev.instacart.tools/store/shopping_lists/4242" });
    if (mode === "unauthorized") return json(401, { error: { message: "Invalid API key", code: 1001 } });
    if (mode === "broken") return json(503, { message: "Service unavailable" });
    if (mode === "no-link") return json(200, { something: "else" });
    setTimeout(() => json(200, { products_link_url: "https://late.example" }), 1500);
  });
});

const PUBLIC_URL = "https://simmer.example.com";
let withKey: TestApp;
let withoutKey: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  withKey = await startTestApp({ publicUrl: PUBLIC_URL, instacart: { apiBase: base, apiKey: "test-key-123", timeoutMs: 500 } });
  withoutKey = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await withKey.close();
  await withoutKey.close();
  await new Promise((resolve) => fake.close(resolve));
});

/** A user whose stored list has flour and milk to send and an owned egg. */
async function userWithList(t: TestApp) {
  const user = await signUpAndLogIn(t.app);
  const recipe = await insertFixtureRecipe(t.handle.db, {
    title: "Batter",
    servings: 2,
    lines: [
      { name: "flour", quantity: "1 1/2", unit: "cups", brand: "King Arthur" },
      { name: "milk", quantity: "1", unit: "cups" },
      { name: "egg", quantity: "1", unit: "units" },
    ],
  });
  await own(t.handle.db, user.user.id, ["egg"]);
  const cart = (await t.app.inject({ method: "POST", url: "/api/user-carts/add", headers: user.auth, payload: { name: "c" } })).json();
  await t.app.inject({
    method: "POST",
    url: "/api/grocery-cart/add",
    headers: user.auth,
    payload: { recipe_id: recipe, cart_id: cart.id, quantity: 2 },
  });
  const list = await t.app.inject({ method: "GET", url: `/api/grocery-cart/combined-ingredients?cart_ids=${cart.id}`, headers: user.auth });
  return { user, list: list.json() };
}

const send = (t: TestApp, auth: { authorization: string }, payload: object = {}) =>
  t.app.inject({ method: "POST", url: "/api/send-to-instacart", headers: auth, payload });

describe("POST /api/send-to-instacart with a key", () => {
  it("sends the exact shopping-list request and returns the link", async () => {
    mode = "ok";
    received.length = 0;
    const { user } = await userWithList(withKey);
    const res = await send(withKey, user.auth, { title: "Sunday shop", expires_in: 7, link_type: "shopping_list" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Grocery list successfully sent to Instacart",
      shoppingListUrl: "https://customers.dev.instacart.tools/store/shopping_lists/4242",
      service: "Instacart",
      token: null,
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/idp/v1/products/products_link");
    expect(request?.headers.authorization).toBe("Bearer test-key-123");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      title: "Sunday shop",
      link_type: "shopping_list",
      expires_in: 7,
      instructions: ["Please select your preferred store.", "Choose organic products where available."],
      line_items: [
        { name: "flour", quantity: 1.5, unit: "cup", display_text: "1½ cups flour (King Arthur)" },
        { name: "milk", quantity: 1, unit: "cup", display_text: "1 cup milk" },
      ],
      landing_page_configuration: { partner_linkback_url: `${PUBLIC_URL}/order-confirmation`, enable_pantry_items: true },
    });
  });

  it("leaves out items unticked for sending and uses the default title", async () => {
    mode = "ok";
    received.length = 0;
    const { user, list } = await userWithList(withKey);
    const milk = list.userNeeds.find((l: { ingredient_name: string }) => l.ingredient_name === "milk");
    await withKey.app.inject({ method: "PATCH", url: `/api/grocery-ingredient/${milk.id}/toggle-send-off`, headers: user.auth });
    expect((await send(withKey, user.auth)).statusCode).toBe(200);
    const body = received[0]?.body as { title: string; expires_in: number; line_items: { name: string }[] };
    expect(body.line_items.map((i) => i.name)).toEqual(["flour"]);
    expect(body.title).toMatch(/^Grocery List - \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(body.expires_in).toBe(30);
  });

  it.each([
    ["unauthorized", 502, "Failed to send grocery list to Instacart: Instacart answered 401 (Invalid API key)."],
    ["broken", 502, "Failed to send grocery list to Instacart: Instacart answered 503 (Service unavailable)."],
    ["no-link", 502, "Failed to send grocery list to Instacart: Instacart's answer had no shopping list link."],
    ["slow", 504, "Failed to send grocery list to Instacart: Instacart did not answer within 1 s."],
  ] as const)("reports %s with the failure message and a reason, changing nothing", async (failure, status, message) => {
    mode = failure;
    const { user } = await userWithList(withKey);
    const before = (await withKey.app.inject({ method: "GET", url: "/api/grocery-ingredient", headers: user.auth })).json();
    const res = await send(withKey, user.auth);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
    const after = (await withKey.app.inject({ method: "GET", url: "/api/grocery-ingredient", headers: user.auth })).json();
    expect(after).toEqual(before);
  });

  it("names Instacart as the delivery service", async () => {
    const user = await signUpAndLogIn(withKey.app);
    const res = await withKey.app.inject({ method: "GET", url: "/api/grocery-delivery", headers: user.auth });
    expect(res.json()).toEqual({ service: "Instacart" });
  });

  it("asks Instacart for amounts a shop sells", async () => {
    mode = "ok";
    received.length = 0;
    const user = await signUpAndLogIn(withKey.app);
    const recipe = await insertFixtureRecipe(withKey.handle.db, {
      title: "Stew",
      servings: 6,
      lines: [
        { name: "crushed tomatoes", quantity: "1 1/2", unit: "cans" },
        { name: "black pepper", quantity: "2.75", unit: "teaspoons" },
      ],
    });
    const cart = (
      await withKey.app.inject({ method: "POST", url: "/api/user-carts/add", headers: user.auth, payload: { name: "s" } })
    ).json();
    await withKey.app.inject({
      method: "POST",
      url: "/api/grocery-cart/add",
      headers: user.auth,
      payload: { recipe_id: recipe, cart_id: cart.id, quantity: 1 },
    });
    await withKey.app.inject({ method: "GET", url: `/api/grocery-cart/combined-ingredients?cart_ids=${cart.id}`, headers: user.auth });
    expect((await send(withKey, user.auth)).statusCode).toBe(200);
    expect((received[0]?.body as { line_items: unknown[] }).line_items).toEqual([
      { name: "black pepper", quantity: 0.5, unit: "teaspoon", display_text: "½ teaspoon black pepper" },
      { name: "crushed tomatoes", quantity: 1, unit: "can", display_text: "1 can crushed tomatoes" },
    ]);
  });

  it("refuses to send when nothing is marked", async () => {
    const user = await signUpAndLogIn(withKey.app);
    const res = await send(withKey, user.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("No ingredients marked to send to the grocery-delivery service.");
  });
});

describe("POST /api/send-to-instacart without a key", () => {
  it("saves a shareable page readable without logging in", async () => {
    const { user } = await userWithList(withoutKey);
    const res = await send(withoutKey, user.auth, { title: "Party list" });
    expect(res.statusCode).toBe(200);
    const { message, shoppingListUrl } = res.json();
    expect(message).toBe("Shareable link created. Anyone with the link can open the list for 30 days.");
    expect(shoppingListUrl).toMatch(new RegExp(`^${PUBLIC_URL}/shopping-list/[A-Za-z0-9_-]{32}$`));
    const token = shoppingListUrl.split("/").at(-1);

    const page = await withoutKey.app.inject({ method: "GET", url: `/api/shopping-list/${token}` });
    expect(page.statusCode).toBe(200);
    // Instacart's instructions for its shoppers are not Simmer's page's business (ADR 119).
    expect(page.json()).toMatchObject({
      title: "Party list",
      instructions: [],
      items: [
        { name: "flour", display_text: "1½ cups flour (King Arthur)", quantity: 1.5, unit: "cups" },
        { name: "milk", display_text: "1 cup milk", quantity: 1, unit: "cups" },
      ],
    });
    const expires = new Date(page.json().expires_at).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect((await withoutKey.app.inject({ method: "GET", url: "/api/shopping-list/not-a-real-token-at-all" })).statusCode).toBe(404);
    const html = await withoutKey.app.inject({ method: "GET", url: `/shopping-list/${token}` });
    expect(html.body).not.toContain("preferred store");
  });

  it("keeps the instructions the person wrote, and keeps the date of the default title on one line", async () => {
    const { user } = await userWithList(withoutKey);
    const written = await send(withoutKey, user.auth, { title: "Party list", instructions: ["Ring twice."] });
    const writtenToken = String(written.json().shoppingListUrl).split("/").at(-1);
    expect((await withoutKey.app.inject({ method: "GET", url: `/api/shopping-list/${writtenToken}` })).json()).toMatchObject({
      instructions: ["Ring twice."],
    });

    const dated = await send(withoutKey, user.auth);
    const datedToken = String(dated.json().shoppingListUrl).split("/").at(-1);
    const html = (await withoutKey.app.inject({ method: "GET", url: `/shopping-list/${datedToken}` })).body;
    expect(html).toMatch(/<h1>Grocery List - <span class="stamp">\d{4}-\d{2}-\d{2} \d{2}:\d{2}<\/span><\/h1>/);
    expect(html).not.toContain('class="instructions"');
  });
});
