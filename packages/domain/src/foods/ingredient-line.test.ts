import { describe, expect, it } from "vitest";
import { parseIngredientLine, splitIngredientName, unitFromWord } from "./ingredient-line";

type Row = [
  line: string,
  quantity: string | null,
  unit: string | null,
  name: string,
  extra?: {
    method?: string | null;
    brand?: string | null;
    modifiers?: string[];
    toTaste?: boolean;
    optional?: boolean;
    pieceWord?: string;
    min?: number;
    max?: number;
  },
];

/** Real-world lines as people write them, with what the parser should read. */
const TABLE: Row[] = [
  ["2 cups all-purpose flour", "2", "cups", "all-purpose flour"],
  ["2 1/2 cups all-purpose flour, sifted", "2 1/2", "cups", "all-purpose flour", { method: "sifted", min: 2.5, max: 2.5 }],
  ["1 1/2 teaspoons baking powder", "1 1/2", "teaspoons", "baking powder", { max: 1.5 }],
  ["½ tsp kosher salt", "½", "teaspoons", "kosher salt", { max: 0.5 }],
  ["1½ cups milk", "1½", "cups", "milk", { max: 1.5 }],
  ["¾ cup sugar", "¾", "cups", "sugar", { max: 0.75 }],
  ["1/3 cup vegetable oil", "1/3", "cups", "vegetable oil"],
  ["0.5 lb ground beef", "0.5", "pounds", "ground beef"],
  [".25 cup honey", ".25", "cups", "honey", { max: 0.25 }],
  ["2-3 cloves garlic, minced", "2-3", "cloves", "garlic", { method: "minced", pieceWord: "clove", min: 2, max: 3 }],
  ["2 to 3 tablespoons lemon juice", "2 to 3", "tablespoons", "lemon juice", { min: 2, max: 3 }],
  ["1–2 jalapeños, seeded and finely chopped", "1–2", "units", "jalapeños", { method: "seeded and finely chopped" }],
  ["1 T olive oil", "1", "tablespoons", "olive oil"],
  ["1 t salt", "1", "teaspoons", "salt"],
  ["2 Tbsp butter, melted", "2", "tablespoons", "butter", { method: "melted" }],
  ["2 Tbsp. soy sauce", "2", "tablespoons", "soy sauce"],
  ["3 tbsp maple syrup", "3", "tablespoons", "maple syrup"],
  ["1 tbs capers", "1", "tablespoons", "capers"],
  ["4 tsp ground cumin", "4", "teaspoons", "ground cumin"],
  ["1 tsp. vanilla extract", "1", "teaspoons", "vanilla extract"],
  ["1 c milk", "1", "cups", "milk"],
  ["2 c. chicken broth", "2", "cups", "chicken broth"],
  ["8 oz cream cheese, softened", "8", "ounces", "cream cheese", { method: "softened" }],
  ["12 ounces spaghetti", "12", "ounces", "spaghetti"],
  [
    "1 lb boneless skinless chicken breasts, cut into 1-inch pieces",
    "1",
    "pounds",
    "chicken breasts",
    { method: "cut into 1-inch pieces", modifiers: ["boneless", "skinless"] },
  ],
  ["2 lbs chicken thighs", "2", "pounds", "chicken thighs"],
  ["3 pounds russet potatoes, peeled and cubed", "3", "pounds", "russet potatoes", { method: "peeled and cubed" }],
  ["500 g ground beef", "500", "grams", "ground beef"],
  ["200g dark chocolate, chopped", "200", "grams", "dark chocolate", { method: "chopped" }],
  ["1.5 kg potatoes, peeled", "1.5", "kilograms", "potatoes", { method: "peeled" }],
  ["250 ml heavy cream", "250", "milliliters", "heavy cream"],
  ["1 l water", "1", "liters", "water"],
  ["2 liters chicken stock", "2", "liters", "chicken stock"],
  ["1 pint strawberries, hulled", "1", "pints", "strawberries", { modifiers: ["hulled"] }],
  ["1 quart buttermilk", "1", "quarts", "buttermilk"],
  ["1 gallon water", "1", "gallons", "water"],
  ["4 fl oz orange juice", "4", "fluid ounces", "orange juice"],
  ["3 large eggs", "3", "units", "eggs", { modifiers: ["large"] }],
  ["2 eggs, beaten", "2", "units", "eggs", { method: "beaten" }],
  ["1 onion, diced", "1", "units", "onion", { method: "diced" }],
  ["1 medium yellow onion, finely chopped", "1", "units", "yellow onion", { method: "finely chopped", modifiers: ["medium"] }],
  ["2 ripe avocados, pitted", "2", "units", "avocados", { method: "pitted", modifiers: ["ripe"] }],
  ["1 (15 oz) can black beans, drained and rinsed", "1", "cans", "black beans", { method: "drained and rinsed", modifiers: ["(15 oz)"] }],
  ["2 cans diced tomatoes", "2", "cans", "tomatoes", { method: "diced" }],
  ["1 bunch cilantro, chopped", "1", "bunches", "cilantro", { method: "chopped" }],
  ["2 bunches kale", "2", "bunches", "kale"],
  ["3 slices bacon", "3", "slices", "bacon"],
  ["4 slices whole wheat bread, toasted", "4", "slices", "whole wheat bread", { method: "toasted" }],
  ["1 stick unsalted butter, softened", "1", "units", "unsalted butter", { method: "softened", pieceWord: "stick" }],
  ["2 stalks celery, sliced", "2", "units", "celery", { method: "sliced", pieceWord: "stalk" }],
  ["1 head garlic", "1", "units", "garlic", { pieceWord: "head" }],
  ["a pinch of salt", "1", "pinches", "salt", { pieceWord: "pinch" }],
  ["1 pinch ground nutmeg", "1", "pinches", "ground nutmeg", { pieceWord: "pinch" }],
  ["Salt and pepper to taste", null, null, "Salt and pepper", { toTaste: true }],
  ["salt, to taste", null, null, "salt", { toTaste: true }],
  ["Freshly ground black pepper", null, null, "ground black pepper", { modifiers: ["Freshly"] }],
  ["1/4 cup grated Parmesan cheese (optional)", "1/4", "cups", "Parmesan cheese", { method: "grated", optional: true }],
  ["fresh basil leaves, for garnish", null, null, "basil leaves", { modifiers: ["fresh", "for garnish"] }],
  ["1 cup chopped onion", "1", "cups", "onion", { method: "chopped" }],
  ["1/2 cup packed brown sugar", "1/2", "cups", "brown sugar", { modifiers: ["packed"] }],
  ["1 cup Hellmann's mayonnaise", "1", "cups", "mayonnaise", { brand: "Hellmann's" }],
  ["4 oz cream cheese (such as Philadelphia), softened", "4", "ounces", "cream cheese", { brand: "Philadelphia", method: "softened" }],
  ["2 tbsp Sriracha® sauce", "2", "tablespoons", "sauce", { brand: "Sriracha" }],
  ["1 cup rice (basmati or jasmine)", "1", "cups", "rice", { modifiers: ["(basmati or jasmine)"] }],
  ["2 cups cooked rice", "2", "cups", "rice", { method: "cooked" }],
  ["1 lemon, zested and juiced", "1", "units", "lemon", { method: "zested and juiced" }],
  ["6 cups water", "6", "cups", "water"],
  ["10 cherry tomatoes, halved", "10", "units", "cherry tomatoes", { method: "halved" }],
  ["1 1/4 lbs salmon fillets", "1 1/4", "pounds", "salmon fillets", { max: 1.25 }],
  ["3/4 teaspoon red pepper flakes", "3/4", "teaspoons", "red pepper flakes"],
  ["- 2 cups spinach", "2", "cups", "spinach"],
  ["Juice of 1 lemon", "1", "units", "lemon juice", { pieceWord: "lemon" }],
  ["zest of 2 limes, finely grated", "2", "units", "lime zest", { pieceWord: "lime", method: "finely grated" }],
  ["1 (14.5-ounce) can diced tomatoes", "1", "cans", "tomatoes", { method: "diced", modifiers: ["(14.5-ounce)"] }],
  ["1 x 400g tin chickpeas, drained", "1", "cans", "chickpeas", { method: "drained", modifiers: ["(400g)"] }],
  ["1/2 cup (1 stick) butter, softened", "1/2", "cups", "butter", { method: "softened", modifiers: ["(1 stick)"] }],
  ["2 large eggs, at room temperature", "2", "units", "eggs", { method: "at room temperature", modifiers: ["large"] }],
  ["10 oz. frozen spinach, thawed and squeezed dry", "10", "ounces", "frozen spinach", { method: "thawed and squeezed dry" }],
  ["12 ounces (340g) spaghetti", "12", "ounces", "spaghetti", { modifiers: ["(340g)"] }],
  ["1 tablespoon extra-virgin olive oil, divided", "1", "tablespoons", "extra-virgin olive oil", { method: "divided" }],
];

