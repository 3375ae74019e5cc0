import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { recipes } from "./recipes";

/**
 * A person's own notes on a recipe they can see, catalogue or their own (issue 31): a 1–5 rating,
 * a private note and the days they cooked it. One row per person and recipe, gone with either.
 */
export const recipeNotes = pgTable(
  "recipe_notes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    rating: integer("rating"),
    note: text("note").notNull().default(""),
    cooked: date("cooked", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index("recipe_notes_recipe_idx").on(t.recipeId),
    check("recipe_notes_rating_check", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
