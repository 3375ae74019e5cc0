import { sql } from "drizzle-orm";
import {
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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { ingredients, recipes } from "./recipes";

export const carts = pgTable(
  "carts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    combined: boolean("combined").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index("carts_user_idx").on(t.userId, t.id)],
);

/** A recipe in a cart; quantity is the number of servings wanted. */
export const cartRecipes = pgTable(
  "cart_recipes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex("cart_recipes_cart_recipe_key").on(t.cartId, t.recipeId),
    index("cart_recipes_recipe_idx").on(t.recipeId),
    check("cart_recipes_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/**
 * A simple food the week plan put beside its recipes (ADR 144), in portions, carried to the cart
 * so the combined list buys it with the recipes' ingredients.
 */
export const cartFoods = pgTable(
  "cart_foods",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    food: text("food").notNull(),
    portions: doublePrecision("portions").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.food] }),
    check("cart_foods_portions_check", sql`${t.portions} > 0 and ${t.portions} <= 1000`),
  ],
);

/** The user's generated shopping list, replaced whole on each regeneration. */
/** One recipe's part of a grocery line: quantity null when the recipe gave no amount. */
export interface GroceryPartRow {
  recipe: string;
  quantity: number | null;
  unit: string | null;
}

export const groceryIngredients = pgTable(
  "grocery_ingredients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ingredientId: integer("ingredient_id").references(() => ingredients.id, { onDelete: "set null" }),
    ingredientName: text("ingredient_name").notNull(),
    brand: text("brand"),
    optional: boolean("optional").notNull().default(false),
    quantity: doublePrecision("quantity"),
    unit: text("unit"),
    sendOff: boolean("send_off").notNull().default(true),
    owned: boolean("owned").notNull().default(false),
    position: integer("position").notNull().default(0),
    /** Shopping mode's id for the line; kept across regenerations while the line stays (ADR 092). */
    uid: uuid("uid").notNull().defaultRandom(),
    /** Titles of the recipes that need this ingredient. */
    recipes: jsonb("recipes")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What each recipe needs of this line, in the unit it wrote (ADR 131). */
    parts: jsonb("parts")
      .$type<GroceryPartRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why this line was not added to the ingredient's other line; null when nothing stayed apart. */
    apart: text("apart"),
    /** The USDA food the recipes' lines match, which gives the store section. */
    foodNdbNo: text("food_ndb_no"),
    /** Ticked "in the basket", and when by the ticking device's clock (ADR 090). */
    inBasket: boolean("in_basket").notNull().default(false),
    basketAt: timestamp("basket_at", { withTimezone: true, precision: 3 }),
    /** Who ticked it, for "ticked by Sam" in a household (ADR 127); null when nobody is known. */
    basketBy: integer("basket_by").references(() => users.id, { onDelete: "set null" }),
    /** The section the person moved it to, and when; null when never moved. */
    section: text("section"),
    sectionAt: timestamp("section_at", { withTimezone: true, precision: 3 }),
    version: integer("version").notNull().default(0),
  },
  (t) => [index("grocery_ingredients_user_idx").on(t.userId, t.position), uniqueIndex("grocery_ingredients_uid_key").on(t.uid)],
);

/** A shopping list page served by this app when no delivery-service key is configured. */
export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    token: text("token").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    instructions: jsonb("instructions")
      .notNull()
      .default(sql`'[]'::jsonb`),
    items: jsonb("items")
      .notNull()
      .default(sql`'[]'::jsonb`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex("shopping_lists_token_key").on(t.token), index("shopping_lists_user_idx").on(t.userId, t.expiresAt)],
);
