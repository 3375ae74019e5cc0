import { sql } from "drizzle-orm";
import { date, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A body-metrics entry. Every derived figure is recomputed by the server from the inputs. */
export const metricEntries = pgTable(
  "metric_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    height: doublePrecision("height").notNull(),
    weight: doublePrecision("weight").notNull(),
    dob: date("dob", { mode: "string" }).notNull(),
    gender: text("gender").notNull(),
    activityLevel: text("activity_level").notNull(),
    goal: text("goal").notNull(),
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    targetWeight: doublePrecision("target_weight").notNull(),
    bmi: doublePrecision("bmi").notNull(),
    bmr: doublePrecision("bmr").notNull(),
    maintenanceCalories: doublePrecision("maintenance_calories").notNull(),
    caloriesPassive: doublePrecision("calories_passive").notNull(),
    caloriesAggressive: doublePrecision("calories_aggressive").notNull(),
    timeToGoalPassive: doublePrecision("time_to_goal_passive").notNull(),
    timeToGoalAggressive: doublePrecision("time_to_goal_aggressive").notNull(),
    proteinPassive: doublePrecision("protein_passive").notNull(),
    carbsPassive: doublePrecision("carbs_passive").notNull(),
    fatPassive: doublePrecision("fat_passive").notNull(),
    proteinAggressive: doublePrecision("protein_aggressive").notNull(),
    carbsAggressive: doublePrecision("carbs_aggressive").notNull(),
    fatAggressive: doublePrecision("fat_aggressive").notNull(),
    waterIntake: doublePrecision("water_intake").notNull(),
    sodiumIntake: doublePrecision("sodium_intake").notNull(),
    cholesterolIntake: doublePrecision("cholesterol_intake").notNull(),
    fiberIntake: doublePrecision("fiber_intake").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index("metric_entries_user_idx").on(t.userId, t.entryDate)],
);
