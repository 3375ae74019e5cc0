import { z } from "zod";
import { SIDE_FOOD_KEYS, STORE_SECTIONS } from "@simmer/domain";

/**
 * The backup archive (docs/backup-format.md, ADR 074): a zip of JSON documents and image files.
 * Every document is checked against these schemas on restore, so a damaged or edited archive is
 * refused before anything is written. Ids in the archive are only references inside it.
 */
export const BACKUP_FORMAT = "simmer-backup";
export const BACKUP_SCHEMA_VERSION = 1;
/** The app version a backup names in its manifest, for people reading it; restore reads schema_version. */
export const APP_VERSION = "0.13.0";

export const BACKUP_ENTRIES = {
  manifest: "manifest.json",
  recipes: "recipes.jsonl",
  kitchen: "kitchen.json",
  carts: "carts.json",
  grocery: "grocery.json",
  filters: "filters.json",
  metrics: "metrics.json",
  journal: "journal.json",
  shopping: "shopping.json",
  plans: "plans.json",
  notes: "notes.json",
  foodFixes: "food_fixes.json",
} as const;

/** images/<uuid>.webp: the full-size file of one stored image. */
export const BACKUP_IMAGE_ENTRY = /^images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const str = (max: number) => z.string().max(max);
const when = z.iso.datetime({ offset: true });
const day = z.iso.date();
const num = z.number().finite();
const count = z.number().int().min(0);

export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  schema_version: z.number().int().min(1),
  app_version: str(100),
  created_at: when,
  counts: z.record(z.string().max(50), count),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

export const ZBackupIngredientLine = z.object({
  position: z.number().int(),
  ingredient: str(500).min(1),
  name: str(2000),
  quantity: str(500),
  unit: str(500),
  method: str(2000).nullable(),
  brand: str(500).nullable(),
  optional: z.boolean(),
  food_ndb_no: str(50).nullable(),
  food_match_manual: z.boolean(),
  /** Added within schema version 1 (ADR 141): older archives leave it out. */
  count_anyway: z.boolean().optional(),
  /** The line as the page or app wrote it (ADR 143); archives written before it leave it out. */
  original: str(2000).nullable().optional(),
});

export const ZBackupRecipe = z.object({
  ref: z.number().int(),
  title: str(2000).min(1),
  image: z.string().regex(BACKUP_IMAGE_ENTRY).nullable(),
  image_url: str(4000).nullable(),
  servings: z.number().int().min(1).max(1_000_000),
  /** "2 pies" (ADR 143); archives written before it leave it out. */
  yield_text: str(500).nullable().optional(),
  prep_time_min: z.number().int().min(0).max(2_147_483_647),
  wait_time_min: z.number().int().min(0).max(2_147_483_647),
  cook_time_min: z.number().int().min(0).max(2_147_483_647),
  total_time_min: z.number().int().min(0).max(2_147_483_647),
  nutrition: z.object({
    calories: num.nullable(),
    fat: num.nullable(),
    sat_fat: num.nullable(),
    carbs: num.nullable(),
    fiber: num.nullable(),
    sugar: num.nullable(),
    protein: num.nullable(),
    sodium: num.nullable(),
    cholesterol: num.nullable(),
  }),
  /** Where the nutrition came from (ADR 125); archives made before it was kept say nothing: manual. */
  nutrition_source: z.enum(["ingredients", "page", "manual"]).optional(),
  /** Who else sees it (ADR 127); archives written before households leave it out: "household". */
  visibility: z.enum(["household", "private"]).optional(),
  data_source: z.enum(["user", "import"]),
  data_source_name: str(2000).nullable(),
  data_source_link: str(4000).nullable(),
  created_at: when,
  updated_at: when,
  sections: z.array(z.object({ position: z.number().int(), name: str(500), lines: z.array(ZBackupIngredientLine).max(1000) })).max(200),
  steps: z.array(z.object({ step_number: z.number().int(), instruction: str(20_000) })).max(1000),
  tags: z.array(z.object({ tag: str(500).min(1), position: z.number().int() })).max(500),
  equipment: z.array(z.object({ name: str(500).min(1), position: z.number().int() })).max(500),
});
export type TBackupRecipe = z.infer<typeof ZBackupRecipe>;

