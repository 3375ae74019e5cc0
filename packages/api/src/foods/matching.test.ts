import { describe, expect, it } from "vitest";
import { COMMON_FOODS, CURATED_FOODS, FoodIndex, STAPLE_FOODS, matchIngredient } from "@simmer/domain";
import { readUsdaFoods } from "./foods.loader";

const index = new FoodIndex(readUsdaFoods().map((food) => ({ ndbNo: food.ndb_no, name: food.name })));

/** Common ingredients as recipes name them, and the USDA food each should count as. */
const COMMON: Array<[ingredient: string, usdaName: string]> = [
  // Names the generic ranking once put on a candy, a squash, a soup or a vinegar.
  ["mint", "Spearmint, fresh"],
  ["scallops", "Mollusks, scallop, mixed species, raw"],
  ["ground cloves", "Spices, cloves, ground"],
  ["dry red wine", "Alcoholic beverage, wine, table, red"],
  ["bean sprouts", "Mung beans, mature seeds, sprouted, raw"],
  ["penne", "Macaroni, dry, enriched"],
  ["dried red lentils", "Lentils, pink, raw"],
  ["onion", "Onions, raw"],
  ["onions", "Onions, raw"],
  ["red onion", "Onions, raw"],
  ["garlic", "Garlic, raw"],
  ["carrots", "Carrots, raw"],
  ["celery", "Celery, raw"],
  ["broccoli", "Broccoli, raw"],
  ["spinach", "Spinach, raw"],
  ["cabbage", "Cabbage, raw"],
  ["cauliflower", "Cauliflower, raw"],
  ["mushrooms", "Mushrooms, white, raw"],
  ["zucchini", "Squash, summer, zucchini, includes skin, raw"],
  ["sweet potato", "Sweet potato, raw, unprepared"],
  ["potatoes", "Potatoes, white, flesh and skin, raw"],
  ["tomatoes", "Tomatoes, red, ripe, raw, year round average"],
  ["banana", "Bananas, raw"],
  ["strawberries", "Strawberries, raw"],
  ["blueberries", "Blueberries, raw"],
  ["lime", "Limes, raw"],
  ["avocado", "Avocados, raw, all commercial varieties"],
  ["jalapeno", "Peppers, jalapeno, raw"],
  ["red bell pepper", "Peppers, sweet, red, raw"],
  ["scallions", "Onions, spring or scallions (includes tops and bulb), raw"],
  ["chicken breast", "Chicken, broilers or fryers, breast, meat only, raw"],
  ["boneless skinless chicken thighs", "Chicken, broilers or fryers, dark meat, thigh, meat only, raw"],
  ["ground beef", "Beef, ground, 85% lean meat / 15% fat, raw"],
  ["salmon fillets", "Fish, salmon, Atlantic, farmed, raw"],
  ["bacon", "Pork, cured, bacon, raw"],
  ["eggs", "Egg, whole, raw, fresh"],
  ["large eggs", "Egg, whole, raw, fresh"],
  ["butter", "Butter, salted"],
  ["unsalted butter", "Butter, without salt"],
  ["milk", "Milk, whole, 3.25% milkfat, with added vitamin D"],
  ["heavy cream", "Cream, fluid, heavy whipping"],
  ["cheddar cheese", "Cheese, cheddar"],
  ["grated parmesan cheese", "Cheese, parmesan, grated"],
  ["all-purpose flour", "Wheat flour, white, all-purpose, enriched, bleached"],
  ["sugar", "Sugars, granulated"],
  ["brown sugar", "Sugars, brown"],
  ["honey", "Honey"],
  ["salt", "Salt, table"],
  ["kosher salt", "Salt, table"],
  ["black pepper", "Spices, pepper, black"],
  ["ground cinnamon", "Spices, cinnamon, ground"],
  ["olive oil", "Oil, olive, salad or cooking"],
  ["extra virgin olive oil", "Oil, olive, salad or cooking"],
  ["coconut oil", "Oil, coconut"],
  ["baking soda", "Leavening agents, baking soda"],
  ["vanilla extract", "Vanilla extract"],
  ["long-grain white rice", "Rice, white, long-grain, regular, raw, enriched"],
  ["quinoa", "Quinoa, uncooked"],
  ["lentils", "Lentils, raw"],
  ["almonds", "Nuts, almonds"],
  ["walnuts", "Nuts, walnuts, english"],
  ["soy sauce", "Soy sauce made from soy and wheat (shoyu)"],
  ["lemon juice", "Lemon juice, raw"],
  ["fresh basil leaves", "Basil, fresh"],
  ["cilantro", "Coriander (cilantro) leaves, raw"],
  ["cocoa powder", "Cocoa, dry powder, unsweetened"],
  ["chiken breast", "Chicken, broilers or fryers, breast, meat only, raw"],
];

