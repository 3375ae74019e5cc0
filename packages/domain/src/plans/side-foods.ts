import { formatAmount, friendlyFraction } from "../foods/amount-format";
import type { UnitSystem } from "../foods/amount-format";
import type { Unit } from "../foods/units";
import type { PlanMeal } from "./types";

/**
 * The simple whole foods the planner may add beside a recipe to close a day's gap in protein,
 * carbs or calories (ADR 144). Each is one USDA SR24 food, its nutrients per 100 g copied from
 * that record (a test proves they still match), with one household portion. What goes on the
 * shopping list is the kitchen ingredient of the same food, in the amount a portion takes to buy.
 *
 * USDA SR24 has no strained ("Greek") yogurt, so the yogurt is plain skim-milk yogurt.
 */
export interface SideFood {
  key: SideFoodKey;
  ndbNo: string;
  usdaName: string;
  /** The name people read: "+ 1 cup plain yogurt". */
  name: string;
  /** The kitchen ingredient it is bought as. */
  ingredient: string;
  per100g: { calories: number; protein: number; carbs: number; fat: number };
  /** One portion: its weight, the words for it in a US kitchen, and how it is measured. */
  portion: { grams: number; label: string; measure: PortionMeasure };
  /** What one portion takes to buy: a count (unit null) or an amount in the unit given. */
  buy: { quantity: number; unit: "grams" | "milliliters" | null };
  meals: readonly PlanMeal[];
  /** Recipe tags that, when excluded by the person, exclude this food too. */
  tags: readonly string[];
}

/**
 * How a portion is measured, so its words follow the person's unit system: an amount in a unit
 * ("1 cup", "3 oz, drained") converted like a recipe line, or a count of pieces ("2 large" eggs,
 * "2 slices" of bread) that reads the same in every kitchen.
 */
export type PortionMeasure =
  { amount: number; unit: Unit; note?: string } | { count: number; size?: string; word?: string; one?: string; many?: string };

export const SIDE_FOOD_KEYS = [
  "yogurt",
  "eggs",
  "oats",
  "milk",
  "banana",
  "apple",
  "blueberries",
  "orange",
  "almonds",
  "peanut-butter",
  "chicken",
  "tuna",
  "rice",
  "sweet-potato",
  "lentils",
  "tofu",
  "bread",
] as const;
export type SideFoodKey = (typeof SIDE_FOOD_KEYS)[number];

const food = (f: SideFood): SideFood => f;

