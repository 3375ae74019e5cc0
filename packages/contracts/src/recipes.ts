import { NOT_COOKED_WEEKS_MAX, RECIPE_UNITS } from "@simmer/domain";
import { z } from "zod";
import { ZRecipeNotes } from "./notes";
import { INPUT_LIMITS, text, zId } from "./input";
import { ZRecipeVisibility } from "./household";

/** Nutrition fields a recipe carries per serving, in the documented order. */
export const NUTRITION_FIELDS = ["calories", "fat", "sat_fat", "carbs", "fiber", "sugar", "protein"] as const;
/** Fields GET /api/recipes accepts as min_{field} / max_{field} (docs/product.md#api). */
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

const nameList = z.array(text("name").trim().min(1).max(200)).max(50);

/**
 * The listing behind Browse rows and Your Recipes. `scope: "mine"` lists only the caller's own
 * recipes (Your Recipes); "all" lists what the caller can see: the catalogue plus their own.
 */
export const ZRecipeListInput = z.object({
  limit: z.number().int().min(1).max(500).default(48),
  offset: z.number().int().min(0).max(INPUT_LIMITS.idMax).default(0),
  search: text("search")
    .max(200)
    .transform((s) => s.trim().toLowerCase())
    .optional(),
  scope: z.enum(["all", "mine"]).default("all"),
  maxMissingIngredients: z.number().int().min(0).max(1000).optional(),
  filterByGrocerycart: z.boolean().optional(),
  filterByEquipment: z.boolean().optional(),
  filterIngredients: nameList.optional(),
  ingredientsPartial: z.boolean().optional(),
  filterEquipment: nameList.optional(),
  equipmentPartial: z.boolean().optional(),
  data_source: ZDataSource.optional(),
  data_source_name: text("data_source_name").trim().min(1).max(200).optional(),
  tags: nameList.optional(),
  /** Rated at least this many stars by the caller (their own rating, ADR 142). */
  minRating: z.number().int().min(1).max(5).optional(),
  /** Not cooked by the caller in the last N weeks; never cooked counts unless cookedBefore (ADR 142). */
  notCookedWeeks: z.number().int().min(1).max(NOT_COOKED_WEEKS_MAX).optional(),
  /** With notCookedWeeks: only recipes the caller has cooked at least once. */
  cookedBefore: z.boolean().optional(),
  ...rangeShape,
});
export type TRecipeListInput = z.input<typeof ZRecipeListInput>;
export type TRecipeListQuery = z.output<typeof ZRecipeListInput>;

export const ZRecipeListOutput = z.object({ recipes: z.array(ZRecipeCard), total: z.number().int() });
export type TRecipeListOutput = z.infer<typeof ZRecipeListOutput>;

// ---------------------------------------------------------------------------------------------
// Recipe entry, detail and import (docs/product.md#data and #recipe-form, docs/product.md#api)
// ---------------------------------------------------------------------------------------------

/** Units a recipe line may use (docs/product.md#units): the unit engine's own list. */
export const RECIPE_FORM_UNITS = RECIPE_UNITS;
export type TRecipeFormUnit = (typeof RECIPE_FORM_UNITS)[number];

/** Nutrition a recipe may carry per serving: the original seven plus sodium and cholesterol (mg). */
export const RECIPE_NUTRIENT_FIELDS = [...NUTRITION_FIELDS, "sodium", "cholesterol"] as const;
export type TRecipeNutrientField = (typeof RECIPE_NUTRIENT_FIELDS)[number];

export const RECIPE_LIMITS = {
  titleMax: 300,
  textMax: 300,
  /** A line as written, kept beside the structured line (ADR 143). */
  originalMax: 1000,
  yieldMax: 100,
  instructionMax: 5000,
  instructionsMax: 200,
  sectionsMax: 50,
  ingredientsMax: 300,
  tagsMax: 50,
  equipmentMax: 100,
  minutesMax: 100_000,
  servingsMax: 10_000,
} as const;

