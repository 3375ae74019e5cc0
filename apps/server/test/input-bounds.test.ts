import { SignJWT } from "jose";
import type { InjectOptions } from "fastify";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@simmer/api";
import { signUpAndLogIn, startTestApp, TEST_SECRET, type TestApp } from "./harness";
import { recipeMultipart, sampleRecipe } from "./recipes-fixtures";

/** Bad input is a 400 that says what is wrong (ADR 009), never a 500 from the database. */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUpAndLogIn>>;
beforeAll(async () => {
  t = await startTestApp();
  user = await signUpAndLogIn(t.app);
});
afterAll(async () => {
  await t.close();
});

const json = () => ({ "content-type": "application/json", ...user.auth });
const BAD_IDS = ["2147483648", "99999999999999999999", "-1", "0", "1.5", "abc"];

describe("ids", () => {
  const restPaths = [
    ["GET", "/api/recipes/{id}"],
    ["GET", "/api/recipes?id={id}"],
    ["GET", "/api/recipe-details?recipeId={id}"],
    ["PUT", "/api/recipes/edit/{id}"],
    ["DELETE", "/api/recipes/delete/{id}"],
    ["PUT", "/api/users-filters/{id}"],
    ["DELETE", "/api/users-filters/{id}"],
    ["PATCH", "/api/grocery-ingredient/{id}/toggle-send-off"],
    ["PUT", "/api/metrics/id/{id}"],
    ["DELETE", "/api/metrics/id/{id}"],
    ["PUT", "/api/journal/{id}"],
    ["DELETE", "/api/journal/{id}"],
    ["GET", "/api/grocery-cart/status?recipeId={id}"],
    ["GET", "/api/grocery-cart?cartId={id}"],
    ["GET", "/api/grocery-cart/combined-ingredients?cart_ids={id}"],
  ] as const;

  it("in REST paths and queries are a 400 naming the field, for every bad spelling", async () => {
    for (const [method, template] of restPaths) {
      for (const bad of BAD_IDS) {
        const url = template.replace("{id}", encodeURIComponent(bad));
        const res = await t.app.inject({ method, url, headers: user.auth });
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json().message).toMatch(
          /(id|Id|cart_ids) (is out of range|must be a positive id|must be a whole number|must be a number)\./,
        );
      }
    }
  });

  it("in REST bodies are a 400 naming the field", async () => {
    const bodies = [
      ["DELETE", "/api/user-carts/remove", { cart_id: 2 ** 31 }],
      ["POST", "/api/user-carts/toggle-combined", { cart_id: 2 ** 31, combined: true }],
      ["POST", "/api/grocery-cart/add", { recipe_id: 2 ** 40, cart_id: 1 }],
      ["DELETE", "/api/grocery-cart/remove", { recipe_id: 1, cart_id: 2 ** 31 }],
      ["PUT", "/api/grocery-cart/update", { recipe_id: 2 ** 31, cart_id: 1, quantity: 2 }],
      ["POST", "/api/grocery-cart/mealplan", { cart_id: 2 ** 31, number_of_meals: 2 }],
      ["POST", "/api/equipment/toggle", { equipment_id: 2 ** 31 }],
      ["POST", "/api/ingredients/toggle", { ingredient_id: "99999999999" }],
      ["POST", "/api/update-filter-order", { id: 2 ** 31, newOrder: 1 }],
    ] as const;
    for (const [method, url, payload] of bodies) {
      const res = await t.app.inject({ method, url, headers: user.auth, payload });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 400, expect.stringMatching(/is out of range\./)]);
    }
  });

  it("in every tRPC input are a 400 naming the field", async () => {
    type Procedure = { _def: { type: string; inputs: z.ZodType[] } };
    let checked = 0;
    // Ids that are text, not integers: a token's id is a UUID (ADR 070), and so are shopping mode's client-made ids (ADR 091).
    const textIds = new Set(["account.tokens.revoke", "shopping.commands", "shopping.finish", "shopping.sharedApply"]);
    for (const [path, procedure] of Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>)) {
      if (textIds.has(path)) continue;
      const input = procedure._def.inputs[0] as unknown as { _zod: { def: { type: string; shape?: Record<string, unknown> } } } | undefined;
      const idFields = Object.keys(input?._zod.def.shape ?? {}).filter(
        (key) => /(^id$|_id$|Id$|_ids$)/.test(key) && !["jobId", "component_id"].includes(key),
      );
      for (const field of idFields) {
        const value = field.endsWith("_ids") ? [2 ** 31] : 2 ** 31;
        const text = JSON.stringify({ [field]: value });
        const res =
          procedure._def.type === "query"
            ? await t.app.inject({ method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(text)}`, headers: user.auth })
            : await t.app.inject({ method: "POST", url: `/trpc/${path}`, headers: json(), payload: text });
        expect([path, res.statusCode]).toEqual([path, 400]);
        expect(res.json().error.message).toContain(`${field.replace(/s$/, "")}`);
        expect(res.json().error.message).toMatch(/out of range/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe("text", () => {
  it("with a NUL byte is a 400 on every path, and nothing is stored", async () => {
    const writes: InjectOptions[] = [
      { method: "POST", url: "/api/user-carts/add", payload: { name: "Week\u0000end" } },
      { method: "POST", url: "/api/journal", payload: { date: "2025-03-01", name: "Oats\u0000" } },
      { method: "POST", url: "/api/users-filters", payload: { header_title: "\u0000" } },
      { method: "POST", url: "/api/recipes/add", payload: sampleRecipe({ title: "Soup\u0000" }) },
      { method: "POST", url: "/api/recipes/add", ...recipeMultipart(sampleRecipe({ title: "Soup\u0000" })) },
      { method: "POST", url: "/api/nutrition/calculate", payload: { servings: 1, ingredients: [{ ingredient_name: "salt\u0000" }] } },
    ];
    for (const write of writes) {
      const res = await t.app.inject({ ...write, headers: { ...write.headers, ...user.auth } });
      expect([write.url, res.statusCode]).toEqual([write.url, 400]);
      expect(res.json().message).toMatch(/must not contain NUL characters\./);
    }
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/user-carts/add",
      headers: { ...user.auth, "content-type": "text/plain" },
      payload: "Week\u0000",
    });
    expect([plain.statusCode, plain.json().message]).toEqual([400, "The request must not contain NUL characters."]);
    const carts = await t.app.inject({ method: "GET", url: "/api/user-carts", headers: user.auth });
    expect(carts.json()).toEqual([]);
    const query = await t.app.inject({ method: "GET", url: "/api/foods?search=salt%00", headers: user.auth });
    expect([query.statusCode, query.json().message]).toEqual([400, "search must not contain NUL characters."]);
    const trpc = await t.app.inject({ method: "POST", url: "/trpc/carts.add", headers: json(), payload: '{"name":"a\\u0000b"}' });
    expect([trpc.statusCode, trpc.json().error.message]).toEqual([400, "name must not contain NUL characters."]);
  });

  it("with a lone UTF-16 surrogate is a 400, in values and in keys", async () => {
    const cases = [
      { url: "/api/user-carts/add", payload: '{"name":"a\\ud800"}' },
      { url: "/api/user-carts/add", payload: '{"name":"\\udc00b"}' },
      { url: "/api/journal", payload: '{"date":"2025-03-01","name":"x","\\ud83d":1}' },
      { url: "/trpc/carts.add", payload: '{"name":"a\\ud800"}' },
    ];
    for (const { url, payload } of cases) {
      const res = await t.app.inject({ method: "POST", url, headers: json(), payload });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.body).toMatch(/lone surrogate/);
    }
    const read = await t.app.inject({ method: "GET", url: `/trpc/recipes.list?input=${encodeURIComponent('{"search":"\\ud800"}')}` });
    expect([read.statusCode, read.json().error.message]).toEqual([
      400,
      "input.search must be valid Unicode text (it holds a lone surrogate).",
    ]);
  });
});

describe("deep nesting", () => {
  const deepArray = "[".repeat(5000) + "]".repeat(5000);
  const deepObject = '{"name":'.repeat(5000) + '"x"' + "}".repeat(5000);
  const tooDeep = "The request nests too deeply (at most 32 levels).";

  it("is a 400 on REST bodies, tRPC bodies, tRPC query input and recipe form fields", async () => {
    for (const payload of [deepArray, deepObject]) {
      for (const url of ["/api/user-carts/add", "/api/recipes/add", "/trpc/carts.add", "/trpc/recipes.add", "/trpc/auth.login"]) {
        const res = await t.app.inject({ method: "POST", url, headers: json(), payload });
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.body).toContain(tooDeep);
      }
      const read = await t.app.inject({
        method: "GET",
        url: `/trpc/recipes.list?input=${encodeURIComponent(payload)}`,
        headers: user.auth,
      });
      expect([read.statusCode, read.json().error.message]).toEqual([400, tooDeep]);
      const twice = await t.app.inject({ method: "GET", url: `/trpc/recipes.list?input=${encodeURIComponent(payload)}&input=%7B%7D` });
      expect([twice.statusCode, twice.json().error.message]).toEqual([400, tooDeep]);
      const batch = await t.app.inject({
        method: "GET",
        url: `/trpc/recipes.list,auth.me?batch=1&input=${encodeURIComponent(`{"0":${payload}}`)}`,
      });
      expect(batch.statusCode).toBe(400);
      expect(batch.json()).toHaveLength(2);
    }
    const form = recipeMultipart({ ...sampleRecipe(), sections: deepArray });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: { ...form.headers, ...user.auth },
      payload: form.payload,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, tooDeep]);
  });

  it("within the bound still parses", async () => {
    const payload = JSON.stringify({ name: "Fine", extra: JSON.parse("[".repeat(30) + "]".repeat(30)) });
    const res = await t.app.inject({ method: "POST", url: "/api/user-carts/add", headers: json(), payload });
    expect(res.statusCode).toBe(201);
  });
});

describe("a validly signed token", () => {
  async function signed(sub: string) {
    return new SignJWT({ email: user.email, sid: "00000000-0000-4000-8000-000000000000" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(sub)
      .setIssuer("simmer")
      .setAudience("simmer-web")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(TEST_SECRET));
  }

  it("whose user id is outside the integer range is a 401, on REST and tRPC", async () => {
    for (const sub of ["2147483648", "99999999999", "9007199254740993", "-1", "1.5", "0x10", "1e3"]) {
      const authorization = `Bearer ${await signed(sub)}`;
      const rest = await t.app.inject({ method: "GET", url: "/api/user-carts", headers: { authorization } });
      const trpc = await t.app.inject({ method: "GET", url: "/trpc/auth.me", headers: { authorization } });
      const write = await t.app.inject({
        method: "POST",
        url: "/trpc/carts.add",
        headers: { authorization, "content-type": "application/json" },
        payload: '{"name":"x"}',
      });
      expect([sub, rest.statusCode, trpc.statusCode, write.statusCode]).toEqual([sub, 401, 401, 401]);
      expect(rest.json().message).toBe("You are not authenticated. Please log in.");
    }
  });
});
