import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** "us" or "metric"; null until the person (or their browser's locale) chooses (ADR 126). */
    unitSystem: text("unit_system"),
    /**
     * "person" for someone who signs in; "household" for the account a household's shared kitchen,
     * carts, list and plan are kept under (ADR 127). A household account never signs in.
     */
    kind: text("kind").notNull().default("person"),
    /** The visibility a new recipe of this person's starts with: "household" or "private" (ADR 127). */
    recipeVisibility: text("recipe_visibility").notNull().default("household"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_unit_system_check", sql`${t.unitSystem} in ('us', 'metric')`),
    check("users_kind_check", sql`${t.kind} in ('person', 'household')`),
    check("users_recipe_visibility_check", sql`${t.recipeVisibility} in ('household', 'private')`),
  ],
);

/**
 * One row per live sign-in (ADR 006) or personal access token (ADR 070). A credential is honoured
 * only while its row exists and has not expired, so ending one is a delete that every instance sees
 * at once. Web rows always expire; a personal token may not (`expires_at` null), is found by the
 * SHA-256 of its secret, and records when it was last used (at most once a minute).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("web"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Personal tokens only: what the person called it. */
    name: text("name"),
    /** Personal tokens only: hex SHA-256 of the whole token; the token itself is never stored. */
    secretHash: text("secret_hash"),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_idx").on(t.expiresAt),
    uniqueIndex("sessions_secret_hash_key").on(t.secretHash),
    check("sessions_kind_check", sql`${t.kind} in ('web', 'personal')`),
    check(
      "sessions_kind_shape_check",
      sql`(${t.kind} = 'web' and ${t.expiresAt} is not null and ${t.secretHash} is null and ${t.name} is null) or (${t.kind} = 'personal' and ${t.secretHash} is not null and ${t.name} is not null)`,
    ),
  ],
);