export const SIDE_FOODS: readonly SideFood[] = [
  food({
    key: "yogurt",
    ndbNo: "01118",
    usdaName: "Yogurt, plain, skim milk, 13 grams protein per 8 ounce",
    name: "plain yogurt",
    ingredient: "plain yogurt",
    per100g: { calories: 56, protein: 5.73, carbs: 7.68, fat: 0.18 },
    portion: { grams: 245, label: "1 cup", measure: { amount: 1, unit: "cups" } },
    buy: { quantity: 245, unit: "grams" },
    meals: ["Breakfast", "Snack"],
    tags: ["dairy"],
  }),
  food({
    key: "eggs",
    ndbNo: "01123",
    usdaName: "Egg, whole, raw, fresh",
    name: "eggs",
    ingredient: "egg",
    per100g: { calories: 143, protein: 12.56, carbs: 0.72, fat: 9.51 },
    portion: { grams: 100, label: "2 large", measure: { count: 2, size: "large", one: "egg" } },
    buy: { quantity: 2, unit: null },
    meals: ["Breakfast"],
    tags: ["eggs", "egg"],
  }),
  food({
    key: "oats",
    ndbNo: "08120",
    usdaName: "Cereals, oats, regular and quick, not fortified, dry",
    name: "rolled oats",
    ingredient: "rolled oats",
    per100g: { calories: 379, protein: 13.15, carbs: 67.7, fat: 6.52 },
    portion: { grams: 40, label: "½ cup", measure: { amount: 0.5, unit: "cups" } },
    buy: { quantity: 40, unit: "grams" },
    meals: ["Breakfast"],
    tags: ["gluten"],
  }),
  food({
    key: "milk",
    ndbNo: "01077",
    usdaName: "Milk, whole, 3.25% milkfat, with added vitamin D",
    name: "milk",
    ingredient: "whole milk",
    per100g: { calories: 61, protein: 3.15, carbs: 4.8, fat: 3.25 },
    portion: { grams: 244, label: "1 cup", measure: { amount: 1, unit: "cups" } },
    buy: { quantity: 240, unit: "milliliters" },
    meals: ["Breakfast", "Snack"],
    tags: ["dairy"],
  }),
  food({
    key: "banana",
    ndbNo: "09040",
    usdaName: "Bananas, raw",
    name: "banana",
    ingredient: "banana",
    per100g: { calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33 },
    portion: { grams: 118, label: "1 medium", measure: { count: 1, size: "medium", many: "bananas" } },
    buy: { quantity: 1, unit: null },
    meals: ["Breakfast", "Snack"],
    tags: [],
  }),
  food({
    key: "apple",
    ndbNo: "09003",
    usdaName: "Apples, raw, with skin",
    name: "apple",
    ingredient: "apple",
    per100g: { calories: 52, protein: 0.26, carbs: 13.81, fat: 0.17 },
    portion: { grams: 182, label: "1 medium", measure: { count: 1, size: "medium", many: "apples" } },
    buy: { quantity: 1, unit: null },
    meals: ["Snack"],
    tags: [],
  }),
  food({
    key: "blueberries",
    ndbNo: "09050",
    usdaName: "Blueberries, raw",
    name: "blueberries",
    ingredient: "blueberries",
    per100g: { calories: 57, protein: 0.74, carbs: 14.49, fat: 0.33 },
    portion: { grams: 148, label: "1 cup", measure: { amount: 1, unit: "cups" } },
    buy: { quantity: 148, unit: "grams" },
    meals: ["Breakfast", "Snack"],
    tags: [],
  }),
  food({
    key: "orange",
    ndbNo: "09200",
    usdaName: "Oranges, raw, all commercial varieties",
    name: "orange",
    ingredient: "orange",
    per100g: { calories: 47, protein: 0.94, carbs: 11.75, fat: 0.12 },
    portion: { grams: 131, label: "1 medium", measure: { count: 1, size: "medium", many: "oranges" } },
    buy: { quantity: 1, unit: null },
    meals: ["Snack"],
    tags: [],
  }),
  food({
    key: "almonds",
    ndbNo: "12061",
    usdaName: "Nuts, almonds",
    name: "almonds",
    ingredient: "almonds",
    per100g: { calories: 575, protein: 21.22, carbs: 21.67, fat: 49.42 },
    portion: { grams: 28, label: "1 oz (23 nuts)", measure: { amount: 1, unit: "ounces" } },
    buy: { quantity: 28, unit: "grams" },
    meals: ["Snack"],
    tags: ["nuts", "tree nuts"],
  }),
  food({
    key: "peanut-butter",
    ndbNo: "16098",
    usdaName: "Peanut butter, smooth style, with salt",
    name: "peanut butter",
    ingredient: "peanut butter",
    per100g: { calories: 588, protein: 25.09, carbs: 19.56, fat: 50.39 },
    portion: { grams: 32, label: "2 tbsp", measure: { amount: 2, unit: "tablespoons" } },
    buy: { quantity: 32, unit: "grams" },
    meals: ["Breakfast", "Snack"],
    tags: ["nuts", "peanuts"],
  }),
  food({
    key: "chicken",
    ndbNo: "05064",
    usdaName: "Chicken, broilers or fryers, breast, meat only, cooked, roasted",
    name: "roast chicken breast",
    ingredient: "chicken breast",
    per100g: { calories: 165, protein: 31.02, carbs: 0, fat: 3.57 },
    portion: { grams: 100, label: "100 g", measure: { amount: 100, unit: "grams" } },
    // Roasting loses about a quarter of the raw weight.
    buy: { quantity: 135, unit: "grams" },
    meals: ["Lunch", "Dinner"],
    tags: ["meat", "chicken", "poultry"],
  }),
  food({
    key: "tuna",
    ndbNo: "15121",
    usdaName: "Fish, tuna, light, canned in water, drained solids",
    name: "canned tuna",
    ingredient: "canned tuna",
    per100g: { calories: 116, protein: 25.51, carbs: 0, fat: 0.82 },
    portion: { grams: 85, label: "3 oz, drained", measure: { amount: 3, unit: "ounces", note: "drained" } },
    buy: { quantity: 85, unit: "grams" },
    meals: ["Lunch"],
    tags: ["fish", "seafood"],
  }),
  food({
    key: "rice",
    ndbNo: "20045",
    usdaName: "Rice, white, long-grain, regular, cooked",
    name: "cooked rice",
    ingredient: "long-grain white rice",
    per100g: { calories: 130, protein: 2.69, carbs: 28.17, fat: 0.28 },
    portion: { grams: 158, label: "1 cup", measure: { amount: 1, unit: "cups" } },
    // A cup of cooked rice is about a third of a cup (55 g) of dry rice.
    buy: { quantity: 55, unit: "grams" },
    meals: ["Lunch", "Dinner"],
    tags: [],
  }),
  food({
    key: "sweet-potato",
    ndbNo: "11508",
    usdaName: "Sweet potato, cooked, baked in skin, without salt",
    name: "baked sweet potato",
    ingredient: "sweet potato",
    per100g: { calories: 90, protein: 2.01, carbs: 20.71, fat: 0.15 },
    portion: { grams: 114, label: "1 medium", measure: { count: 1, size: "medium", many: "baked sweet potatoes" } },
    buy: { quantity: 1, unit: null },
    meals: ["Lunch", "Dinner"],
    tags: [],
  }),
  food({
    key: "lentils",
    ndbNo: "16070",
    usdaName: "Lentils, mature seeds, cooked, boiled, without salt",
    name: "cooked lentils",
    ingredient: "dried brown lentils",
    per100g: { calories: 116, protein: 9.02, carbs: 20.13, fat: 0.38 },
    portion: { grams: 198, label: "1 cup", measure: { amount: 1, unit: "cups" } },
    // Lentils about double in weight when boiled.
    buy: { quantity: 85, unit: "grams" },
    meals: ["Lunch", "Dinner"],
    tags: ["legumes"],
  }),
  food({
    key: "tofu",
    ndbNo: "16426",
    usdaName: "Tofu, raw, firm, prepared with calcium sulfate",
    name: "firm tofu",
    ingredient: "firm tofu",
    per100g: { calories: 145, protein: 15.78, carbs: 4.27, fat: 8.72 },
    portion: { grams: 126, label: "½ cup", measure: { amount: 0.5, unit: "cups" } },
    buy: { quantity: 126, unit: "grams" },
    meals: ["Lunch", "Dinner"],
    tags: ["soy"],
  }),
  food({
    key: "bread",
    ndbNo: "18075",
    usdaName: "Bread, whole-wheat, commercially prepared",
    name: "whole-wheat bread",
    ingredient: "sandwich bread",
    per100g: { calories: 247, protein: 12.95, carbs: 41.29, fat: 3.35 },
    portion: { grams: 56, label: "2 slices", measure: { count: 2, word: "slice" } },
    buy: { quantity: 2, unit: null },
    meals: ["Breakfast", "Lunch"],
    tags: ["gluten", "bread"],
  }),
];

