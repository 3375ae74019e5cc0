import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { journalEntries } from "./journal";
import { recipes } from "./recipes";

/** A person's week plan, one per person and week; week_start is that week's Monday. */
export const plans = pgTable(
  "plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    /** The rules the last generation had to relax, as `{ rule, message }` objects. */
    relaxed: jsonb("relaxed")
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex("plans_user_week_key").on(t.userId, t.weekStart)],
);

/** One eater's share of a slot, as stored: `person_id` is a person's user id. */
export interface PlanPortionRow {
  person_id: number;
  portion: number;
  away: boolean;
  sides: Array<{ food: string; portions: number; locked: boolean }>;
}

/**
 * One meal of a planned day. A slot without a recipe is empty; a deleted recipe empties its slots.
 * leftover_day/leftover_meal name the slot whose cooking this one eats from.
 */
export const planSlots = pgTable(
  "plan_slots",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    day: smallint("day").notNull(),
    meal: text("meal").notNull(),
    recipeId: integer("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    servings: integer("servings").notNull().default(1),
    locked: boolean("locked").notNull().default(false),
    leftoverDay: smallint("leftover_day"),
    leftoverMeal: text("leftover_meal"),
    /** The journal entry 'Log as eaten' wrote; deleting that entry makes the slot loggable again. */
    journalEntryId: integer("journal_entry_id").references(() => journalEntries.id, { onDelete: "set null" }),
    /**
     * Each eater's share when the planner (or a person) set one (ADR 144): their portion in
     * servings, away or not, and the simple foods beside the recipe. Empty = equal shares.
     */
    portions: jsonb("portions")
      .$type<PlanPortionRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.day, t.meal] }),
    index("plan_slots_recipe_idx").on(t.recipeId),
    index("plan_slots_journal_idx").on(t.journalEntryId),
    check("plan_slots_day_check", sql`${t.day} between 0 and 6`),
    check("plan_slots_meal_check", sql`${t.meal} in ('Breakfast', 'Lunch', 'Dinner', 'Snack')`),
    check("plan_slots_servings_check", sql`${t.servings} between 1 and 50`),
  ],
);

/** The planner rules a person set last, remembered for every week (one row per person). */
export const planRules = pgTable("plan_rules", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  rules: jsonb("rules").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * A saved week ("Busy week"): its slots by day 0..6 and meal, with recipe ids. Applying one checks
 * each recipe is still there and visible to the person, so a template never carries a recipe out.
 */
export const planTemplates = pgTable(
  "plan_templates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slots: jsonb("slots").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex("plan_templates_user_name_key").on(t.userId, t.name), index("plan_templates_user_idx").on(t.userId, t.id)],
);