describe("parseIngredientLine", () => {
  it("has a table of at least 60 real-world lines", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE)("%s", (line, quantity, unit, name, extra = {}) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.quantity).toBe(quantity);
    expect(parsed.unit).toBe(unit);
    expect(parsed.name).toBe(name);
    if ("method" in extra) expect(parsed.method).toBe(extra.method);
    if ("brand" in extra) expect(parsed.brand).toBe(extra.brand);
    if (extra.modifiers) expect(parsed.modifiers).toEqual(extra.modifiers);
    if (extra.pieceWord) expect(parsed.pieceWord).toBe(extra.pieceWord);
    if (extra.min !== undefined) expect(parsed.amount?.min).toBeCloseTo(extra.min, 6);
    if (extra.max !== undefined) expect(parsed.amount?.max).toBeCloseTo(extra.max, 6);
    expect(parsed.toTaste).toBe(extra.toTaste ?? false);
    expect(parsed.optional).toBe(extra.optional ?? false);
    expect(parsed.raw).toBe(line);
  });

  it("has no quantity for a line that is only a name", () => {
    const parsed = parseIngredientLine("cooking spray");
    expect(parsed).toMatchObject({ quantity: null, amount: null, unit: null, name: "cooking spray" });
  });
});

describe("unitFromWord", () => {
  it.each([
    ["T", "tablespoons"],
    ["t", "teaspoons"],
    ["Tbsp", "tablespoons"],
    ["tbsp.", "tablespoons"],
    ["TSP", "teaspoons"],
    ["c", "cups"],
    ["Cups", "cups"],
    ["oz", "ounces"],
    ["lb", "pounds"],
    ["lbs", "pounds"],
    ["g", "grams"],
    ["kg", "kilograms"],
    ["ml", "milliliters"],
    ["L", "liters"],
    ["cans", "cans"],
    ["bunch", "bunches"],
  ])("%s is %s", (word, unit) => {
    expect(unitFromWord(word)).toBe(unit);
  });

  it("knows no unit in a food word", () => {
    expect(unitFromWord("onion")).toBeNull();
  });
});

