import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { foods } from "@simmer/db";
import { ensureFoodsLoaded } from "@simmer/api";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

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

async function search(query: string, limit?: number) {
  const params = new URLSearchParams({ search: query });
  if (limit !== undefined) params.set("limit", String(limit));
  const res = await t.app.inject({ method: "GET", url: `/api/foods?${params}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    foods: Array<{
      ndb_no: string;
      name: string;
      per_100g: Record<string, number>;
      measures: Array<{ amount: number; name: string; grams: number }>;
    }>;
  };
}

describe("loading the USDA foods", () => {
  it("loads all 7,879 foods once; a second run inserts nothing", async () => {
    const [row] = await t.handle.db.select({ count: sql<number>`count(*)::int` }).from(foods);
    expect(row?.count).toBe(7879);
    expect(await ensureFoodsLoaded(t.handle.db)).toEqual({ inserted: 0 });
  });

  it("completes a partly loaded table without duplicates", async () => {
    await t.handle.db.execute(sql`delete from foods where ndb_no like '01%'`);
    const { inserted } = await ensureFoodsLoaded(t.handle.db);
    expect(inserted).toBeGreaterThan(100);
    const [row] = await t.handle.db.select({ count: sql<number>`count(*)::int` }).from(foods);
    expect(row?.count).toBe(7879);
  });
});

describe("GET /api/foods", () => {
  it.each(["chicken breast", "breast chicken", "chiken breast", "Chicken Breasts"])("%s finds raw chicken breast first", async (query) => {
    const { foods: found } = await search(query, 5);
    expect(found[0]?.name).toBe("Chicken, broilers or fryers, breast, meat only, raw");
  });

  it("returns each food with its per-100 g nutrients and household measures", async () => {
    const { foods: found } = await search("butter salted", 3);
    const butter = found.find((f) => f.ndb_no === "01001");
    expect(butter).toMatchObject({
      name: "Butter, salted",
      per_100g: { calories: 717, protein: 0.85, fat: 81.11, sat_fat: 51.368, cholesterol: 215, sodium: 714 },
    });
    expect(butter?.measures).toContainEqual({ amount: 1, name: "tbsp", grams: 14.2 });
  });

  it("finds plurals and singulars alike and prefers the plain raw food", async () => {
    expect((await search("onions", 3)).foods[0]?.name).toBe("Onions, raw");
    expect((await search("tomato", 3)).foods[0]?.name).toBe("Tomatoes, red, ripe, raw, year round average");
    expect((await search("eggs", 3)).foods[0]?.name).toBe("Egg, whole, raw, fresh");
    expect((await search("butter unsalted", 3)).foods[0]?.name).toBe("Butter, without salt");
  });

  it("finds a half-typed last word", async () => {
    const names = (await search("cheddar chee", 10)).foods.map((f) => f.name);
    expect(names).toContain("Cheese, cheddar");
  });

  it("honours the limit and caps it at 50", async () => {
    expect((await search("cheese", 7)).foods).toHaveLength(7);
    const res = await t.app.inject({ method: "GET", url: "/api/foods?search=cheese&limit=51", headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit/i);
  });

  it("returns an empty list for a blank search or a word no food has", async () => {
    expect((await search("   ")).foods).toEqual([]);
    expect((await search("xqzvwj")).foods).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/foods?search=egg" });
    expect(res.statusCode).toBe(401);
  });

  it("is the foods.search tRPC procedure as well", async () => {
    const input = encodeURIComponent(JSON.stringify({ search: "banana", limit: 2 }));
    const res = await t.app.inject({ method: "GET", url: `/trpc/foods.search?input=${input}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.foods[0].name).toBe("Bananas, raw");
  });
});
