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
export const ZNutritionLine = z.object({
  ingredient_name: z.string(),
  food: z.object({ ndb_no: z.string(), name: z.string() }).nullable(),
  grams: z.number().nullable(),
});
export type TNutritionLine = z.infer<typeof ZNutritionLine>;

export const ZNutritionCalculateOutput = z.object({ per_serving: ZPerServing, lines: z.array(ZNutritionLine) });
export type TNutritionCalculateOutput = z.infer<typeof ZNutritionCalculateOutput>;