describe("splitIngredientName (Your Kitchen display)", () => {
  it.each([
    ["Onion", "Onion", []],
    ["chicken breasts (boneless), skinless", "chicken breasts", ["(boneless)", "skinless"]],
    ["large eggs", "eggs", ["large"]],
    ["fresh basil leaves, torn", "basil leaves", ["fresh"]],
    ["diced tomatoes", "tomatoes", []],
    ["Kraft parmesan cheese", "parmesan cheese", []],
    ["ground beef", "ground beef", []],
    ["extra virgin olive oil", "olive oil", ["extra", "virgin"]],
    // Describing words set off by commas still describe the food after them.
    ["boneless, skinless chicken thighs", "chicken thighs", ["boneless", "skinless"]],
    ["large, ripe avocado", "avocado", ["large", "ripe"]],
  ] as const)("%s → %s", (text, base, modifiers) => {
    const parts = splitIngredientName(text);
    expect(parts.name).toBe(base);
    expect(parts.modifiers).toEqual(modifiers);
  });

  it("keeps method and brand apart from the base name", () => {
    expect(splitIngredientName("Kraft parmesan cheese, grated")).toEqual({
      name: "parmesan cheese",
      method: "grated",
      brand: "Kraft",
      modifiers: [],
    });
    expect(splitIngredientName("finely chopped fresh parsley")).toEqual({
      name: "parsley",
      method: "finely chopped",
      brand: null,
      modifiers: ["fresh"],
    });
  });
});
