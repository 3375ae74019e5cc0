import type { RecipeUnit } from "@simmer/domain";
import { STAPLE_FOODS, parseQuantity } from "@simmer/domain";
import type { TNutritionIngredient } from "@simmer/contracts";
import type { TCatalogRecipe } from "./define";
import type { IngredientName } from "./vocabulary";

/** The catalogue's food choices for names the matcher alone gets wrong (ADR 031). */
export const FOOD_PINS: Partial<Record<IngredientName, string>> = STAPLE_FOODS;

/** The cooked form, for lines whose method says the ingredient goes in already cooked. */
export const COOKED_FOOD_PINS: Partial<Record<IngredientName, string>> = {
  "jasmine rice": "20045", // Rice, white, long-grain, regular, cooked
  "long-grain white rice": "20045",
  "brown rice": "20037", // Rice, brown, long-grain, cooked
  "short-grain white rice": "20053", // Rice, white, short-grain, cooked
};

/**
 * Grams of one unit where USDA gives no measure that links the unit to the food (a bay leaf, a
 * shallot, a cup of tortilla chips). The seeder hands the engine these lines in grams.
 */
export const UNIT_GRAMS: Partial<Record<IngredientName, Partial<Record<RecipeUnit, number>>>> = {
  "bay leaf": { units: 0.2 },
  "star anise": { units: 0.5 },
  "cinnamon stick": { units: 3 },
  shallot: { units: 40 },
  "fresh thyme": { units: 0.5, bunches: 20 },
  parsley: { bunches: 60 },
  kale: { bunches: 200 },
  asparagus: { bunches: 450 },
  scallion: { bunches: 100 },
  "butternut squash": { units: 900 },
  // A 4-pound bird yields about 1.1 kg of meat and skin (USDA: 276 g per pound ready to cook).
  "whole chicken": { units: 1104 },
  "lasagna noodles": { units: 23 },
  "rice paper": { units: 9 },
  "naan bread": { units: 90 },
  "bok choy": { units: 150 },
  lemongrass: { units: 20 },
  "ramen noodles": { units: 85 },
  "chia seeds": { tablespoons: 12 },
  mint: { cups: 25, tablespoons: 1.5 },
  "tortilla chips": { cups: 26 },
  "goat cheese": { cups: 120 },
  "vanilla ice cream": { cups: 132 },
  "dark chocolate": { tablespoons: 5 },
  "unflavored gelatin": { tablespoons: 9 },
  "canned crushed tomatoes": { cups: 242 },
  // A heart or small head; single leaves are written as cups.
  "romaine lettuce": { units: 300 },
  baguette: { units: 250, slices: 30 },
  // A whole head, a whole tomato and one portion-sized fillet, not a floret, slice or side of fish.
  cauliflower: { units: 588 },
  tomato: { units: 123 },
  salmon: { units: 170 },
  // Mussels are bought in the shell, of which about 30% is meat.
  mussels: { pounds: 136 },
};

/** Oil a food is fried in mostly stays in the pan; this share of it is counted as eaten. */
export const FRYING_OIL_EATEN = 0.15;

/** The food a catalogue line is pinned to, if any: its cooked form when the method says so. */
export function foodPinOf(name: string, method: string | null): string | null {
  const cooked = method !== null && /^cooked\b/.test(method) ? COOKED_FOOD_PINS[name as IngredientName] : undefined;
  return cooked ?? FOOD_PINS[name as IngredientName] ?? null;
}

type CatalogLine = TCatalogRecipe["sections"][number]["ingredients"][number];

function grams(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/** What the seeder hands the nutrition engine for one catalogue line. */
export function nutritionLineOf(line: CatalogLine): TNutritionIngredient {
  const name = line.ingredient_name as IngredientName;
  const amount = parseQuantity(line.quantity);
  const perUnit = UNIT_GRAMS[name]?.[line.unit];
  const share = line.method?.startsWith("for frying") ? FRYING_OIL_EATEN : 1;
  // The method goes in as a note: "chopped" picks the chopped-cup measure, "15-ounce can" the can.
  const ingredient_name = line.method ? `${name} (${line.method})` : name;
  const food_ndb_no = foodPinOf(name, line.method);
  if (amount !== null && perUnit !== undefined) return { ingredient_name, quantity: grams(amount * perUnit * share), unit: "grams", food_ndb_no };
  if (amount !== null && share !== 1) return { ingredient_name, quantity: grams(amount * share), unit: line.unit, food_ndb_no };
  return { ingredient_name, quantity: line.quantity, unit: line.unit, food_ndb_no };
}