const match = (name: string) => matchIngredient(index, name)?.food ?? null;

describe("matching an ingredient to its USDA food", () => {
  it("covers at least 40 common ingredients", () => {
    expect(COMMON.length).toBeGreaterThanOrEqual(40);
  });

  it.each(COMMON)("%s → %s", (ingredient, usdaName) => {
    expect(match(ingredient)?.name).toBe(usdaName);
  });

  it("prefers the plain food to a prepared one: onion is not onion rings", () => {
    expect(match("onion")?.name).not.toMatch(/rings/i);
    expect(index.search("onion", 5).map((f) => f.name)[0]).toBe("Onions, raw");
  });

  it("matches nothing for a name no food carries", () => {
    expect(match("xqzvwj")).toBeNull();
  });

  it("lists only NDB numbers that exist in the shipped data", () => {
    const missing = Object.entries({ ...COMMON_FOODS, ...STAPLE_FOODS }).filter(([, ndbNo]) => !index.get(ndbNo));
    expect(missing).toEqual([]);
  });
});

describe("the curated synonym and default table", () => {
  it("holds a few hundred ingredients, each name listed once", () => {
    expect(CURATED_FOODS.length).toBeGreaterThanOrEqual(300);
    const names = CURATED_FOODS.flatMap(([, , list]) => list);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(CURATED_FOODS.map(([ndbNo, usdaName, names]) => [usdaName, ndbNo, names] as const))(
    "%s (%s) is in the USDA data, and every name of it matches it",
    (usdaName, ndbNo, names) => {
      expect(index.get(ndbNo)?.name).toBe(usdaName);
      for (const name of names) {
        const found = matchIngredient(index, name);
        expect({ name, ndbNo: found?.food.ndbNo, confidence: found?.confidence }).toEqual({ name, ndbNo, confidence: "high" });
      }
    },
  );
});

describe("the wrong matches seen on real pages", () => {
  it.each([
    ["salt and pepper to taste", "Salt, table"],
    ["pumpkin purée", "Pumpkin, canned, without salt"],
    ["can pumpkin purée", "Pumpkin, canned, without salt"],
    ["coconut sugar", "Sugars, granulated"],
    ["oil", "Oil, soybean, salad or cooking"],
    ["chicken, boneless and skinless, diced", "Chicken, broilers or fryers, breast, meat only, raw"],
    ["yellow cornmeal", "Cornmeal, degermed, enriched, yellow"],
    ["Kefir", "Milk, buttermilk, fluid, cultured, lowfat"],
    ["powdered sugar for dusting (optional)", "Sugars, powdered"],
  ])("%s → %s", (line, usdaName) => {
    expect(match(line)?.name).toBe(usdaName);
  });
});

describe("categories the line cannot mean", () => {
  it("never answers a purée, paste or mash with a drink", () => {
    for (const line of ["mango purée", "apple puree", "pear purée", "carrot puree", "strawberry puree", "tomato purée"]) {
      expect(match(line)?.name ?? "", line).not.toMatch(/beverage|drink|juice/i);
    }
  });

  it("answers a seasoning only with a spice or herb", () => {
    for (const name of ["pepper", "red pepper", "white pepper", "cayenne", "pepper flakes", "paprika"]) {
      const found = matchIngredient(index, name, { seasoning: true });
      expect(found?.food.name ?? "", name).toMatch(/^(Spices|Salt)/);
    }
  });

  it("does not put a baby food, a restaurant dish or a regional Navajo food on an everyday name", () => {
    for (const line of ["carrots and peas", "beef stew meat", "blue cornmeal", "mixed berries", "sweet potatoes", "chicken noodle"]) {
      expect(match(line)?.name ?? "", line).not.toMatch(/babyfood|restaurant|fast food|navajo/i);
    }
  });

  it("calls a match with a food word set aside a guess: almond milk is not milk for sure", () => {
    expect(matchIngredient(index, "almond milk")?.confidence).not.toBe("high");
  });
});
