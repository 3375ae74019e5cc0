import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A saved Browse filter row. order is 1..N per user with no gaps. */
export const userFilters = pgTable(
  "user_filters",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    order: integer("order").notNull(),
    componentId: text("component_id").notNull(),
    headerTitle: text("header_title").notNull(),
    filters: jsonb("filters")
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index("user_filters_user_idx").on(t.userId, t.order)],
);

/**
 * The version of the recipe data the Browse query engine indexes (ADR 050). Triggers on recipes,
 * recipe_ingredients, recipe_equipment and recipe_tags bump it once per statement and log the
 * recipe ids they touched; the row lock serialises writers, so versions follow commit order.
 */
export const recipeIndexState = pgTable(
  "recipe_index_state",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("recipe_index_state_single_row", sql`${t.id} = 1`)],
);

/** Which recipes changed at which version, read by every server's in-memory Browse index. */
export const recipeChanges = pgTable(
  "recipe_changes",
  {
    version: bigint("version", { mode: "number" }).notNull(),
    recipeId: integer("recipe_id").notNull(),
  },
  (t) => [index("recipe_changes_version_idx").on(t.version)],
);