/** What the grocery list says the foods beside the plan's recipes are for. */
export const PLAN_SIDES_TITLE = "Foods beside the plan";

const BY_KEY = new Map(SIDE_FOODS.map((f) => [f.key, f]));

export function sideFood(key: string): SideFood | null {
  return BY_KEY.get(key as SideFoodKey) ?? null;
}

/** A side's nutrients for a number of portions. */
export function sideNutrients(foodItem: SideFood, portions: number): { calories: number; protein: number; carbs: number; fat: number } {
  const factor = (foodItem.portion.grams * portions) / 100;
  return {
    calories: foodItem.per100g.calories * factor,
    protein: foodItem.per100g.protein * factor,
    carbs: foodItem.per100g.carbs * factor,
    fat: foodItem.per100g.fat * factor,
  };
}

/**
 * A food beside a meal in words, in the person's system: "2 cups plain yogurt (490 g)", "470
 * milliliters plain yogurt (490 g)" in a metric kitchen, "4 large eggs (200 g)", "1½ medium
 * bananas (177 g)". The weight is said once: not again when the amount is already in grams.
 */
export function sideText(foodItem: SideFood, portions: number, system: UnitSystem = "us"): string {
  const grams = Math.round(foodItem.portion.grams * portions);
  const { words, inGrams } = portionWords(foodItem, portions, system);
  return inGrams ? words : `${words} (${grams} g)`;
}

/** One portion's measure in the person's system: "1 cup", "240 milliliters", "2 large". */
export function portionLabel(foodItem: SideFood, system: UnitSystem = "us"): string {
  const measure = foodItem.portion.measure;
  if (system === "us" || !("unit" in measure)) return foodItem.portion.label;
  const amount = formatAmount(measure.amount, measure.unit, { system }).text;
  return measure.note ? `${amount}, ${measure.note}` : amount;
}

/** The amount of a food and its name, without its weight; `inGrams` when the amount is a weight in grams. */
export function portionWords(foodItem: SideFood, portions: number, system: UnitSystem = "us"): { words: string; inGrams: boolean } {
  const measure = foodItem.portion.measure;
  if ("unit" in measure) {
    const amount = formatAmount(measure.amount * portions, measure.unit, { system });
    const note = measure.note ? `, ${measure.note}` : "";
    return { words: `${amount.text} ${foodItem.name}${note}`, inGrams: amount.unit === "grams" || amount.unit === "kilograms" };
  }
  const count = measure.count * portions;
  const number = friendlyFraction(count).text;
  const several = count > 1;
  if (measure.word) return { words: `${number} ${several ? `${measure.word}s` : measure.word} ${foodItem.name}`, inGrams: false };
  const noun = several ? (measure.many ?? foodItem.name) : (measure.one ?? foodItem.name);
  return { words: `${number} ${measure.size ? `${measure.size} ` : ""}${noun}`, inGrams: false };
}

/** The foods allowed at a meal under the person's exclusions (tags, and ingredient names excluded). */
export function sidesFor(meal: PlanMeal, excludeTags: readonly string[], excludedIngredientNames: ReadonlySet<string>): SideFood[] {
  const tags = new Set(excludeTags.map((t) => t.toLowerCase()));
  return SIDE_FOODS.filter((f) => f.meals.includes(meal) && !f.tags.some((t) => tags.has(t)) && !excludedIngredientNames.has(f.ingredient));
}
