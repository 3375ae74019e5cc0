import { TRPCError } from "@trpc/server";
import type { Db } from "@simmer/db";
import {
  PER_SERVING_FIELDS,
  ZNutritionCalculateInput,
  type TNutritionCalculateInput,
  type TNutritionCalculateOutput,
  type TNutritionLine,
  type TPerServing,
} from "@simmer/contracts";
import {
  gramsFor,
  gramsFromSizeNote,
  isUnit,
  parseIngredientLine,
  parseQuantityRange,
  round2,
  splitIngredientName,
  unitFromWord,
  type FoodIndex,
  type Unit,
} from "@simmer/domain";
import { foodIndexFor, type FoodRecord } from "./foods.index";

interface LineAmount {
  amount: number | null;
  unit: Unit | null;
  pieceWord: string | null;
  name: string;
  hints: string[];
  sizeNote: string | null;
}

/** Reads a line's amount from its own fields, or from the name when the name carries the whole line. */
function readLine(name: string, quantity: string, unitText: string): LineAmount {
  const parts = splitIngredientName(name);
  const hints = [...parts.modifiers, parts.method ?? ""].flatMap((text) => text.toLowerCase().split(/[^a-z]+/)).filter(Boolean);
  const sizeNote = parts.modifiers.find((m) => gramsFromSizeNote(m) !== null) ?? null;
  if (quantity.trim() === "" && unitText === "") {
    const parsed = parseIngredientLine(name);
    if (parsed.amount) {
      const lineHints = [...parsed.modifiers, parsed.method ?? ""].flatMap((t) => t.toLowerCase().split(/[^a-z]+/)).filter(Boolean);
      return {
        amount: (parsed.amount.min + parsed.amount.max) / 2,
        unit: parsed.unit,
        pieceWord: parsed.pieceWord,
        name: parsed.name,
        hints: lineHints,
        sizeNote: parsed.modifiers.find((m) => gramsFromSizeNote(m) !== null) ?? null,
      };
    }
  }
  const range = parseQuantityRange(quantity);
  // A range ("2-3") counts as its middle for nutrition.
  const amount = range ? (range.min + range.max) / 2 : null;
  const trimmed = unitText.trim();
  const parsedUnit = trimmed === "" ? null : parseIngredientLine(`1 ${trimmed} x`);
  const unit: Unit | null =
    trimmed === ""
      ? "units"
      : isUnit(trimmed.toLowerCase())
        ? (trimmed.toLowerCase() as Unit)
        : (unitFromWord(trimmed) ?? parsedUnit?.unit ?? null);
  return { amount, unit, pieceWord: parsedUnit?.pieceWord ?? null, name, hints, sizeNote };
}

function weigh(line: LineAmount, food: FoodRecord): number | null {
  if (line.amount === null) return null;
  if (line.unit === "cans" && line.sizeNote) {
    const perCan = gramsFromSizeNote(line.sizeNote);
    if (perCan !== null) return line.amount * perCan;
  }
  // The line's own words ("large", "chopped") pick a measure first, then the food's words ("breast").
  const nameWords = line.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return gramsFor({ amount: line.amount, unit: line.unit, pieceWord: line.pieceWord, hints: [...line.hints, ...nameWords] }, food.measures);
}

/** A line as the engine reads it: the text as written, and a person's choice of food if any. */
export interface NutritionLineInput {
  ingredient_name: string;
  quantity: string;
  unit: string;
  food_ndb_no?: string | null;
}

/**
 * Nutrition per serving of lines already checked by their own schema (a saved recipe's lines).
 * `strictFoods`: a chosen food that is not in the index is refused (the calculate call); otherwise
 * the line falls back to the automatic match (a saved recipe whose food left the data).
 */
export function nutritionOfLines(
  index: FoodIndex<FoodRecord>,
  servings: number,
  ingredients: readonly NutritionLineInput[],
  options: { strictFoods: boolean } = { strictFoods: true },
): TNutritionCalculateOutput {
  const totals = Object.fromEntries(PER_SERVING_FIELDS.map((field) => [field, 0])) as TPerServing;
  const lines: TNutritionLine[] = ingredients.map((ingredient, position) => {
    let food: FoodRecord | null = null;
    if (ingredient.food_ndb_no) {
      food = index.get(ingredient.food_ndb_no) ?? null;
      if (!food && options.strictFoods) {
        throw new TRPCError({ code: "BAD_REQUEST", message: `Ingredient ${position + 1}: food ${ingredient.food_ndb_no} was not found.` });
      }
    }
    const line = readLine(ingredient.ingredient_name, ingredient.quantity, ingredient.unit);
    food ??= index.match(line.name);
    const grams = food ? weigh(line, food) : null;
    if (food && grams !== null) {
      for (const field of PER_SERVING_FIELDS) totals[field] += ((food.nutrients[field] ?? 0) * grams) / 100;
    }
    return {
      ingredient_name: ingredient.ingredient_name,
      food: food ? { ndb_no: food.ndbNo, name: food.name } : null,
      grams: grams === null ? null : round2(grams),
    };
  });
  const perServing = Object.fromEntries(PER_SERVING_FIELDS.map((field) => [field, round2(totals[field] / servings)])) as TPerServing;
  return { per_serving: perServing, lines };
}

/** Nutrition of a recipe from its ingredient lines, against an index the caller already holds. */
export function calculateWithIndex(index: FoodIndex<FoodRecord>, input: TNutritionCalculateInput): TNutritionCalculateOutput {
  const { servings, ingredients } = ZNutritionCalculateInput.parse(input);
  return nutritionOfLines(index, servings, ingredients);
}

/**
 * POST /api/nutrition/calculate, and the engine the catalogue seeder calls for each recipe. The
 * food index is built once per database and reused, so many recipes in a row stay fast.
 */
export async function calculateNutrition(db: Db, input: TNutritionCalculateInput): Promise<TNutritionCalculateOutput> {
  return calculateWithIndex(await foodIndexFor(db), input);
}
