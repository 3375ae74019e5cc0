import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * People who cook together (ADR 127). What they share (kitchen, carts, list, plan) is kept under
 * the household's own account, `scope_user_id`, so each shared domain keeps reading by one user id.
 */
export const households = pgTable(
  "households",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    scopeUserId: integer("scope_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex("households_scope_user_key").on(t.scopeUserId)],
);

/** A person in a household: at most one each. */
export const householdMembers = pgTable(
  "household_members",
  {
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex("household_members_user_key").on(t.userId),
    index("household_members_household_idx").on(t.householdId),
    check("household_members_role_check", sql`${t.role} in ('owner', 'member')`),
  ],
);

/** An invite link: found by the SHA-256 of its token, which is never stored. */
export const householdInvites = pgTable(
  "household_invites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex("household_invites_token_hash_key").on(t.tokenHash),
    index("household_invites_household_idx").on(t.householdId),
    check("household_invites_max_uses_check", sql`${t.maxUses} is null or ${t.maxUses} between 1 and 100`),
  ],
);
