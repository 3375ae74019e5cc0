import { sql } from "drizzle-orm";
import { date, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** One food journal entry. Nutrients are totals for the entry (already scaled by serving_size). */
export const journalEntries = pgTable(
  "journal_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    entryTime: text("entry_time"),
    meal: text("meal"),
    name: text("name").notNull(),
    servingSize: doublePrecision("serving_size"),
    calories: doublePrecision("calories"),
    protein: doublePrecision("protein"),
    carbs: doublePrecision("carbs"),
    fat: doublePrecision("fat"),
    satFat: doublePrecision("sat_fat"),
    transFat: doublePrecision("trans_fat"),
    cholesterol: doublePrecision("cholesterol"),
    sodium: doublePrecision("sodium"),
    addedSugars: doublePrecision("added_sugars"),
    fiber: doublePrecision("fiber"),
    sugar: doublePrecision("sugar"),
    totalWeight: doublePrecision("total_weight"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index("journal_entries_user_idx").on(t.userId, t.date)],
);
