import { STAPLE_FOODS, parseQuantity } from "@simmer/domain";
import type { TNutritionCalculateInput, TNutritionIngredient } from "@simmer/contracts";
import { COOKED_FOOD_PINS, UNIT_GRAMS, type IngredientName, type TCatalogRecipe } from "@simmer/catalog";

/** The catalogue's food choices for names the matcher alone gets wrong (ADR 031). */
export const FOOD_PINS: Partial<Record<IngredientName, string>> = STAPLE_FOODS;

/** Oil a food is fried in mostly stays in the pan; this share of it is counted as eaten. */
export const FRYING_OIL_EATEN = 0.15;

/** The food a catalogue line is pinned to, if any: its cooked form when the method says so. */
export function foodPinOf(name: string, method: string | null): string | null {
  const cooked = method !== null && /^cooked\b/.test(method) ? COOKED_FOOD_PINS[name as IngredientName] : undefined;
  return cooked ?? FOOD_PINS[name as IngredientName] ?? null;
}

export type CatalogLine = TCatalogRecipe["sections"][number]["ingredients"][number];

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
  if (amount !== null && perUnit !== undefined)
    return { ingredient_name, quantity: grams(amount * perUnit * share), unit: "grams", food_ndb_no };
  if (amount !== null && share !== 1) return { ingredient_name, quantity: grams(amount * share), unit: line.unit, food_ndb_no };
  return { ingredient_name, quantity: line.quantity, unit: line.unit, food_ndb_no };
}

/** The nutrition engine's input for a catalogue recipe's lines: grams where the catalogue knows them, its food pins. */
export function catalogueNutritionInput(servings: number, lines: readonly CatalogLine[]): TNutritionCalculateInput {
  return { servings, ingredients: lines.map(nutritionLineOf) };
}