export const ZBackupKitchen = z.object({
  ingredients: z.array(str(500).min(1)).max(100_000),
  equipment: z.array(str(500).min(1)).max(100_000),
});

/** A cart line names one of the archive's recipes by ref, or a catalogue recipe by its title. */
export const ZBackupCarts = z
  .array(
    z.object({
      name: str(500),
      combined: z.boolean(),
      created_at: when,
      lines: z
        .array(
          z.object({
            recipe: z.union([z.object({ ref: z.number().int() }), z.object({ catalogue_title: str(2000) })]),
            quantity: z.number().int().min(1).max(1_000_000),
            created_at: when,
          }),
        )
        .max(100_000),
      /** Simple foods the week plan put beside its recipes (ADR 144); absent in older archives. */
      foods: z
        .array(z.object({ food: z.enum(SIDE_FOOD_KEYS), portions: z.number().positive().max(1000) }))
        .max(100)
        .optional(),
    }),
  )
  .max(10_000);

const ZBackupSection = z.enum(STORE_SECTIONS);

export const ZBackupGrocery = z
  .array(
    z.object({
      ingredient: str(500).nullable(),
      ingredient_name: str(2000),
      brand: str(500).nullable(),
      optional: z.boolean(),
      quantity: num.nullable(),
      unit: str(500).nullable(),
      send_off: z.boolean(),
      owned: z.boolean(),
      position: z.number().int(),
      // Shopping mode's state of the line (ADR 090); absent in backups written before it.
      in_basket: z.boolean().optional(),
      basket_at: when.nullable().optional(),
      section: ZBackupSection.nullable().optional(),
      section_at: when.nullable().optional(),
      version: count.max(2_147_483_647).optional(),
      recipes: z.array(str(2000)).max(1000).optional(),
      food_ndb_no: str(50).nullable().optional(),
      // Each recipe's part and why the line stayed apart (ADR 131); absent in older backups.
      parts: z
        .array(z.object({ recipe: str(2000), quantity: num.nullable(), unit: str(500).nullable() }))
        .max(1000)
        .optional(),
      apart: str(2000).nullable().optional(),
    }),
  )
  .max(100_000);

/** Shopping mode: items added by hand, and the sections the person chose (ADR 090). */
export const ZBackupShopping = z.object({
  added: z
    .array(
      z.object({
        name: str(200).min(1),
        note: str(100).nullable(),
        ingredient: str(500).nullable(),
        food_ndb_no: str(50).nullable(),
        in_basket: z.boolean(),
        basket_at: when.nullable(),
        section: ZBackupSection.nullable(),
        section_at: when.nullable(),
        version: count.max(2_147_483_647),
        created_at: when,
      }),
    )
    .max(100_000),
  /** A remembered section names its ingredient, or else the normalised free text it was for. */
  sections: z.array(z.object({ ingredient: str(500).nullable(), text: str(1000).nullable(), section: ZBackupSection })).max(100_000),
});

export const ZBackupFilters = z
  .array(
    z.object({
      order: z.number().int().min(1),
      component_id: str(200),
      header_title: str(500),
      filters: z.array(z.record(z.string().max(50), z.unknown())).max(100),
      created_at: when,
    }),
  )
  .max(10_000);

export const ZBackupMetrics = z
  .array(
    z.object({
      name: str(500),
      height: num,
      weight: num,
      dob: day,
      gender: str(50),
      activity_level: str(100),
      goal: str(100),
      entry_date: day,
      target_weight: num,
      bmi: num,
      bmr: num,
      maintenance_calories: num,
      calories_passive: num,
      calories_aggressive: num,
      time_to_goal_passive: num,
      time_to_goal_aggressive: num,
      protein_passive: num,
      carbs_passive: num,
      fat_passive: num,
      protein_aggressive: num,
      carbs_aggressive: num,
      fat_aggressive: num,
      water_intake: num,
      sodium_intake: num,
      cholesterol_intake: num,
      fiber_intake: num,
      created_at: when,
    }),
  )
  .max(1_000_000);

