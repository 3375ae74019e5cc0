import { z } from "zod";
import { text } from "./input";

/**
 * USDA SR24 nutrients per 100 g of a food: calories in kcal; protein, carbs, fat, sat_fat,
 * trans_fat, fiber, sugar and water in g; cholesterol, sodium, potassium, calcium, iron and
 * vitamin_c in mg. A nutrient the USDA did not measure is absent, not zero.
 */
export const ZFoodNutrients = z.object({
  calories: z.number().optional(),
  protein: z.number().optional(),
  carbs: z.number().optional(),
  fat: z.number().optional(),
  sat_fat: z.number().optional(),
  trans_fat: z.number().optional(),
  cholesterol: z.number().optional(),
  sodium: z.number().optional(),
  fiber: z.number().optional(),
  sugar: z.number().optional(),
  water: z.number().optional(),
  potassium: z.number().optional(),
  calcium: z.number().optional(),
  iron: z.number().optional(),
  vitamin_c: z.number().optional(),
});
export type TFoodNutrients = z.infer<typeof ZFoodNutrients>;

/** A USDA household measure: `amount` of `name` weighs `grams` ("1 large" egg = 50 g). */
export const ZFoodMeasure = z.object({ amount: z.number(), name: z.string(), grams: z.number() });
export type TFoodMeasure = z.infer<typeof ZFoodMeasure>;

/** One USDA food as search returns it. Scale `per_100g` by grams / 100 for any amount. */
export const ZFood = z.object({
  ndb_no: z.string(),
  name: z.string(),
  per_100g: ZFoodNutrients,
  measures: z.array(ZFoodMeasure),
});
export type TFood = z.infer<typeof ZFood>;

export const FOOD_SEARCH_DEFAULT_LIMIT = 20;
export const FOOD_SEARCH_MAX_LIMIT = 50;

/**
 * GET /api/foods?search=&limit= and `foods.search`: any word order, plurals, small typos.
 * A blank search finds nothing (an empty list, not an error).
 */
export const ZFoodSearchInput = z.object({
  search: text("Search").max(100, "Search must be at most 100 characters.").default(""),
  limit: z.coerce.number().int().min(1).max(FOOD_SEARCH_MAX_LIMIT).default(FOOD_SEARCH_DEFAULT_LIMIT),
});
export type TFoodSearchInput = z.input<typeof ZFoodSearchInput>;

/** Best match first. */
export const ZFoodSearchOutput = z.object({ foods: z.array(ZFood) });
export type TFoodSearchOutput = z.infer<typeof ZFoodSearchOutput>;

export const ZNdbNo = text("food_ndb_no").regex(/^\d{5}$/, "food_ndb_no must be a 5-digit USDA NDB number.");

/** One recipe line to compute: quantity as written ("1 1/2", "½", "2-3"), unit as written ("cups", "tbsp"). */
export const ZNutritionIngredient = z.object({
  ingredient_name: text("Ingredient name", "Ingredient name is required.").trim().min(1, "Ingredient name is required.").max(200),
  quantity: z
    .union([text("quantity").max(40), z.number().min(0).max(1_000_000)])
    .transform(String)
    .default(""),
  unit: text("unit").trim().max(40).default(""),
  /** A person's choice of USDA food for this line, instead of the automatic match. */
  food_ndb_no: ZNdbNo.nullish(),
  /** Count a "to taste", optional or garnish line's amount instead of 0 g (ADR 141). */
  count_anyway: z.boolean({ error: "count_anyway must be true or false." }).default(false),
  /** How the food is prepared, as a split line keeps it apart ("cooked" of "3 cups cooked rice"). */
  method: text("method").max(200, "method must be at most 200 characters.").nullish(),
  /** The line as written (ADR 143): where a size note stood, and words the split set aside. */
  original: text("original").max(1000, "original must be at most 1000 characters.").nullish(),
});
export type TNutritionIngredient = z.input<typeof ZNutritionIngredient>;

export const NUTRITION_MAX_INGREDIENTS = 200;

export const ZNutritionCalculateInput = z.object({
  servings: z.coerce.number().int("Servings must be a whole number.").min(1, "Servings must be at least 1.").max(1000),
  ingredients: z.array(ZNutritionIngredient).max(NUTRITION_MAX_INGREDIENTS),
});
export type TNutritionCalculateInput = z.input<typeof ZNutritionCalculateInput>;
export type TNutritionCalculateQuery = z.output<typeof ZNutritionCalculateInput>;

