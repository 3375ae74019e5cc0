import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`);

/**
 * Kitchen ingredients: one row per normalised name (lower-case, single spaces) and owner. owner_id
 * null is the shared catalogue (names the starter recipes use); a name only a person's own recipes
 * use is their own row, so it never reaches anyone else (ADR 014).
 */
export const ingredients = pgTable(
  "ingredients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("ingredients_owner_name_key").on(t.ownerId, t.name).nullsNotDistinct()],
);

/** Kitchen equipment: one row per normalised name and owner, like ingredients. */
export const equipment = pgTable(
  "equipment",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("equipment_owner_name_key").on(t.ownerId, t.name).nullsNotDistinct()],
);

/**
 * A stored image (its full and card-size files in the image store, under `<key>.webp` and
 * `<key>-card.webp`). owner_id null is the catalogue's; bytes counts both files for the quota.
 */
export const images = pgTable(
  "images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("images_key_key").on(t.key), index("images_owner_idx").on(t.ownerId), index("images_created_idx").on(t.createdAt)],
);

/**
 * A recipe. owner_id null means the shared starter catalogue, visible to everyone and read-only.
 * Nutrition is per serving; null means unknown.
 */
export const recipes = pgTable(
  "recipes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    imageUrl: text("image_url"),
    /** The stored image image_url names, when it is one of ours: it cannot be removed while referenced. */
    imageId: integer("image_id").references(() => images.id),
    servings: integer("servings").notNull().default(1),
    /** What the recipe makes when that is not a count of servings ("2 pies", "1 loaf"), as written (ADR 143). */
    yieldText: text("yield_text"),
    prepTimeMin: integer("prep_time_min").notNull().default(0),
    waitTimeMin: integer("wait_time_min").notNull().default(0),
    cookTimeMin: integer("cook_time_min").notNull().default(0),
    totalTimeMin: integer("total_time_min").notNull().default(0),
    calories: doublePrecision("calories"),
    fat: doublePrecision("fat"),
    satFat: doublePrecision("sat_fat"),
    carbs: doublePrecision("carbs"),
    fiber: doublePrecision("fiber"),
    sugar: doublePrecision("sugar"),
    protein: doublePrecision("protein"),
    sodium: doublePrecision("sodium"),
    cholesterol: doublePrecision("cholesterol"),
    dataSource: text("data_source").notNull().default("user"),
    dataSourceName: text("data_source_name"),
    dataSourceLink: text("data_source_link"),
    /** "household": the owner's household sees it too; "private": the owner alone (ADR 127). */
    visibility: text("visibility").notNull().default("household"),
    /**
     * Where the per-serving nutrition came from (ADR 125): `ingredients` is recomputed from the
     * lines and servings on every save; `page` was read from an imported page; `manual` was typed.
     */
    nutritionSource: text("nutrition_source").notNull().default("manual"),
    /**
     * The matcher version (`MATCHER_VERSION`) the stored figures of an `ingredients` recipe were
     * computed with; null or older: they are recomputed (ADR 141).
     */
    nutritionVersion: integer("nutrition_version"),
    /** The share (0–1) of the computed calories that comes from confident lines (ADR 135, 141); null when not computed. */
    nutritionConfidence: doublePrecision("nutrition_confidence"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /**
     * Set while a spreadsheet import is still writing this recipe (ADR 016): no read shows it until
     * the import's last step clears the mark for all of its recipes at once.
     */
    importJobId: text("import_job_id").references((): AnyPgColumn => jobs.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("recipes_owner_idx").on(t.ownerId, t.id),
    index("recipes_image_idx").on(t.imageId),
    index("recipes_import_job_idx")
      .on(t.importJobId)
      .where(sql`${t.importJobId} is not null`),
    check("recipes_data_source_check", sql`${t.dataSource} in ('catalog', 'user', 'import')`),
    check("recipes_visibility_check", sql`${t.visibility} in ('household', 'private')`),
    check("recipes_servings_check", sql`${t.servings} >= 1`),
    check("recipes_nutrition_source_check", sql`${t.nutritionSource} in ('ingredients', 'page', 'manual')`),
    check("recipes_nutrition_confidence_check", sql`${t.nutritionConfidence} is null or ${t.nutritionConfidence} between 0 and 1`),
  ],
);

export const recipeSections = pgTable(
  "recipe_sections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull().default(""),
  },
  (t) => [index("recipe_sections_recipe_idx").on(t.recipeId, t.position)],
);

/**
 * One ingredient line. quantity stays text as written ("1 1/2"). food_ndb_no is the USDA food the
 * nutrition engine uses for this line; food_match_manual marks a person's override of the match.
 */
export const recipeIngredients = pgTable(
  "recipe_ingredients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => recipeSections.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    ingredientId: integer("ingredient_id")
      .notNull()
      .references(() => ingredients.id),
    name: text("name").notNull(),
    quantity: text("quantity").notNull(),
    unit: text("unit").notNull(),
    method: text("method"),
    brand: text("brand"),
    optional: boolean("optional").notNull().default(false),
    foodNdbNo: text("food_ndb_no"),
    foodMatchManual: boolean("food_match_manual").notNull().default(false),
    /** A person asked for this "to taste", optional or garnish line to count its amount (ADR 141). */
    countAnyway: boolean("count_anyway").notNull().default(false),
    /** The line as the page or the other app wrote it, when it was imported (ADR 143). */
    original: text("original"),
  },
  (t) => [
    index("recipe_ingredients_recipe_idx").on(t.recipeId, t.position),
    index("recipe_ingredients_ingredient_idx").on(t.ingredientId, t.recipeId),
  ],
);

export const recipeInstructions = pgTable(
  "recipe_instructions",
  {
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    stepNumber: integer("step_number").notNull(),
    instruction: text("instruction").notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.stepNumber] })],
);

export const recipeTags = pgTable(
  "recipe_tags",
  {
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.tag] }), index("recipe_tags_tag_idx").on(t.tag, t.recipeId)],
);

export const recipeEquipment = pgTable(
  "recipe_equipment",
  {
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    equipmentId: integer("equipment_id")
      .notNull()
      .references(() => equipment.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.equipmentId] }), index("recipe_equipment_equipment_idx").on(t.equipmentId, t.recipeId)],
);

/** Background jobs (ADR 003). id is a random UUID handed to the browser as jobId. */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    state: text("state").notNull().default("starting"),
    batchesDone: integer("batches_done").notNull().default(0),
    batchesTotal: integer("batches_total").notNull().default(0),
    error: text("error"),
    result: jsonb("result"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The server process running the job (ADR 019); null on jobs from before instances existed. */
    instanceId: text("instance_id"),
    /** SHA-256 of an imported file, so importing the same file again is noticed (ADR 018). */
    fileSha256: text("file_sha256"),
  },
  (t) => [
    index("jobs_user_idx").on(t.userId, t.createdAt),
    index("jobs_user_file_idx").on(t.userId, t.fileSha256),
    index("jobs_instance_idx").on(t.instanceId),
    index("jobs_state_idx").on(t.state),
    check("jobs_state_check", sql`${t.state} in ('starting', 'running', 'done', 'error')`),
  ],
);

/**
 * Server processes that run jobs (ADR 019): each beats while it lives, so another instance can
 * tell a job whose process died from one still running elsewhere.
 */
export const serverInstances = pgTable("server_instances", {
  id: text("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  /**
   * PostgreSQL only: the key of the advisory lock the process holds while it lives. The lock ends
   * with its connection, so a killed process is seen at once, before its heartbeat goes stale.
   */
  lockKey: integer("lock_key"),
});
