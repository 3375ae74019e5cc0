import { describe, expect, it } from "vitest";
import { COMMON_FOODS, FoodIndex } from "@simmer/domain";
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
  ["salmon fillets", "Fish, salmon, Atlantic, wild, raw"],
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

describe("matching an ingredient to its USDA food", () => {
  it("covers at least 40 common ingredients", () => {
    expect(COMMON.length).toBeGreaterThanOrEqual(40);
  });

  it.each(COMMON)("%s → %s", (ingredient, usdaName) => {
    expect(index.match(ingredient)?.name).toBe(usdaName);
  });

  it("prefers the plain food to a prepared one: onion is not onion rings", () => {
    expect(index.match("onion")?.name).not.toMatch(/rings/i);
    expect(index.search("onion", 5).map((f) => f.name)[0]).toBe("Onions, raw");
  });

  it("matches nothing for a name no food carries", () => {
    expect(index.match("xqzvwj")).toBeNull();
  });

  it("lists only NDB numbers that exist in the shipped data", () => {
    const missing = Object.entries(COMMON_FOODS).filter(([, ndbNo]) => !index.get(ndbNo));
    expect(missing).toEqual([]);
  });
});
