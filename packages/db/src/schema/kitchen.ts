import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { equipment, ingredients } from "./recipes";

/** The equipment a user owns: a set of catalogue ids. */
export const userEquipment = pgTable(
  "user_equipment",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    equipmentId: integer("equipment_id")
      .notNull()
      .references(() => equipment.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.equipmentId] })],
);

/** The ingredients a user owns: a set of catalogue ids. */
export const userIngredients = pgTable(
  "user_ingredients",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ingredientId: integer("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ingredientId] }), index("user_ingredients_ingredient_idx").on(t.ingredientId)],
);
