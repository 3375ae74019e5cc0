import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";
import { sqlRows } from "../recipes";

/**
 * Whose shared data a person reads and writes (ADR 127). `id` is the account the shared domains
 * (kitchen, carts, the list, shopping, the plan) key their rows by: the household's own account
 * when the person is in one, else the person's own id. `memberIds` always holds the person.
 */
export interface HouseholdScope {
  id: number;
  householdId: number | null;
  role: "owner" | "member" | null;
  memberIds: number[];
}

export const personalScope = (userId: number): HouseholdScope => ({ id: userId, householdId: null, role: null, memberIds: [userId] });

/** Read on every request, so leaving or being removed takes effect at once on every instance. */
export async function scopeOf(db: Db, userId: number): Promise<HouseholdScope> {
  const [row] = await sqlRows<{ household_id: number; scope_user_id: number; role: string; members: number[] | string }>(
    db,
    sql`select h.id as household_id, h.scope_user_id, m.role,
          (select array_agg(o.user_id order by o.user_id) from household_members o where o.household_id = h.id) as members
        from household_members m join households h on h.id = m.household_id
        where m.user_id = ${userId}`,
  );
  if (!row) return personalScope(userId);
  return {
    id: Number(row.scope_user_id),
    householdId: Number(row.household_id),
    role: row.role === "owner" ? "owner" : "member",
    memberIds: parseIntArray(row.members),
  };
}

/** PGlite answers int[] as an array, postgres.js too; a text form ("{1,2}") is read as well. */
function parseIntArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
}