/** Per-serving amounts: calories in kcal, sodium and cholesterol in mg, the rest in g; at most 2 decimals. */
export const PER_SERVING_FIELDS = ["calories", "fat", "sat_fat", "carbs", "fiber", "sugar", "protein", "sodium", "cholesterol"] as const;
export type TPerServingField = (typeof PER_SERVING_FIELDS)[number];

export const ZPerServing = z.object(
  Object.fromEntries(PER_SERVING_FIELDS.map((field) => [field, z.number()])) as Record<TPerServingField, z.ZodNumber>,
);
export type TPerServing = z.infer<typeof ZPerServing>;

/**
 * What each line counted as. `food` null: no USDA food matched. `grams` null: the amount could not
 * be weighed (no quantity, or no measure links the unit to that food). Such lines add nothing.
 */
/** How sure a line's food and weight are (ADR 135): `high` counts as confident. */
export const MATCH_CONFIDENCES = ["high", "medium", "low"] as const;
export type TMatchConfidence = (typeof MATCH_CONFIDENCES)[number];
/** Why a line counts as 0 g by rule: "salt to taste", "(optional)", "for dusting", or no amount given. */
export const ZERO_REASONS = ["to_taste", "optional", "garnish", "no_amount"] as const;
export type TZeroReason = (typeof ZERO_REASONS)[number];
/** Where a line's food came from: the matcher, a choice on the line, or a person's remembered fix. */
export const FOOD_SOURCES = ["automatic", "chosen", "remembered"] as const;

export const ZNutritionLine = z.object({
  ingredient_name: z.string(),
  food: z.object({ ndb_no: z.string(), name: z.string() }).nullable(),
  grams: z.number().nullable(),
  /** Null when no food matched. */
  confidence: z.enum(MATCH_CONFIDENCES).nullable(),
  /** Set when the line counts as 0 g by rule, and why; its grams are then 0. */
  zero_because: z.enum(ZERO_REASONS).nullable(),
  food_source: z.enum(FOOD_SOURCES).nullable(),
  /** The line would count as 0 g by rule (to taste, optional, garnish) and counts its amount because it was asked to. */
  counted_on_request: z.boolean(),
});
export type TNutritionLine = z.infer<typeof ZNutritionLine>;

/**
 * How much of a recipe's nutrition rests on confident lines: `share` is the part of its calories
 * (0–1) from lines of high confidence; `rests_on_guesses` when that is under 0.9 or a line with an
 * amount could not be counted at all.
 */
/** A recipe is confident when at least this share of its calories comes from confident lines (ADR 135). */
export const CONFIDENT_SHARE = 0.9;

export const ZNutritionConfidence = z.object({
  share: z.number().min(0).max(1),
  rests_on_guesses: z.boolean(),
  unsure_lines: z.number().int().min(0),
  uncounted_lines: z.number().int().min(0),
});
export type TNutritionConfidence = z.infer<typeof ZNutritionConfidence>;

export const ZNutritionCalculateOutput = z.object({
  per_serving: ZPerServing,
  lines: z.array(ZNutritionLine),
  confidence: ZNutritionConfidence,
});
export type TNutritionCalculateOutput = z.infer<typeof ZNutritionCalculateOutput>;

/**
 * A person's remembered fix (ADR 141): the food they chose with "Change" for an ingredient name.
 * `name` is the key it is filed under (the words that name the food, lower-case).
 */
export const ZFoodFix = z.object({
  name: z.string(),
  food: z.object({ ndb_no: z.string(), name: z.string() }),
  updated_at: z.string(),
});
export type TFoodFix = z.infer<typeof ZFoodFix>;
export const ZFoodFixList = z.object({ fixes: z.array(ZFoodFix) });
export type TFoodFixList = z.infer<typeof ZFoodFixList>;

/** Remember this food for lines naming this ingredient, from now on (the line as written or its name). */
export const ZFoodFixInput = z.object({
  ingredient_name: ZNutritionIngredient.shape.ingredient_name,
  food_ndb_no: ZNdbNo,
});
export type TFoodFixInput = z.input<typeof ZFoodFixInput>;

/** Forget the fix for the ingredient this line names. */
export const ZFoodFixForgetInput = z.object({ ingredient_name: ZNutritionIngredient.shape.ingredient_name });
export const ZFoodFixForgetOutput = z.object({ forgotten: z.boolean() });
