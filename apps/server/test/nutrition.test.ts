import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateNutrition, ensureFoodsLoaded } from "@simmer/api";
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

interface Line {
  ingredient_name: string;
  quantity: string;
  unit: string;
  food_ndb_no?: string;
  method?: string | null;
  original?: string | null;
}
interface Result {
  per_serving: Record<string, number>;
  lines: Array<{
    ingredient_name: string;
    food: { ndb_no: string; name: string } | null;
    grams: number | null;
    confidence: "high" | "medium" | "low" | null;
    zero_because: string | null;
    food_source: string | null;
  }>;
  confidence: { share: number; rests_on_guesses: boolean; unsure_lines: number; uncounted_lines: number };
}

async function calculate(servings: number, ingredients: Line[]): Promise<Result> {
  const res = await t.app.inject({ method: "POST", url: "/api/nutrition/calculate", headers: auth, payload: { servings, ingredients } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Result;
}

const within10Percent = (computed: number, handWorked: number) => Math.abs(computed - handWorked) / handWorked <= 0.1;

describe("reference recipes: calories per serving within 10% of a hand-worked USDA figure", () => {
  it("scrambled eggs (2 servings)", async () => {
    // 4 large eggs:    4 × 50 g = 200 g × 143 kcal/100 g   = 286.00 kcal   (01123, "large" = 50 g)
    // 1 tbsp butter:   14.2 g × 717 kcal/100 g             = 101.81 kcal   (01001, "tbsp" = 14.2 g)
    // 2 tbsp milk:     2 × 15 g = 30 g × 61 kcal/100 g     =  18.30 kcal   (01077, "tbsp" = 15 g)
    // salt to taste:   not weighed                          =   0
    // total 406.11 kcal / 2 servings                        = 203.06 kcal per serving
    const handWorked = (200 * 143 + 14.2 * 717 + 30 * 61) / 100 / 2;
    expect(handWorked).toBeCloseTo(203.06, 2);
    const result = await calculate(2, [
      { ingredient_name: "large eggs", quantity: "4", unit: "units" },
      { ingredient_name: "butter", quantity: "1", unit: "tablespoons" },
      { ingredient_name: "whole milk", quantity: "2", unit: "tablespoons" },
      { ingredient_name: "salt", quantity: "to taste", unit: "" },
    ]);
    expect(within10Percent(result.per_serving.calories ?? 0, handWorked)).toBe(true);
    expect(result.lines.map((l) => l.grams)).toEqual([200, 14.2, 30, 0]);
    expect(result.lines[3]).toMatchObject({ ingredient_name: "salt", food: { ndb_no: "02047" }, grams: 0, zero_because: "to_taste" });
  });

  it("pancakes (4 servings)", async () => {
    // 1 1/2 cups flour:   1.5 × 125 g = 187.5 g × 364 / 100     = 682.50 kcal  (20081, "cup" = 125 g)
    // 1 1/4 cups milk:    1.25 × 244 g = 305 g × 61 / 100       = 186.05 kcal  (01077, "cup" = 244 g)
    // 1 large egg:        50 g × 143 / 100                        =  71.50 kcal
    // 3 tbsp butter:      3 × 14.2 g = 42.6 g × 717 / 100        = 305.44 kcal
    // 1 tbsp sugar:       3 × 4.2 g (its "tsp") = 12.6 g × 387/100 = 48.76 kcal  (19335)
    // 1 tsp baking soda, 1/2 tsp salt: 0 kcal
    // total 1294.25 kcal / 4 servings                             = 323.56 kcal per serving
    const handWorked = (187.5 * 364 + 305 * 61 + 50 * 143 + 42.6 * 717 + 12.6 * 387) / 100 / 4;
    expect(handWorked).toBeCloseTo(323.56, 1);
    const result = await calculate(4, [
      { ingredient_name: "all-purpose flour", quantity: "1 1/2", unit: "cups" },
      { ingredient_name: "milk", quantity: "1 1/4", unit: "cups" },
      { ingredient_name: "egg", quantity: "1", unit: "units" },
      { ingredient_name: "butter, melted", quantity: "3", unit: "tablespoons" },
      { ingredient_name: "sugar", quantity: "1", unit: "tablespoons" },
      { ingredient_name: "baking soda", quantity: "1", unit: "teaspoons" },
      { ingredient_name: "salt", quantity: "½", unit: "teaspoons" },
    ]);
    expect(within10Percent(result.per_serving.calories ?? 0, handWorked)).toBe(true);
  });

  it("chicken and rice (4 servings)", async () => {
    // 1 lb chicken breast:  453.59 g × 114 / 100          = 517.09 kcal  (05062)
    // 1 cup white rice:     185 g × 365 / 100             = 675.25 kcal  (20044, "cup" = 185 g)
    // 1 tbsp olive oil:     13.5 g × 884 / 100            = 119.34 kcal  (04053, "tablespoon" = 13.5 g)
    // 1 onion (medium):     110 g × 40 / 100              =  44.00 kcal  (11282, "medium" = 110 g)
    // 2 cloves garlic:      2 × 3 g = 6 g × 149 / 100     =   8.94 kcal  (11215, "clove" = 3 g)
    // 2 cups water:         0 kcal
    // total 1364.62 kcal / 4 servings                     = 341.16 kcal per serving
    const handWorked = (453.59 * 114 + 185 * 365 + 13.5 * 884 + 110 * 40 + 6 * 149) / 100 / 4;
    expect(handWorked).toBeCloseTo(341.16, 1);
    const result = await calculate(4, [
      { ingredient_name: "boneless skinless chicken breast", quantity: "1", unit: "pounds" },
      { ingredient_name: "long-grain white rice", quantity: "1", unit: "cups" },
      { ingredient_name: "olive oil", quantity: "1", unit: "tablespoons" },
      { ingredient_name: "onion, chopped", quantity: "1", unit: "units" },
      { ingredient_name: "garlic cloves, minced", quantity: "2", unit: "units" },
      { ingredient_name: "water", quantity: "2", unit: "cups" },
    ]);
    expect(within10Percent(result.per_serving.calories ?? 0, handWorked)).toBe(true);
    expect(result.per_serving.protein).toBeGreaterThan(25);
  });
});

describe("POST /api/nutrition/calculate", () => {
  it("returns every per-serving field, rounded to at most 2 decimals", async () => {
    const result = await calculate(3, [{ ingredient_name: "butter", quantity: "100", unit: "grams" }]);
    // 100 g butter: 717 kcal, 81.11 g fat, 51.368 g sat fat, 714 mg sodium, 215 mg cholesterol; ÷ 3
    expect(result.per_serving).toEqual({
      calories: 239,
      fat: 27.04,
      sat_fat: 17.12,
      carbs: 0.02,
      fiber: 0,
      sugar: 0.02,
      protein: 0.28,
      sodium: 238,
      cholesterol: 71.67,
    });
  });

  it("lists unmatched and unconvertible lines instead of dropping them", async () => {
    const result = await calculate(1, [
      { ingredient_name: "xqzvwj dust", quantity: "1", unit: "cups" },
      { ingredient_name: "all-purpose flour", quantity: "1", unit: "bunches" },
      { ingredient_name: "sugar", quantity: "", unit: "cups" },
      { ingredient_name: "sugar", quantity: "2", unit: "tablespoons" },
    ]);
    const flour = { ndb_no: "20081", name: "Wheat flour, white, all-purpose, enriched, bleached" };
    const sugar = { ndb_no: "19335", name: "Sugars, granulated" };
    const matched = { confidence: "high", food_source: "automatic", counted_on_request: false } as const;
    expect(result.lines).toEqual([
      {
        ingredient_name: "xqzvwj dust",
        food: null,
        grams: null,
        confidence: null,
        zero_because: null,
        food_source: null,
        counted_on_request: false,
      },
      { ingredient_name: "all-purpose flour", food: flour, grams: null, zero_because: null, ...matched },
      { ingredient_name: "sugar", food: sugar, grams: 0, zero_because: "no_amount", ...matched },
      { ingredient_name: "sugar", food: sugar, grams: 25.2, zero_because: null, ...matched },
    ]);
    // Two lines with an amount could not be counted: the figures rest on guesses.
    expect(result.confidence).toEqual({ share: 1, rests_on_guesses: true, unsure_lines: 0, uncounted_lines: 2 });
    expect(result.per_serving.calories).toBeCloseTo(25.2 * 3.87, 2);
  });

  it("uses a line's chosen food instead of the automatic match", async () => {
    const result = await calculate(1, [{ ingredient_name: "butter", quantity: "1", unit: "tablespoons", food_ndb_no: "01145" }]);
    expect(result.lines[0]?.food).toEqual({ ndb_no: "01145", name: "Butter, without salt" });
    expect(result.per_serving.sodium).toBeCloseTo((11 * 14.2) / 100, 1);
  });

  it("reads ranges as their middle, abbreviations and unicode fractions", async () => {
    const result = await calculate(1, [
      { ingredient_name: "all-purpose flour", quantity: "1-3", unit: "c" },
      { ingredient_name: "sugar", quantity: "½", unit: "cup" },
      { ingredient_name: "butter", quantity: "2", unit: "oz" },
    ]);
    expect(result.lines.map((l) => l.grams)).toEqual([250, 100, 56.7]);
  });

  it("reads a whole line typed into the name when quantity and unit are blank", async () => {
    const result = await calculate(1, [
      { ingredient_name: "Juice of 1 lemon", quantity: "", unit: "" },
      { ingredient_name: "2 Tbsp. butter, melted", quantity: "", unit: "" },
    ]);
    expect(result.lines[0]).toMatchObject({ food: { ndb_no: "09152" }, grams: 48 }); // USDA "lemon yields" 48 g
    expect(result.lines[1]).toMatchObject({ food: { ndb_no: "01001" }, grams: 28.4 });
  });

  it("weighs a can by its size note", async () => {
    const result = await calculate(1, [{ ingredient_name: "black beans (15 oz)", quantity: "1", unit: "cans" }]);
    expect(result.lines[0]?.grams).toBeCloseTo(425.24, 2);
  });

  it("reads a split line as its whole: the method it set aside picks the cooked food, and a size written in front is each piece's", async () => {
    const result = await calculate(1, [
      // "3 cups cooked white rice", split by the importer: the method keeps "cooked".
      { ingredient_name: "white rice", quantity: "3", unit: "cups", method: "cooked" },
      // "4 (6 oz) salmon fillets": the line as written says the size stood in front, so 4 × 6 oz.
      { ingredient_name: "salmon fillets (6 oz)", quantity: "4", unit: "units", original: "4 (6 oz) salmon fillets" },
      // "6-ounce" written as one word is each piece's size wherever it stands.
      { ingredient_name: "salmon fillets (6-ounce)", quantity: "2", unit: "units" },
      // "3 chicken breasts (about 1 1/2 pounds)": a size behind the food is the size of all of them.
      {
        ingredient_name: "chicken breasts (about 1 1/2 pounds)",
        quantity: "3",
        unit: "units",
        original: "3 chicken breasts (about 1 1/2 pounds)",
      },
    ]);
    const [rice, salmon, fillets, chicken] = result.lines;
    expect(rice?.food?.name).toMatch(/cooked/i);
    // USDA: a cup of cooked long-grain white rice is 158 g, against 185 g of raw rice at about 3.6 times its calories.
    expect(rice?.grams).toBeCloseTo(474, 0);
    expect(salmon?.grams).toBeCloseTo(4 * 170.1, 0);
    expect(fillets?.grams).toBeCloseTo(2 * 170.1, 0);
    expect(chicken?.grams).toBeCloseTo(680.4, 0);
  });

  it("gets the lines real pages write right, and counts what is to taste or optional as 0 g", async () => {
    const result = await calculate(4, [
      { ingredient_name: "salt and pepper to taste", quantity: "", unit: "" },
      { ingredient_name: "15 oz can pumpkin purée", quantity: "", unit: "" },
      { ingredient_name: "coconut sugar", quantity: "3/4", unit: "cup" },
      { ingredient_name: "oil", quantity: "1", unit: "tablespoon" },
      { ingredient_name: "chicken, boneless and skinless, diced", quantity: "1", unit: "pound" },
      { ingredient_name: "yellow cornmeal", quantity: "1", unit: "cup" },
      { ingredient_name: "Kefir", quantity: "1", unit: "cup" },
      { ingredient_name: "powdered sugar for dusting (optional)", quantity: "", unit: "" },
      { ingredient_name: "chopped walnuts (optional)", quantity: "1/2", unit: "cup" },
    ]);
    const byLine = result.lines.map((line) => [line.food?.name ?? null, line.grams, line.zero_because]);
    expect(byLine).toEqual([
      ["Salt, table", 0, "to_taste"],
      ["Pumpkin, canned, without salt", 425.24, null], // 15 oz
      ["Sugars, granulated", 150, null], // 3/4 × 200 g
      ["Oil, soybean, salad or cooking", 13.6, null], // USDA "tbsp" 13.6 g
      ["Chicken, broilers or fryers, breast, meat only, raw", 453.59, null],
      ["Cornmeal, degermed, enriched, yellow", 157, null], // USDA "cup" 157 g
      ["Milk, buttermilk, fluid, cultured, lowfat", 245, null], // USDA "cup" 245 g
      ["Sugars, powdered", 0, "optional"],
      ["Nuts, walnuts, english", 0, "optional"],
    ]);
    expect(result.lines.every((line) => line.confidence === "high")).toBe(true);
    expect(result.confidence).toEqual({ share: 1, rests_on_guesses: false, unsure_lines: 0, uncounted_lines: 0 });
  });

  it("weighs a can of unknown size as a 15 oz can, and calls it less sure", async () => {
    const result = await calculate(1, [{ ingredient_name: "green beans", quantity: "1", unit: "cans" }]);
    expect(result.lines[0]).toMatchObject({ grams: 425, confidence: "medium" });
    expect(result.confidence).toMatchObject({ share: 0, rests_on_guesses: true, unsure_lines: 1 });
  });

  it("gives the share of calories from confident lines when some lines are guesses", async () => {
    // 100 g butter (717 kcal, curated: high) and 100 g of a name only the generic ranking finds.
    const result = await calculate(1, [
      { ingredient_name: "butter", quantity: "100", unit: "grams" },
      { ingredient_name: "quince paste", quantity: "100", unit: "grams" },
    ]);
    const [butter, guess] = result.lines;
    expect(butter?.confidence).toBe("high");
    expect(guess?.confidence).not.toBe("high");
    expect(guess?.food).not.toBeNull();
    const guessCalories = (result.per_serving.calories ?? 0) - 717;
    expect(result.confidence.share).toBe(Math.floor((717 / (717 + guessCalories)) * 100) / 100);
    expect(result.confidence.rests_on_guesses).toBe(true);
  });

  it("rejects bad input with a message naming the field", async () => {
    const zero = await t.app.inject({
      method: "POST",
      url: "/api/nutrition/calculate",
      headers: auth,
      payload: { servings: 0, ingredients: [] },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/servings/i);
    const noName = await t.app.inject({
      method: "POST",
      url: "/api/nutrition/calculate",
      headers: auth,
      payload: { servings: 1, ingredients: [{ ingredient_name: " ", quantity: "1", unit: "cups" }] },
    });
    expect(noName.statusCode).toBe(400);
    const unknownFood = await t.app.inject({
      method: "POST",
      url: "/api/nutrition/calculate",
      headers: auth,
      payload: { servings: 1, ingredients: [{ ingredient_name: "butter", quantity: "1", unit: "cups", food_ndb_no: "99999" }] },
    });
    expect(unknownFood.statusCode).toBe(400);
    expect(unknownFood.json().message).toBe("Ingredient 1: food 99999 was not found.");
    // A line's method and as-written text are bounded text like every other field.
    for (const [field, value] of [
      ["original", "x".repeat(1001)],
      ["method", "x".repeat(201)],
      ["original", "nul\u0000inside"],
      ["method", 42],
    ] as const) {
      const bad = await t.app.inject({
        method: "POST",
        url: "/api/nutrition/calculate",
        headers: auth,
        payload: { servings: 1, ingredients: [{ ingredient_name: "rice", quantity: "1", unit: "cups", [field]: value }] },
      });
      expect(bad.statusCode, `${field}: ${String(value).slice(0, 20)}`).toBe(400);
      expect(bad.json().message).toMatch(new RegExp(field));
    }
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/nutrition/calculate", payload: { servings: 1, ingredients: [] } });
    expect(res.statusCode).toBe(401);
  });

  it("is callable in bulk by the catalogue seeder", async () => {
    const started = performance.now();
    for (let i = 0; i < 150; i++) {
      const result = await calculateNutrition(t.handle.db, {
        servings: 4,
        ingredients: [
          { ingredient_name: "chicken breast", quantity: "1", unit: "pounds" },
          { ingredient_name: "white rice", quantity: "1", unit: "cups" },
        ],
      });
      expect(result.per_serving.calories).toBeGreaterThan(0);
    }
    // Not a timing assertion (see bench/): only that 150 recipes finish in one test's time budget.
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});
