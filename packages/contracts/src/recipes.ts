import { z } from "zod";

/** Nutrition fields a recipe carries per serving, in the spec's order. */
export const NUTRITION_FIELDS = ["calories", "fat", "sat_fat", "carbs", "fiber", "sugar", "protein"] as const;
/** Fields GET /api/recipes accepts as min_{field} / max_{field} (spec §7). */
export const RANGE_FIELDS = [...NUTRITION_FIELDS, "prep_time_min", "cook_time_min", "total_time_min", "servings"] as const;
export type TRangeField = (typeof RANGE_FIELDS)[number];

export const DATA_SOURCES = ["catalog", "user", "import"] as const;
export const ZDataSource = z.enum(DATA_SOURCES);

/** What a card in Browse, Your Recipes or a cart shows. */
export const ZRecipeCard = z.object({
  recipe_id: z.number().int(),
  id: z.number().int(),
  title: z.string(),
  image_url: z.string().nullable(),
  servings: z.number().int(),
  prep_time_min: z.number().int(),
  wait_time_min: z.number().int(),
  cook_time_min: z.number().int(),
  total_time_min: z.number().int(),
  calories: z.number().nullable(),
  fat: z.number().nullable(),
  sat_fat: z.number().nullable(),
  carbs: z.number().nullable(),
  fiber: z.number().nullable(),
  sugar: z.number().nullable(),
  protein: z.number().nullable(),
  tags: z.array(z.string()),
  data_source: ZDataSource,
  data_source_name: z.string().nullable(),
  data_source_link: z.string().nullable(),
  /** True when the signed-in user wrote or imported it (so may edit it). */
  is_owner: z.boolean(),
});
export type TRecipeCard = z.infer<typeof ZRecipeCard>;

const rangeShape = Object.fromEntries(
  RANGE_FIELDS.flatMap((field) => [
    [`min_${field}`, z.number().min(0).optional()],
    [`max_${field}`, z.number().min(0).optional()],
  ]),
) as Record<`min_${TRangeField}` | `max_${TRangeField}`, z.ZodOptional<z.ZodNumber>>;

const nameList = z.array(z.string().trim().min(1)).max(50);

/**
 * The listing behind Browse rows and Your Recipes. `scope: "mine"` lists only the caller's own
 * recipes (Your Recipes); "all" lists what the caller can see: the catalogue plus their own.
 */
export const ZRecipeListInput = z.object({
  limit: z.number().int().min(1).max(500).default(48),
  offset: z.number().int().min(0).default(0),
  search: z
    .string()
    .max(200)
    .transform((s) => s.trim().toLowerCase())
    .optional(),
  scope: z.enum(["all", "mine"]).default("all"),
  maxMissingIngredients: z.number().int().min(0).optional(),
  filterByGrocerycart: z.boolean().optional(),
  filterByEquipment: z.boolean().optional(),
  filterIngredients: nameList.optional(),
  ingredientsPartial: z.boolean().optional(),
  filterEquipment: nameList.optional(),
  equipmentPartial: z.boolean().optional(),
  data_source: ZDataSource.optional(),
  data_source_name: z.string().trim().min(1).max(200).optional(),
  tags: nameList.optional(),
  ...rangeShape,
});
export type TRecipeListInput = z.input<typeof ZRecipeListInput>;
export type TRecipeListQuery = z.output<typeof ZRecipeListInput>;

export const ZRecipeListOutput = z.object({ recipes: z.array(ZRecipeCard), total: z.number().int() });
export type TRecipeListOutput = z.infer<typeof ZRecipeListOutput>;
