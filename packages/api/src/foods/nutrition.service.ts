import { TRPCError } from "@trpc/server";
import type { Db } from "@simmer/db";
import {
  CONFIDENT_SHARE,
  PER_SERVING_FIELDS,
  ZNutritionCalculateInput,
  type TMatchConfidence,
  type TNutritionConfidence,
  type TZeroReason,
  type TNutritionCalculateInput,
  type TNutritionCalculateOutput,
  type TNutritionLine,
  type TPerServing,
} from "@simmer/contracts";
import {
  FORM_WORDS,
  TYPICAL_CAN_GRAMS,
  foodFixKey,
  gramsFor,
  gramsFromSizeNote,
  isUnit,
  matchIngredient,
  parseIngredientLine,
  parseQuantityRange,
  round2,
  splitIngredientName,
  unitFromWord,
  type FoodIndex,
  type MatchConfidence,
  type Unit,
} from "@simmer/domain";
import { foodIndexFor, type FoodRecord } from "./foods.index";

interface LineAmount {
  /** The ingredient as written, for a second reading when the parsed name says too little. */
  written: string;
  amount: number | null;
  unit: Unit | null;
  pieceWord: string | null;
  name: string;
  hints: string[];
  sizeNote: string | null;
  /** The size note stands before the name ("4 (6-ounce) fillets"): it is the size of each. */
  sizeInFront: boolean;
  zeroBecause: TZeroReason | null;
  seasoning: boolean;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
const TO_TASTE_TEXT = /\b(to taste|as needed|as desired|if desired|as required)\b/i;
const OPTIONAL_TEXT = /\boptional\b/i;
const GARNISH_TEXT =
  /\b(for|to) (dust|dusting|garnish|garnishing|decorat\w*|sprinkl\w*|top|topping|serve|serving|grease|greasing|the pan|brushing|frying|drizzling)\b|\bgarnish\b/i;
/** A size written on a container line: "15 oz", "(400 g)", "14.5-ounce". */
const SIZE_IN_TEXT = /(\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d*\s*[½⅓⅔¼¾⅛⅜⅝⅞]|\d+(?:\.\d+)?)\s*-?\s*(oz|ounces?|g|grams?|lb|pounds?|kg)\b/i;
const MORE_TO_TASTE = /,?\s*\b(plus|and|or)\s+(more|extra)\b.*$/i;
const CONTAINER_WORDS = new Set(["jar", "bottle", "bag", "box", "container", "carton", "tin", "package", "packet"]);

/**
 * Why a line counts as nothing by default (ADR 135): seasoning "to taste", an optional line, a
 * garnish or what a pan is greased with. The line is still shown with its food, at 0 g.
 */
function zeroReason(written: string, toTaste: boolean, optional: boolean): TZeroReason | null {
  // "1 tsp salt, plus more to taste": the amount counts, the "more" does not.
  const text = written.replace(MORE_TO_TASTE, "");
  if (text !== written) return null;
  if (toTaste || TO_TASTE_TEXT.test(text)) return "to_taste";
  if (optional || OPTIONAL_TEXT.test(text)) return "optional";
  if (GARNISH_TEXT.test(text)) return "garnish";
  return null;
}

/** Reads a line's amount from its own fields, or from the name when the name carries the whole line. */
function readLine(name: string, quantity: string, unitText: string, asWritten: AsWritten = {}): LineAmount {
  const line = { written: name, ...readAmount(name, quantity, unitText) };
  return quantity.trim() === "" && unitText === "" ? line : withWrittenWords(line, asWritten);
}

/** What a split line kept beside its name: its method, and the line as written. */
interface AsWritten {
  method?: string | null | undefined;
  original?: string | null | undefined;
}

/**
 * A split line ("white rice", 3 cups, method "cooked") reads its method as a hint, so "cooked"
 * still picks the cooked food; and where the line as written put its size note in front of the
 * food ("4 (6-ounce) salmon fillets"), the size is each piece's, as it would be read whole.
 */
function withWrittenWords(line: LineAmount, asWritten: AsWritten): LineAmount {
  const hints = asWritten.method ? [...line.hints, ...words(asWritten.method)] : line.hints;
  let sizeInFront = line.sizeInFront;
  if (line.sizeNote && !sizeInFront && asWritten.original) {
    const parsed = parseIngredientLine(asWritten.original);
    const note = line.sizeNote
      .replace(/^\(|\)$/g, "")
      .trim()
      .toLowerCase();
    const at = parsed.raw.toLowerCase().indexOf(note);
    const food = parsed.raw.toLowerCase().indexOf(parsed.name.toLowerCase().split(" ")[0] ?? "");
    sizeInFront = at >= 0 && food >= 0 && at < food;
  }
  return { ...line, hints, sizeInFront };
}

function readAmount(name: string, quantity: string, unitText: string): Omit<LineAmount, "written"> {
  // "pinch of cayenne" is one pinch.
  if (quantity.trim() === "" && unitText === "" && /^(a\s+)?(pinch|dash)(es)?\s+of\s+/i.test(name)) {
    return readAmount(name.replace(/^(a\s+)?/i, "1 "), quantity, unitText);
  }
  const parts = splitIngredientName(name);
  const hints = [...parts.modifiers, parts.method ?? ""].flatMap(words);
  const sizeNote = parts.modifiers.find((m) => gramsFromSizeNote(m) !== null) ?? SIZE_IN_TEXT.exec(name)?.[0] ?? null;
  const wholeText = `${quantity} ${unitText} ${name}`;
  if (quantity.trim() === "" && unitText === "") {
    const parsed = parseIngredientLine(name);
    const zeroBecause = zeroReason(name, parsed.toTaste, parsed.optional);
    if (parsed.amount) {
      const pieceWord = parsed.pieceWord;
      const note = parsed.modifiers.find((m) => gramsFromSizeNote(m) !== null) ?? null;
      return {
        sizeInFront:
          note !== null && parsed.raw.indexOf(note) < parsed.raw.toLowerCase().indexOf(parsed.name.toLowerCase().split(" ")[0] ?? ""),
        amount: (parsed.amount.min + parsed.amount.max) / 2,
        unit: parsed.unit,
        pieceWord,
        name: parsed.name,
        hints: [...parsed.modifiers, parsed.method ?? ""].flatMap(words),
        sizeNote: parsed.modifiers.find((m) => gramsFromSizeNote(m) !== null) ?? null,
        zeroBecause,
        seasoning: zeroBecause === "to_taste" || pieceWord === "pinch" || pieceWord === "dash",
      };
    }
    return {
      amount: null,
      unit: null,
      pieceWord: null,
      name: parsed.name || name,
      hints,
      sizeNote,
      sizeInFront: false,
      zeroBecause,
      seasoning: zeroBecause === "to_taste",
    };
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
  const pieceWord = parsedUnit?.pieceWord ?? null;
  const zeroBecause = zeroReason(wholeText, false, false);
  const seasoning = zeroBecause === "to_taste" || unit === "pinches" || unit === "dashes" || pieceWord === "pinch" || pieceWord === "dash";
  const sizeInFront = sizeNote !== null && name.indexOf(sizeNote) >= 0 && name.indexOf(sizeNote) < 2;
  return { amount, unit, pieceWord, name, hints, sizeNote, sizeInFront, zeroBecause, seasoning };
}

/**
 * The line's food: a juiced fruit is its juice ("1 lemon, juiced"), a can is the canned food when
 * the table knows it ("1 can corn"), a seasoning line looks among spices first.
 */
function matchLine(index: FoodIndex<FoodRecord>, line: LineAmount) {
  const sure = (name: string) => {
    const found = matchIngredient(index, name);
    return found?.confidence === "high" ? found : null;
  };
  // A form the parser set aside as a method ("3 cups cooked rice") still names the food.
  for (const form of line.hints.filter((hint) => FORM_WORDS.has(hint))) {
    const formed = sure(`${form} ${line.name}`);
    if (formed) return formed;
  }
  if (line.pieceWord === "whole") {
    const whole = sure(`whole ${line.name}`);
    if (whole) return whole;
  }
  if (line.hints.includes("juiced")) {
    const juice = sure(`${line.name} juice`);
    if (juice) return juice;
  }
  if (line.unit === "cans" && !/\bcanned\b/i.test(line.name)) {
    const canned = sure(`canned ${line.name}`);
    if (canned) return canned;
  }
  const context = { seasoning: line.seasoning };
  const byName = matchIngredient(index, line.name, context) ?? (line.seasoning ? matchIngredient(index, line.name) : null);
  if (byName?.confidence === "high" || line.written === line.name) return byName;
  // The parsed name can be only a descriptor ("boneless" of "boneless, skinless chicken breasts").
  const byLine = matchIngredient(index, line.written, context);
  const rank = { high: 3, medium: 2, low: 1 } as const;
  return byLine && (!byName || rank[byLine.confidence] > rank[byName.confidence]) ? byLine : byName;
}

interface Weight {
  grams: number | null;
  /** The weight rests on an assumed size (a can of unknown size): the line is no more than medium. */
  assumed: boolean;
}

/** Words a page uses for a measure USDA names otherwise: shredded carrots weigh as grated ones. */
const HINT_SYNONYMS: Record<string, string[]> = {
  shredded: ["grated"],
  grated: ["shredded"],
  roma: ["plum", "italian"],
};

/**
 * The weight a size note gives a line, if any: a container holds the size ("2 (15 oz) cans" is
 * 30 oz); a count with the size in front is that size each ("4 (6-ounce) fillets"), one with the
 * size behind it is that size in all ("1 whole chicken (about 4 pounds)"), unless it says "each".
 */
function gramsFromSize(line: LineAmount, food: FoodRecord): number | null {
  if (line.amount === null || !line.sizeNote) return null;
  const size = gramsFromSizeNote(line.sizeNote);
  if (size === null) return null;
  const container = line.unit === "cans" || line.unit === "packages" || CONTAINER_WORDS.has(line.pieceWord ?? "");
  const counted = line.unit === "units" || line.unit === "pieces" || line.unit === null;
  if (!container && !counted) return null;
  // A can's size is its net weight, liquid and all; a food USDA weighs drained ("chickpeas, canned,
  // drained solids") is weighed by its own drained can, scaled to the can's size.
  const drainedCan = food.measures.find((m) => /^can\b.*drained/i.test(m.name) && m.grams > 0 && m.amount > 0);
  if (container && drainedCan && /drained solids/i.test(food.name)) {
    const canSize = gramsFromSizeNote(drainedCan.name) ?? TYPICAL_CAN_GRAMS;
    return line.amount * (drainedCan.grams / drainedCan.amount) * (size / canSize);
  }
  // "6-ounce" written as one word describes each piece, wherever it stands.
  const perPiece = /\d\s*-\s*(ounces?|oz|pounds?|lbs?|grams?|g|kilograms?|kg)\b/i.test(line.sizeNote);
  if (container || line.sizeInFront || perPiece || /\beach\b/i.test(line.sizeNote)) return line.amount * size;
  return size;
}

function weigh(line: LineAmount, food: FoodRecord): Weight {
  if (line.amount === null) return { grams: null, assumed: false };
  const sized = gramsFromSize(line, food);
  if (sized !== null) return { grams: sized, assumed: false };
  // The line's own words ("large", "chopped") pick a measure first, then the food's words ("breast").
  const lineWords = [...line.hints, ...words(line.name)];
  const hints = [...lineWords, ...lineWords.flatMap((word) => HINT_SYNONYMS[word] ?? [])];
  const grams = gramsFor({ amount: line.amount, unit: line.unit, pieceWord: line.pieceWord, hints }, food.measures);
  if (grams === null && line.unit === "cans") return { grams: line.amount * TYPICAL_CAN_GRAMS, assumed: true };
  return { grams, assumed: false };
}

/** A line as the engine reads it: the text as written, and a person's choice of food if any. */
export interface NutritionLineInput {
  ingredient_name: string;
  quantity: string;
  unit: string;
  food_ndb_no?: string | null;
  /** Count a "to taste", optional or garnish line's amount instead of 0 g (ADR 141). */
  count_anyway?: boolean;
  /** A split line's method ("cooked") and the line as written (ADR 143), when kept. */
  method?: string | null;
  original?: string | null;
}

/** The food a line's ingredient name is remembered as, for one person (ADR 141). */
export function fixKeyOfLine(ingredientName: string): string {
  return foodFixKey(readLine(ingredientName, "", "").name);
}

export interface NutritionOptions {
  /** A chosen food that is not in the index is refused (the calculate call), or falls back to the match (a saved recipe). */
  strictFoods: boolean;
  /** The person's remembered fixes by `foodFixKey`: used before the automatic match. */
  fixes?: ReadonlyMap<string, string>;
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
  options: NutritionOptions = { strictFoods: true },
): TNutritionCalculateOutput {
  const totals = Object.fromEntries(PER_SERVING_FIELDS.map((field) => [field, 0])) as TPerServing;
  let confidentCalories = 0;
  let uncounted = 0;
  let unsure = 0;
  const lines: TNutritionLine[] = ingredients.map((ingredient, position) => {
    let food: FoodRecord | null = null;
    let confidence: MatchConfidence | null = null;
    let source: TNutritionLine["food_source"] = null;
    if (ingredient.food_ndb_no) {
      food = index.get(ingredient.food_ndb_no) ?? null;
      if (!food && options.strictFoods) {
        throw new TRPCError({ code: "BAD_REQUEST", message: `Ingredient ${position + 1}: food ${ingredient.food_ndb_no} was not found.` });
      }
      if (food) {
        confidence = "high";
        source = "chosen";
      }
    }
    const line = readLine(ingredient.ingredient_name, ingredient.quantity, ingredient.unit, ingredient);
    const fixed = !food && options.fixes?.size ? options.fixes.get(foodFixKey(line.name)) : undefined;
    if (fixed) {
      food = index.get(fixed) ?? null;
      if (food) {
        confidence = "high";
        source = "remembered";
      }
    }
    if (!food) {
      const match = matchLine(index, line);
      food = match?.food ?? null;
      confidence = match?.confidence ?? null;
      source = match ? "automatic" : null;
    }
    // Asked to count, a "to taste", optional or garnish line counts its amount like any other.
    const countedOnRequest = ingredient.count_anyway === true && line.zeroBecause !== null;
    const ruleZero = countedOnRequest ? null : line.zeroBecause;
    const zeroBecause: TZeroReason | null = ruleZero ?? (line.amount === null ? "no_amount" : null);
    let grams: number | null = null;
    if (food && zeroBecause === null) {
      const weight = weigh(line, food);
      grams = weight.grams;
      if (weight.assumed && confidence === "high") confidence = "medium";
    } else if (zeroBecause !== null) grams = 0;
    if (zeroBecause === null && (food === null || grams === null)) uncounted += 1;
    if (food && grams !== null && grams > 0) {
      for (const field of PER_SERVING_FIELDS) totals[field] += ((food.nutrients[field] ?? 0) * grams) / 100;
      const calories = ((food.nutrients.calories ?? 0) * grams) / 100;
      if (confidence === "high") confidentCalories += calories;
      else if (calories > 0) unsure += 1;
    }
    return {
      ingredient_name: ingredient.ingredient_name,
      food: food ? { ndb_no: food.ndbNo, name: food.name } : null,
      grams: grams === null ? null : round2(grams),
      confidence: confidence as TMatchConfidence | null,
      zero_because: zeroBecause,
      food_source: source,
      counted_on_request: countedOnRequest,
    };
  });
  const perServing = Object.fromEntries(PER_SERVING_FIELDS.map((field) => [field, round2(totals[field] / servings)])) as TPerServing;
  return { per_serving: perServing, lines, confidence: recipeConfidence(totals.calories, confidentCalories, unsure, uncounted) };
}

/** The share of calories from confident lines, and whether the figures rest on guesses (ADR 135). */
export function recipeConfidence(calories: number, confidentCalories: number, unsure: number, uncounted: number): TNutritionConfidence {
  const share = calories > 0 ? Math.min(1, confidentCalories / calories) : uncounted > 0 ? 0 : 1;
  return {
    share: Math.floor(share * 100) / 100,
    rests_on_guesses: share < CONFIDENT_SHARE || uncounted > 0,
    unsure_lines: unsure,
    uncounted_lines: uncounted,
  };
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
export async function calculateNutrition(
  db: Db,
  input: TNutritionCalculateInput,
  fixes?: ReadonlyMap<string, string>,
): Promise<TNutritionCalculateOutput> {
  const index = await foodIndexFor(db);
  const { servings, ingredients } = ZNutritionCalculateInput.parse(input);
  return nutritionOfLines(index, servings, ingredients, { strictFoods: true, fixes });
}
