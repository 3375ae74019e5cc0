import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Nutrients per 100 g; a nutrient the USDA did not measure is absent, not zero. */
export interface FoodNutrients {
  calories?: number;
  protein?: number;
  carbs?: number;
  fat?: number;
  sat_fat?: number;
  trans_fat?: number;
  cholesterol?: number;
  sodium?: number;
  fiber?: number;
  sugar?: number;
  water?: number;
  potassium?: number;
  calcium?: number;
  iron?: number;
  vitamin_c?: number;
}

/** A USDA household measure: `amount` of `name` weighs `grams`. */
export interface FoodMeasure {
  amount: number;
  name: string;
  grams: number;
}

/** USDA SR24 foods, loaded once from the copy shipped with the app. */
export const foods = pgTable("foods", {
  ndbNo: text("ndb_no").primaryKey(),
  name: text("name").notNull(),
  nutrients: jsonb("nutrients").$type<FoodNutrients>().notNull(),
  measures: jsonb("measures").$type<FoodMeasure[]>().notNull(),
});

/**
 * A person's remembered fix (ADR 141): the USDA food they chose with "Change" for an ingredient
 * name (normalised by `foodFixKey`), used first by their later calculations. Theirs alone.
 */
export const foodFixes = pgTable(
  "food_fixes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    foodNdbNo: text("food_ndb_no").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);
