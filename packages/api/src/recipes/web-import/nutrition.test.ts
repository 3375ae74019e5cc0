import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract";
import { nutritionFromSchema, readFigure } from "./nutrition";

describe("a page's own nutrition figures", () => {
  it.each([
    ["240 kcal", "kcal", 240],
    ["240 calories", "kcal", 240],
    ["1004 kJ", "kcal", 239.96],
    ["9 g", "g", 9],
    ["9g", "g", 9],
    ["1,5 g", "g", 1.5],
    ["<1 g", "g", 1],
    ["300 mg", "mg", 300],
    ["0.3 g", "mg", 300],
    ["450 mg", "g", 0.45],
    [12, "g", 12],
  ] as const)("reads %s as %d %s", (text, unit, expected) => {
    expect(readFigure(text, unit)).toBe(expected);
  });

  it("refuses what is no figure, or no serving's", () => {
    expect(readFigure("a lot", "g")).toBeNull();
    expect(readFigure(null, "g")).toBeNull();
    expect(readFigure("99999 kcal", "kcal")).toBeNull();
  });

  it("maps schema.org NutritionInformation onto the recipe's fields", () => {
    expect(
      nutritionFromSchema({
        "@type": "NutritionInformation",
        calories: "412 kcal",
        fatContent: "18 g",
        saturatedFatContent: "6 g",
        carbohydrateContent: "40 g",
        fiberContent: "5 g",
        sugarContent: "9 g",
        proteinContent: "22 g",
        sodiumContent: "640 mg",
        cholesterolContent: "55 mg",
        servingSize: "1 bowl",
      }),
    ).toEqual({ calories: 412, fat: 18, sat_fat: 6, carbs: 40, fiber: 5, sugar: 9, protein: 22, sodium: 640, cholesterol: 55 });
    expect(nutritionFromSchema({ "@type": "NutritionInformation" })).toBeNull();
    expect(nutritionFromSchema("412 kcal")).toBeNull();
  });

  it("comes through extraction from JSON-LD and from microdata", () => {
    const jsonLd = `<html><head><script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Lentil Stew",
      recipeYield: "4 servings",
      recipeIngredient: ["1 cup red lentils", "1 onion"],
      recipeInstructions: ["Simmer the lentils.", "Serve."],
      nutrition: { "@type": "NutritionInformation", calories: "310 calories", proteinContent: "17 g" },
    })}</script></head><body></body></html>`;
    const fromJsonLd = extractRecipe(jsonLd, "https://stews.example/lentil");
    if (!fromJsonLd.found) throw new Error(fromJsonLd.message);
    expect(fromJsonLd.recipe.nutrition).toEqual({ calories: 310, protein: 17 });

    const microdata = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Pea Soup</h1><span itemprop="recipeYield">2</span>
      <ul><li itemprop="recipeIngredient">2 cups peas</li><li itemprop="recipeIngredient">500 ml stock</li></ul>
      <ol><li itemprop="recipeInstructions">Cook the peas in the stock.</li><li itemprop="recipeInstructions">Blend.</li></ol>
      <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
        <span itemprop="calories">180 kcal</span><span itemprop="fatContent">3 g</span>
      </div></div></body></html>`;
    const fromMicrodata = extractRecipe(microdata, "https://soups.example/pea");
    if (!fromMicrodata.found) throw new Error(fromMicrodata.message);
    expect(fromMicrodata.recipe.nutrition).toEqual({ calories: 180, fat: 3 });
  });

  it("is null when the page states none", () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread"],"recipeInstructions":["Toast it."]}</script>`;
    const result = extractRecipe(page, "https://toast.example/");
    if (!result.found) throw new Error(result.message);
    expect(result.recipe.nutrition).toBeNull();
  });
});
