import type { RecipeUnit } from "@simmer/domain";
import type { IngredientName } from "./vocabulary";

/**
 * Data the seeder's nutrition hints read (ADR 031); the rules that apply them stay in
 * `packages/api/src/recipes/catalog/nutrition-hints.ts`. Keys are vocabulary names, so a typo
 * fails the type-check.
 */

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
