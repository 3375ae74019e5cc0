import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { ingredients } from "./recipes";

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const userId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Shopping mode's per-person counter: +1 on every change to the list; its row also serialises writes. */
export const shoppingStates = pgTable("shopping_states", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  listVersion: integer("list_version").notNull().default(0),
});

/** Something a person added to the list by hand: free text, or a name the kitchen knows. */
export const shoppingAddedItems = pgTable(
  "shopping_added_items",
  {
    userId: userId(),
    uid: uuid("uid").notNull(),
    name: text("name").notNull(),
    note: text("note"),
    ingredientId: integer("ingredient_id").references(() => ingredients.id, { onDelete: "set null" }),
    foodNdbNo: text("food_ndb_no"),
    inBasket: boolean("in_basket").notNull().default(false),
    basketAt: at("basket_at"),
    /** Who ticked it, for "ticked by Sam" in a household (ADR 127); null when nobody is known. */
    basketBy: integer("basket_by").references(() => users.id, { onDelete: "set null" }),
    section: text("section"),
    sectionAt: at("section_at"),
    version: integer("version").notNull().default(1),
    createdAt: at("created_at")
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.uid] }), index("shopping_added_items_user_idx").on(t.userId, t.createdAt)],
);

/**
 * An item that left the list (removed, or gone at a regeneration or Done shopping): a late
 * change to it from an offline device is answered "gone" and never brings it back (ADR 092).
 */
export const shoppingTombstones = pgTable(
  "shopping_tombstones",
  {
    userId: userId(),
    uid: uuid("uid").notNull(),
    goneAt: at("gone_at")
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.uid] }), index("shopping_tombstones_gone_idx").on(t.userId, t.goneAt)],
);

/** Command ids already applied, so a retried command is answered "duplicate" (ADR 091). */
export const shoppingCommands = pgTable(
  "shopping_commands",
  {
    userId: userId(),
    id: uuid("id").notNull(),
    appliedAt: at("applied_at")
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index("shopping_commands_applied_idx").on(t.userId, t.appliedAt)],
);

/** The section a person chose for an ingredient (or a free text), used on every later list. */
export const shoppingSections = pgTable(
  "shopping_sections",
  {
    userId: userId(),
    key: text("key").notNull(),
    section: text("section").notNull(),
    updatedAt: at("updated_at")
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Done shopping, once per id: a retry answers what the first call did (ADR 091). */
export const shoppingFinishes = pgTable(
  "shopping_finishes",
  {
    userId: userId(),
    id: uuid("id").notNull(),
    addedToKitchen: integer("added_to_kitchen").notNull(),
    cleared: integer("cleared").notNull(),
    createdAt: at("created_at")
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);
