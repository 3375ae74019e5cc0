import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { recipes } from "@simmer/db";
import { seedCatalog, type CatalogSeedReport } from "@simmer/api";
import { catalogRecipes } from "@simmer/catalog";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";

const catalogue = catalogRecipes();

interface Card {
  id: number;
  title: string;
  calories: number | null;
  protein: number | null;
  tags: string[];
  data_source: string;
  data_source_name: string | null;
  is_owner: boolean;
}

async function catalogueCount(t: TestApp): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(recipes)
    .where(eq(recipes.dataSource, "catalog"));
  return row?.n ?? 0;
}

describe("starter catalogue on a new install", () => {
  let t: TestApp;
  let report: CatalogSeedReport;

  beforeAll(async () => {
    t = await startTestApp();
    report = await seedCatalog(t.handle.db);
  }, 120_000);
  afterAll(async () => t.close());

  it("writes every recipe once, with no owner", async () => {
    expect(report.inserted).toBe(catalogue.length);
    expect(await catalogueCount(t)).toBe(catalogue.length);
    const owned = await t.handle.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(sql`${recipes.ownerId} is not null`);
    expect(owned).toEqual([]);
  });

  it("matches and weighs nearly every ingredient line with the foods engine", () => {
    expect(report.lines).toBe(catalogue.reduce((n, r) => n + r.sections.reduce((m, s) => m + s.ingredients.length, 0), 0));
    expect(report.matched / report.lines).toBeGreaterThanOrEqual(0.98);
    expect(report.weighed / report.lines).toBeGreaterThanOrEqual(0.98);
  });

  it("fills a new account's starter Browse rows with catalogue recipes (ADR 118)", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const total = async (query: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/recipes?${query}`, headers: auth });
      expect(res.statusCode).toBe(200);
      return (res.json() as { total: number }).total;
    };
    expect(await total("tags=main&max_total_time_min=30")).toBeGreaterThanOrEqual(5);
    expect(await total("tags=vegetarian")).toBeGreaterThanOrEqual(10);
    expect(await total("")).toBe(catalogue.length);
  });

  it("lists the catalogue to a visitor with real nutrition per serving", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes?data_source=catalog&limit=500` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { recipes: Card[]; total: number };
    expect(body.total).toBe(catalogue.length);
    for (const card of body.recipes) {
      expect(card.calories, card.title).toBeGreaterThan(20);
      expect(card.calories, card.title).toBeLessThan(1500);
      expect(card.data_source).toBe("catalog");
      expect(card.data_source_name).toBe("Simmer Test Kitchen");
      expect(card.is_owner).toBe(false);
    }
    // A hearty main carries more energy and protein than a side salad.
    const byTitle = new Map(body.recipes.map((c) => [c.title, c]));
    const bourguignon = byTitle.get("Beef Bourguignon");
    const cucumber = byTitle.get("Smashed Cucumber Salad");
    expect(bourguignon?.calories).toBeGreaterThan((cucumber?.calories ?? 0) * 4);
    expect(bourguignon?.protein).toBeGreaterThan(30);
  });

  it("gives Classic Hummus the calories a cook works out by hand from USDA figures, within 10%", async () => {
    // Per 100 g (USDA SR24) × grams in the recipe:
    //   chickpeas, canned     88 kcal × 2 cans × 425.2 g (15 oz) = 748.4
    //   tahini               570 kcal × 1/2 cup = 8 tbsp × 15 g = 684.0
    //   lemon juice           22 kcal × 1/4 cup = 61 g            =  13.4
    //   garlic               149 kcal × 1 clove = 3 g             =   4.5
    //   cumin                375 kcal × 1/2 tsp = 1.05 g          =   3.9
    //   olive oil            884 kcal × 2 tbsp = 27 g             = 238.7
    //   paprika              282 kcal × 1/4 tsp = 0.58 g          =   1.6
    //   salt, water            0
    //   total 1,694.5 kcal / 8 servings = 211.8 kcal per serving
    const handWorked = 211.8;
    const res = await t.app.inject({ method: "GET", url: "/api/recipes?search=classic%20hummus" });
    const card = (res.json() as { recipes: Card[] }).recipes.find((c) => c.title === "Classic Hummus");
    expect(card?.calories).toBeGreaterThan(handWorked * 0.9);
    expect(card?.calories).toBeLessThan(handWorked * 1.1);
  });

  it("shows a recipe's sections, numbered steps, equipment and tags in its detail", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const list = await t.app.inject({ method: "GET", url: "/api/recipes?search=chicken%20tikka%20masala", headers: auth });
    const card = (list.json() as { recipes: Card[] }).recipes.find((c) => c.title === "Chicken Tikka Masala");
    expect(card).toBeDefined();
    const res = await t.app.inject({ method: "GET", url: `/api/recipes/${card?.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as {
      servings: number;
      instructions: { step_number: number }[];
      sections: { section_name: string; ingredients: { ingredient_name: string; method: string | null }[] }[];
      equipment_names: string[];
      tags: string[];
    };
    expect(detail.sections.map((s) => s.section_name)).toEqual(["Marinade", "Sauce"]);
    expect(detail.sections[1]?.ingredients).toContainEqual(expect.objectContaining({ ingredient_name: "garlic", method: "minced" }));
    expect(detail.instructions.map((i) => i.step_number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(detail.equipment_names).toContain("baking sheet");
    expect(detail.tags).toEqual(expect.arrayContaining(["main", "indian", "gluten-free"]));
  });

  it("fills the shared Kitchen catalogues with usage and recipe counts", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const ingredients = (await t.app.inject({ method: "GET", url: "/api/ingredients", headers: auth })).json() as {
      ingredient_name: string;
      recipe_count: number;
    }[];
    const garlic = ingredients.find((i) => i.ingredient_name === "garlic");
    expect(garlic?.recipe_count).toBe(
      catalogue.filter((r) => r.sections.some((s) => s.ingredients.some((i) => i.ingredient_name === "garlic"))).length,
    );
    expect(garlic?.recipe_count).toBeGreaterThan(50);
    expect(ingredients.every((i) => i.recipe_count > 0)).toBe(true);
    const equipment = (await t.app.inject({ method: "GET", url: "/api/equipment", headers: auth })).json() as {
      equipment_name: string;
      usage_count: number;
    }[];
    expect(equipment.find((e) => e.equipment_name === "chef's knife")?.usage_count).toBeGreaterThan(50);
    expect(equipment.length).toBeGreaterThanOrEqual(40);
  });

  it("adds nothing when seeded again", async () => {
    const again = await seedCatalog(t.handle.db);
    expect(again.inserted).toBe(0);
    expect(await catalogueCount(t)).toBe(catalogue.length);
  });

  it("keeps the catalogue read-only to users: delete is 404 and the recipe stays", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const [first] = await t.handle.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.dataSource, "catalog")).limit(1);
    const res = await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${first?.id}`, headers: auth });
    expect(res.statusCode).toBe(404);
    expect(await catalogueCount(t)).toBe(catalogue.length);
  });
});

describe("two servers starting at once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  it("seed the catalogue exactly once", async () => {
    const reports = await Promise.all([seedCatalog(t.handle.db), seedCatalog(t.handle.db)]);
    expect(reports.map((r) => r.inserted).sort((a, b) => a - b)).toEqual([0, catalogue.length]);
    expect(await catalogueCount(t)).toBe(catalogue.length);
  });
});
