import { TRPCError } from "@trpc/server";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { shoppingLists, type Db } from "@simmer/db";
import { itemDisplayText } from "@simmer/domain";
import { CART_MESSAGES, type TSharedList, type TShoppingListPage } from "@simmer/contracts";
import type { AppConfig } from "../trpc/context";

/** How many live shared pages the owner's list shows, newest first. */
const LISTED_LIMIT = 100;

/** The origin links start with; refused when the request's host could not be trusted. */
export function linkOrigin(config: AppConfig): string {
  if (!config.publicUrl) throw new TRPCError({ code: "BAD_REQUEST", message: CART_MESSAGES.linkHostInvalid });
  return config.publicUrl;
}

export function sharedListUrl(origin: string, token: string): string {
  return `${origin}/shopping-list/${token}`;
}

interface StoredItem {
  name?: unknown;
  quantity?: unknown;
  unit?: unknown;
  brand?: unknown;
  uid?: unknown;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * A shared page, readable by anyone holding the link until it expires or its owner stops sharing
 * it. Every item's text is written afresh from the stored amount, so a page always reads the way
 * the list does today. A missing, expired or withdrawn page gives one answer that reveals nothing.
 */
export async function get(db: Db, token: string): Promise<TShoppingListPage> {
  const [row] = await db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.token, token), gt(shoppingLists.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: CART_MESSAGES.noLongerShared });
  const stored = Array.isArray(row.items) ? (row.items as StoredItem[]) : [];
  return {
    title: row.title,
    instructions: Array.isArray(row.instructions) ? row.instructions.filter((line): line is string => typeof line === "string") : [],
    items: stored.map((item) => {
      const line = {
        name: text(item.name) ?? "",
        quantity: typeof item.quantity === "number" ? item.quantity : null,
        unit: text(item.unit),
        brand: text(item.brand),
      };
      return { name: line.name, display_text: itemDisplayText(line), quantity: line.quantity, unit: line.unit, uid: text(item.uid), in_basket: false };
    }),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The user's pages that are still shared, newest first, with their links. */
export async function list(db: Db, config: AppConfig, userId: number): Promise<{ lists: TSharedList[] }> {
  const origin = linkOrigin(config);
  const rows = await db
    .select({
      token: shoppingLists.token,
      title: shoppingLists.title,
      itemCount: sql<number>`jsonb_array_length(${shoppingLists.items})`.mapWith(Number),
      createdAt: shoppingLists.createdAt,
      expiresAt: shoppingLists.expiresAt,
    })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.userId, userId), gt(shoppingLists.expiresAt, new Date())))
    .orderBy(desc(shoppingLists.createdAt), desc(shoppingLists.id))
    .limit(LISTED_LIMIT);
  return {
    lists: rows.map((row) => ({
      token: row.token,
      url: sharedListUrl(origin, row.token),
      title: row.title,
      item_count: row.itemCount,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
  };
}

/** Withdraws one of the user's pages: the row goes, so the link shows nothing from now on. */
export async function remove(db: Db, userId: number, token: string): Promise<{ message: string }> {
  const removed = await db
    .delete(shoppingLists)
    .where(and(eq(shoppingLists.token, token), eq(shoppingLists.userId, userId)))
    .returning({ id: shoppingLists.id });
  if (removed.length === 0) throw new TRPCError({ code: "NOT_FOUND", message: CART_MESSAGES.sharedListNotFound });
  return { message: CART_MESSAGES.noLongerShared };
}
