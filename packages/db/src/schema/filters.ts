import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    filters: jsonb("filters").notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("user_filters_user_idx").on(t.userId, t.order)],
);