export const ZBackupJournal = z
  .array(
    z.object({
      date: day,
      entry_time: str(50).nullable(),
      meal: str(100).nullable(),
      name: str(2000),
      serving_size: num.nullable(),
      calories: num.nullable(),
      protein: num.nullable(),
      carbs: num.nullable(),
      fat: num.nullable(),
      sat_fat: num.nullable(),
      trans_fat: num.nullable(),
      cholesterol: num.nullable(),
      sodium: num.nullable(),
      added_sugars: num.nullable(),
      fiber: num.nullable(),
      sugar: num.nullable(),
      total_weight: num.nullable(),
      created_at: when,
    }),
  )
  .max(1_000_000);

const PLAN_MEAL = z.enum(["Breakfast", "Lunch", "Dinner", "Snack"]);
const PLAN_DAY = z.number().int().min(0).max(6);
/** A planned recipe: one of the archive's by ref, or a catalogue recipe by its title, like a cart line. */
const ZBackupRecipeRef = z.union([z.object({ ref: z.number().int() }), z.object({ catalogue_title: str(2000) })]);
const ZBackupPlanSlot = z.object({
  day: PLAN_DAY,
  meal: PLAN_MEAL,
  recipe: ZBackupRecipeRef.nullable(),
  servings: z.number().int().min(1).max(50),
  locked: z.boolean(),
  leftover_of: z.object({ day: PLAN_DAY, meal: PLAN_MEAL }).nullable(),
  /** The position in journal.json of the entry 'Log as eaten' wrote for this slot. */
  journal: z.number().int().min(0).nullable(),
  /** The archive owner's own share of the slot (ADR 144): portion, away, sides; absent = equal shares. */
  portion: z
    .object({
      portion: z.number().min(0).max(3),
      away: z.boolean(),
      sides: z.array(z.object({ food: z.enum(SIDE_FOOD_KEYS), portions: z.number().positive().max(2), locked: z.boolean() })).max(20),
    })
    .nullable()
    .optional(),
});

/** plans.json: the remembered planner rules, the planned weeks and the week templates. */
export const ZBackupPlans = z.object({
  /** The planner rules, with excluded ingredients by name (`exclude_ingredients`) instead of ids. */
  rules: z.record(z.string().max(50), z.unknown()).nullable(),
  weeks: z
    .array(
      z.object({
        week_start: day,
        relaxed: z.array(z.object({ rule: str(500), message: str(2000) })).max(100),
        slots: z.array(ZBackupPlanSlot).max(28),
      }),
    )
    .max(100_000),
  templates: z
    .array(
      z.object({
        name: str(100).min(1),
        created_at: when,
        slots: z.array(ZBackupPlanSlot.omit({ locked: true, journal: true })).max(28),
      }),
    )
    .max(10_000),
});
export type TBackupPlans = z.infer<typeof ZBackupPlans>;

/** notes.json: the person's rating, note and cooked days per recipe, the recipe named like a cart line's. */
export const ZBackupNotes = z
  .array(
    z.object({
      recipe: ZBackupRecipeRef,
      rating: z.number().int().min(1).max(5).nullable(),
      note: str(5000),
      cooked: z.array(day).max(1000),
      updated_at: when,
    }),
  )
  .max(1_000_000);
export type TBackupNotes = z.infer<typeof ZBackupNotes>;

/** food_fixes.json: the foods the person chose for ingredient names, remembered for later calculations (ADR 141). */
export const ZBackupFoodFixes = z
  .array(
    z.object({
      name: str(200).min(1),
      food_ndb_no: z.string().regex(/^\d{5}$/),
      updated_at: when,
    }),
  )
  .max(50_000);
export type TBackupFoodFixes = z.infer<typeof ZBackupFoodFixes>;
