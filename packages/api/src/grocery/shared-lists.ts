import { TRPCError } from "@trpc/server";
import { and, eq, gt } from "drizzle-orm";
import { shoppingLists, type Db } from "@simmer/db";
import { CART_MESSAGES } from "@simmer/contracts";

interface SharedItemRow {
  name?: unknown;
  quantity?: unknown;
  unit?: unknown;
  brand?: unknown;
  uid?: unknown;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The live page behind a token, or null when it is unknown, expired or withdrawn. */
export async function findShared(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.token, token), gt(shoppingLists.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const stored = Array.isArray(row.items) ? (row.items as SharedItemRow[]) : [];
  const items = stored.map((item) => ({
    name: text(item.name) ?? "",
    quantity: typeof item.quantity === "number" ? item.quantity : null,
    unit: text(item.unit),
    brand: text(item.brand),
    uid: text(item.uid),
  }));
  return { row, items, uids: new Set(items.flatMap((item) => (item.uid ? [item.uid] : []))) };
}

export function noLongerShared(): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", message: CART_MESSAGES.noLongerShared });
}
