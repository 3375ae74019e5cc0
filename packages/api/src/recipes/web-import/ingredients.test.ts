import { describe, expect, it } from "vitest";
import { structureLine } from "./ingredients";

describe("structureLine", () => {
  it.each([
    ["2 cups flour", "2", "cups", "flour"],
    ["1½ cups sugar", "1.5", "cups", "sugar"],
    ["¾ tsp salt", "0.75", "teaspoons", "salt"],
    ["1 1/2 tbsp olive oil", "1.5", "tablespoons", "olive oil"],
    ["2-3 cloves garlic, minced", "2-3", "cloves", "garlic"],
    ["250 ml milk", "250", "milliliters", "milk"],
    ["500 g Mehl", "500", "grams", "Mehl"],
    ["1 kg potatoes", "1", "kilograms", "potatoes"],
    ["2 large eggs", "2", "units", "large eggs"],
    ["1 lb ground beef", "1", "pounds", "ground beef"],
    ["3 slices bacon", "3", "slices", "bacon"],
    ["1 bunch cilantro", "1", "bunches", "cilantro"],
    ["1 pinch nutmeg", "1", "pinches", "nutmeg"],
    ["1 clove garlic", "1", "cloves", "garlic"],
    ["0.5 l stock", "0.5", "liters", "stock"],
    ["2 EL Zucker", "2", "tablespoons", "Zucker"],
    ["1 TL Zimt", "1", "teaspoons", "Zimt"],
    ["3 Zehen Knoblauch", "3", "cloves", "Knoblauch"],
    ["20 cl de crème fraîche", "200", "milliliters", "crème fraîche"],
    ["200 g de lardons", "200", "grams", "lardons"],
    ["2 cuillères à soupe d'huile", "2", "tablespoons", "huile"],
    ["1 cucharadita de sal", "1", "teaspoons", "sal"],
    ["50 g di basilico", "50", "grams", "basilico"],
    ["1 Dose Tomaten", "1", "cans", "Tomaten"],
    ["0,5 l Milch", "0.5", "liters", "Milch"],
    ["1,5 kg Kartoffeln", "1.5", "kilograms", "Kartoffeln"],
    ["1,000 g flour", "1000", "grams", "flour"],
    ["0,5-1,5 l Wasser", "0.5-1.5", "liters", "Wasser"],
    ["1⁄2 cup sugar", "0.5", "cups", "sugar"],
    ["2 ½ cups flour", "2.5", "cups", "flour"],
    ["3 - 4 tbsp water", "3-4", "tablespoons", "water"],
    ["2–3 tbsp water", "2-3", "tablespoons", "water"],
    ["1 Tbsp. butter", "1", "tablespoons", "butter"],
    ["½ tsp. salt", "0.5", "teaspoons", "salt"],
    ["200g flour", "200", "grams", "flour"],
    ["1 lb. ground beef", "1", "pounds", "ground beef"],
    ["1 cup/240ml milk", "1", "cups", "milk (240ml)"],
    ["2 tablespoon(s) sugar", "2", "tablespoons", "sugar"],
    ["Pinch of salt", "1", "pinches", "salt"],
    ["2 c. à soupe d'huile d'olive", "2", "tablespoons", "huile d'olive"],
    ["3 cucharadas de azúcar", "3", "tablespoons", "azúcar"],
    ["2 cucchiai di olio", "2", "tablespoons", "olio"],
    ["砂糖 大さじ2", "2", "tablespoons", "砂糖"],
    ["醤油 大さじ1と1/2", "1.5", "tablespoons", "醤油"],
    ["卵 2個", "2", "units", "卵"],
    ["鶏もも肉 300g", "300", "grams", "鶏もも肉"],
    ["牛乳 1カップ", "200", "milliliters", "牛乳"],
  ])("%s → %s %s %s", (text, quantity, unit, name) => {
    const { line, outcome } = structureLine(text);
    expect(outcome).toBe("structured");
    expect(line).toMatchObject({ quantity, unit, ingredient_name: name, original: text });
  });

  it("keeps a can's size with the food", () => {
    const { line } = structureLine("1 (14 ounce) can diced tomatoes");
    expect(line).toMatchObject({ quantity: "1", unit: "cans", method: "diced", original: "1 (14 ounce) can diced tomatoes" });
    expect(line.ingredient_name).toContain("tomatoes");
    expect(line.ingredient_name).toContain("(14 ounce)");
  });

  it("reads optional and to-taste lines", () => {
    expect(structureLine("2 tbsp parsley (optional)").line).toMatchObject({ optional: true, quantity: "2", unit: "tablespoons" });
    const salt = structureLine("Salt and pepper to taste");
    expect(salt.outcome).toBe("to-taste");
    expect(salt.line).toMatchObject({ ingredient_name: "Salt and pepper", quantity: "", unit: "units", method: "to taste" });
  });

  it("reads sizes in parentheses as the can's or tin's size", () => {
    expect(structureLine("2 (15-oz.) cans beans, drained").line).toMatchObject({
      quantity: "2",
      unit: "cans",
      method: "drained",
      ingredient_name: "beans (15-oz.)",
    });
    expect(structureLine("1 (400 g) tin chickpeas").line).toMatchObject({
      quantity: "1",
      unit: "cans",
      ingredient_name: "chickpeas (400 g)",
    });
    expect(structureLine("鶏もも肉 1枚（300g）").line).toMatchObject({ quantity: "1", unit: "units", ingredient_name: "鶏もも肉 (300g)" });
  });

  it("keeps the page's text as original, without checkbox glyphs or stray spaces", () => {
    expect(structureLine("▢\u00a01\u00a0cup  flour").line).toMatchObject({
      original: "1 cup flour",
      quantity: "1",
      unit: "cups",
      ingredient_name: "flour",
    });
    expect(structureLine("☐ 2 eggs").line.original).toBe("2 eggs");
    expect(structureLine("砂糖\u3000小さじ１").line).toMatchObject({
      original: "砂糖 小さじ１",
      quantity: "1",
      unit: "teaspoons",
      ingredient_name: "砂糖",
    });
    expect(structureLine("• ½ tsp salt").line.original).toBe("½ tsp salt");
    expect(structureLine("1 cup sug\u00adar\u200b").line.original).toBe("1 cup sugar");
  });

  it("reads other languages' 'to taste' and notes after a comma", () => {
    expect(structureLine("Basilico q.b.").line).toMatchObject({ ingredient_name: "Basilico", method: "to taste" });
    expect(structureLine("Sal al gusto").outcome).toBe("to-taste");
    expect(structureLine("塩 少々").line).toMatchObject({ ingredient_name: "塩", method: "to taste" });
    expect(structureLine("2 onions, finely chopped").line).toMatchObject({
      quantity: "2",
      unit: "units",
      ingredient_name: "onions",
      method: "finely chopped",
    });
    expect(structureLine("1 heaping tbsp sugar").line).toMatchObject({ quantity: "1", unit: "tablespoons" });
  });

  it("keeps a line it cannot read whole, with its original", () => {
    const { line, outcome } = structureLine("  Etwas   Öl &  Butter ");
    expect(outcome).toBe("no-quantity");
    expect(line).toMatchObject({ ingredient_name: "Etwas Öl & Butter", original: "Etwas Öl & Butter", quantity: "", unit: "units" });
  });

  it("reads a size word only after an amount in figures: 'a generous handful of…' stays whole", () => {
    const { line, outcome } = structureLine("a generous handful of coriander leaves");
    expect(outcome).toBe("no-quantity");
    expect(line).toMatchObject({ ingredient_name: "a generous handful of coriander leaves", quantity: "", unit: "units" });
    expect(structureLine("1 heaping tbsp sugar").line).toMatchObject({ quantity: "1", unit: "tablespoons" });
  });
});