const optionalText = (field: string) =>
  text(field)
    .max(RECIPE_LIMITS.textMax, `${field} must be at most ${RECIPE_LIMITS.textMax} characters.`)
    .transform((s) => (s.trim() === "" ? null : s.trim()))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const minutes = (field: string) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number of minutes.`)
    .min(0, `${field} must be 0 or more.`)
    .max(RECIPE_LIMITS.minutesMax, `${field} is too large.`);

const nutrient = (field: string) =>
  z
    .number({ error: `${field} must be a number.` })
    .min(0, `${field} must be 0 or more.`)
    .max(1_000_000, `${field} is too large.`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** A line's fields before the rule that ties unit to quantity; restore bounds them its own way. */
export const ZRecipeIngredientFields = z.object({
  ingredient_name: text("ingredient_name", "ingredient_name is required.")
    .trim()
    .min(1, "ingredient_name is required.")
    .max(RECIPE_LIMITS.textMax, `ingredient_name must be at most ${RECIPE_LIMITS.textMax} characters.`),
  /** As written ("1 1/2", "2-3"); empty for a line with no amount, "salt to taste" (ADR 121). */
  quantity: text("quantity")
    .trim()
    .max(40, "quantity must be at most 40 characters.")
    .nullable()
    .optional()
    .transform((v) => v ?? ""),
  /** Required with a quantity; with none it may be left empty and is stored as "units" (ADR 121). */
  unit: z
    .union([z.enum(RECIPE_FORM_UNITS), z.literal("")], { error: `unit must be one of: ${RECIPE_FORM_UNITS.join(", ")}.` })
    .nullable()
    .optional()
    .transform((v) => v ?? ""),
  method: optionalText("method"),
  brand: optionalText("brand"),
  optional: z.boolean({ error: "optional must be true or false." }).default(false),
  /** The USDA food the nutrition engine should use for this line (a person's override). */
  food_ndb_no: text("food_ndb_no")
    .trim()
    .max(20, "food_ndb_no must be at most 20 characters.")
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  /** Count this "to taste", optional or garnish line's amount in the nutrition (ADR 141). */
  count_anyway: z.boolean({ error: "count_anyway must be true or false." }).default(false),
  /**
   * The line as the page or the other app wrote it ("1 cup (240 ml) whole milk"), kept with an
   * imported line; null for a line typed in the form (ADR 143).
   */
  original: text("original")
    .max(RECIPE_LIMITS.originalMax, `original must be at most ${RECIPE_LIMITS.originalMax} characters.`)
    .transform((s) => (s.trim() === "" ? null : s.trim()))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

export const ZRecipeIngredientInput = ZRecipeIngredientFields.superRefine((line, ctx) => {
  if (line.quantity !== "" && line.unit === "") {
    ctx.addIssue({ code: "custom", path: ["unit"], message: `unit is required with a quantity: one of ${RECIPE_FORM_UNITS.join(", ")}.` });
  }
}).transform(({ unit, ...line }) => ({ ...line, unit: unit === "" || line.quantity === "" ? ("units" as const) : unit }));
export type TRecipeIngredientInput = z.input<typeof ZRecipeIngredientInput>;

export const ZRecipeSectionInput = z.object({
  section_name: text("section_name")
    .max(RECIPE_LIMITS.textMax, `section_name must be at most ${RECIPE_LIMITS.textMax} characters.`)
    .default("")
    .transform((s) => s.trim()),
  ingredients: z
    .array(ZRecipeIngredientInput)
    .max(RECIPE_LIMITS.ingredientsMax, `ingredients must be at most ${RECIPE_LIMITS.ingredientsMax} per section.`)
    .default([]),
});

export const ZRecipeInstructionInput = z.object({
  step_number: z.number().int().min(1).max(INPUT_LIMITS.idMax, "step_number is out of range.").optional(),
  instruction: text("instruction", "instruction text is required.")
    .trim()
    .min(1, "instruction text is required.")
    .max(RECIPE_LIMITS.instructionMax, `instruction must be at most ${RECIPE_LIMITS.instructionMax} characters.`),
});

/**
 * Where a recipe's nutrition comes from (ADR 125): `ingredients` is recomputed by the server from
 * the lines and servings on every save, `page` was read from an imported page, `manual` was typed.
 */
export const NUTRITION_SOURCES = ["ingredients", "page", "manual"] as const;
export type TNutritionSource = (typeof NUTRITION_SOURCES)[number];
export const ZNutritionSource = z.enum(NUTRITION_SOURCES, { error: "nutrition_source must be ingredients, page or manual." });

/** What add, edit, import and the catalogue seeder all write. Nutrition is per serving. */
export const ZRecipeInput = z.object({
  title: text("title", "title is required.")
    .trim()
    .min(1, "title is required.")
    .max(RECIPE_LIMITS.titleMax, `title must be at most ${RECIPE_LIMITS.titleMax} characters.`),
  image_url: text("image_url")
    .max(2000, "image_url is too long.")
    .regex(/^(\/uploads\/[\w.-]+|https?:\/\/\S+)$/, "image_url must be an uploaded image or a web address.")
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  servings: z
    .number({ error: "servings must be a number." })
    .int("servings must be a whole number.")
    .min(1, "servings must be 1 or more.")
    .max(RECIPE_LIMITS.servingsMax, "servings is too large.")
    .default(1),
  /**
   * What the recipe makes when that is not a count of servings ("2 pies", "24 cookies"), as
   * written; servings still drive scaling. Omitted: none on add, unchanged on edit (ADR 143).
   */
  yield_text: text("yield_text")
    .max(RECIPE_LIMITS.yieldMax, `yield_text must be at most ${RECIPE_LIMITS.yieldMax} characters.`)
    .transform((s) => (s.trim() === "" ? null : s.trim()))
    .nullable()
    .optional(),
  prep_time_min: minutes("prep_time_min").default(0),
  wait_time_min: minutes("wait_time_min").default(0),
  cook_time_min: minutes("cook_time_min").default(0),
  /** Defaults to prep + wait + cook. */
  total_time_min: minutes("total_time_min").nullable().optional(),
  calories: nutrient("calories"),
  fat: nutrient("fat"),
  sat_fat: nutrient("sat_fat"),
  carbs: nutrient("carbs"),
  fiber: nutrient("fiber"),
  sugar: nutrient("sugar"),
  protein: nutrient("protein"),
  sodium: nutrient("sodium"),
  cholesterol: nutrient("cholesterol"),
  /** Omitted: `manual`, so older clients keep the figures they send. */
  nutrition_source: ZNutritionSource.default("manual"),
  data_source_name: optionalText("data_source_name"),
  /** Checked and completed with https by the service (docs/product.md#recipe-form). */
  data_source_link: optionalText("data_source_link"),
  /** Who else sees it (ADR 127); omitted: the person's default on add, unchanged on edit. */
  visibility: ZRecipeVisibility.optional(),
  tags: z
    .array(text("tag").trim().min(1, "tag is required.").max(100, "tag must be at most 100 characters."))
    .max(RECIPE_LIMITS.tagsMax, `tags must be at most ${RECIPE_LIMITS.tagsMax}.`)
    .default([]),
  instructions: z
    .array(ZRecipeInstructionInput)
    .max(RECIPE_LIMITS.instructionsMax, `instructions must be at most ${RECIPE_LIMITS.instructionsMax} steps.`)
    .default([]),
  sections: z
    .array(ZRecipeSectionInput)
    .max(RECIPE_LIMITS.sectionsMax, `sections must be at most ${RECIPE_LIMITS.sectionsMax}.`)
    .default([]),
  equipment: z
    .array(
      text("equipment name", "equipment name is required.")
        .trim()
        .min(1, "equipment name is required.")
        .max(RECIPE_LIMITS.textMax, `equipment name must be at most ${RECIPE_LIMITS.textMax} characters.`),
    )
    .max(RECIPE_LIMITS.equipmentMax, `equipment must be at most ${RECIPE_LIMITS.equipmentMax} items.`)
    .default([]),
});
export type TRecipeInput = z.input<typeof ZRecipeInput>;
export type TRecipeInputParsed = z.output<typeof ZRecipeInput>;

export const ZRecipeId = z.object({ id: zId("id") });
export const ZRecipeEditInput = z.object({ id: ZRecipeId.shape.id, recipe: ZRecipeInput });

export const ZRecipeIngredientLine = z.object({
  id: z.number().int(),
  ingredient_id: z.number().int(),
  ingredient_name: z.string(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  method: z.string().nullable(),
  brand: z.string().nullable(),
  optional: z.boolean(),
  food_ndb_no: z.string().nullable(),
  food_match_manual: z.boolean(),
  count_anyway: z.boolean(),
  /** The line as the page or the other app wrote it; null for a typed line (ADR 143). */
  original: z.string().nullable(),
  section_id: z.number().int(),
  section_name: z.string(),
});
export type TRecipeIngredientLine = z.infer<typeof ZRecipeIngredientLine>;

export const ZRecipeEquipmentItem = z.object({ id: z.number().int(), equipment_name: z.string() });

/** The recipe detail (docs/product.md#recipe-detail) served by all three detail paths (docs/product.md#api). */
export const ZRecipeDetail = ZRecipeCard.extend({
  /** "household": the owner's household sees it too; "private": the owner alone (ADR 127). */
  visibility: ZRecipeVisibility,
  sodium: z.number().nullable(),
  cholesterol: z.number().nullable(),
  nutrition_source: ZNutritionSource,
  /**
   * For nutrition from the ingredients: the share (0–1) of its calories that comes from confident
   * lines (ADR 135, 141); under 0.9 the figures rest on guesses. Null for other sources.
   */
  nutrition_confidence: z.number().min(0).max(1).nullable(),
  /** What the recipe makes when that is not servings ("2 pies"), as written; null when not given (ADR 143). */
  yield_text: z.string().nullable(),
  instructions: z.array(z.object({ step_number: z.number().int(), instruction: z.string() })),
  sections: z.array(
    z.object({
      section_id: z.number().int(),
      id: z.number().int(),
      section_name: z.string(),
      ingredients: z.array(ZRecipeIngredientLine),
    }),
  ),
  ingredients: z.object({ ingavailable: z.array(ZRecipeIngredientLine), ingmissing: z.array(ZRecipeIngredientLine) }),
  equipment: z.object({ equavailable: z.array(ZRecipeEquipmentItem), equmissing: z.array(ZRecipeEquipmentItem) }),
  /** Equipment names in the recipe's order, as the edit form sends them. */
  equipment_names: z.array(z.string()),
  /** The signed-in person's rating, note and cooked days (recipes.detail only; null for a visitor). */
  notes: ZRecipeNotes.nullable().optional(),
});
export type TRecipeDetail = z.infer<typeof ZRecipeDetail>;

export const ZRecipeDeleteOutput = z.object({ message: z.string(), recipe_id: z.number().int() });

export const IMPORT_STATES = ["starting", "running", "done", "error"] as const;
export const ZImportStatus = z.object({
  jobId: z.string(),
  state: z.enum(IMPORT_STATES),
  progress: z.object({ batchesDone: z.number().int(), batchesTotal: z.number().int() }),
  error: z.string().nullable(),
  imported: z.number().int().nullable(),
  /** Recipes left out because the collection already had them (the "skip" answer). */
  skipped: z.number().int().nullable(),
  /**
   * Set when the import stopped, writing nothing, because the person already has this many of the
   * file's recipes (title and content alike): start it again with a `duplicates` answer (ADR 119).
   */
  sameRecipes: z.number().int().nullable(),
  /** What a finished import read ("Paprika", "Excel workbook"); null before it is done. */
  source: z.string().nullable(),
});
export type TImportStatus = z.infer<typeof ZImportStatus>;
export const ZImportJobId = z.object({ jobId: text("jobId").min(1).max(100) });

/**
 * What to do with recipes whose title the collection already holds (ADR 018): leave them out, or
 * import them under a "(copy)" title. Sent when the person answered the re-import question.
 */
export const IMPORT_DUPLICATE_CHOICES = ["skip", "copies"] as const;
export const ZImportDuplicateChoice = z.enum(IMPORT_DUPLICATE_CHOICES, {
  error: "duplicates must be 'skip' or 'copies'.",
});
export type TImportDuplicateChoice = z.infer<typeof ZImportDuplicateChoice>;

/** The file was imported before: the start call asks instead of starting (REST answers 409). */
export const ZImportAlreadyDone = z.object({
  message: z.string(),
  /** When the earlier import of the same file finished (ISO 8601). */
  importedAt: z.string(),
  /** How many recipes that import added. */
  recipes: z.number().int(),
  choices: z.array(ZImportDuplicateChoice),
});
export type TImportAlreadyDone = z.infer<typeof ZImportAlreadyDone>;
export const ZImportStartResult = z.union([z.object({ jobId: z.string() }), z.object({ alreadyImported: ZImportAlreadyDone })]);
export type TImportStartResult = z.infer<typeof ZImportStartResult>;
