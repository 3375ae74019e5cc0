import { describe, expect, it } from "vitest";
import { structureLine } from "./ingredients";

describe("structureLine", () => {
  it.each([
    ["2 cups flour", "2", "cups", "flour"],
    ["1½ cups sugar", "1.5", "cups", "sugar"],
    ["¾ tsp salt", "0.75", "teaspoons", "salt"],
    ["1 1/2 tbsp olive oil", "1.5", "tablespoons", "olive oil"],
    ["2-3 cloves garlic, minced", "2-3", "units", "garlic"],
    ["250 ml milk", "1.06", "cups", "milk"],
    ["500 g Mehl", "500", "grams", "Mehl"],
    ["1 kg potatoes", "1", "kilograms", "potatoes"],
    ["2 large eggs", "2", "units", "large eggs"],
    ["1 lb ground beef", "1", "pounds", "ground beef"],
    ["3 slices bacon", "3", "slices", "bacon"],
    ["1 bunch cilantro", "1", "bunches", "cilantro"],
    ["1 pinch nutmeg", "0.06", "teaspoons", "nutmeg"],
    ["1 clove garlic", "1", "units", "garlic"],
    ["0.5 l stock", "2.11", "cups", "stock"],
    ["2 EL Zucker", "2", "tablespoons", "Zucker"],
    ["1 TL Zimt", "1", "teaspoons", "Zimt"],
    ["3 Zehen Knoblauch", "3", "units", "Knoblauch"],
    ["20 cl de crème fraîche", "0.85", "cups", "crème fraîche"],
    ["200 g de lardons", "200", "grams", "lardons"],
    ["2 cuillères à soupe d'huile", "2", "tablespoons", "huile"],
    ["1 cucharadita de sal", "1", "teaspoons", "sal"],
    ["50 g di basilico", "50", "grams", "basilico"],
    ["1 Dose Tomaten", "1", "cans", "Tomaten"],
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
    expect(salt.line).toMatchObject({ ingredient_name: "Salt and pepper", quantity: "1", unit: "units", method: "to taste" });
  });

  it("keeps a line it cannot read whole, with its original", () => {
    const { line, outcome } = structureLine("  Etwas   Öl &  Butter ");
    expect(outcome).toBe("no-quantity");
    expect(line).toMatchObject({ ingredient_name: "Etwas Öl & Butter", original: "Etwas Öl & Butter", quantity: "1", unit: "units" });
  });
});
