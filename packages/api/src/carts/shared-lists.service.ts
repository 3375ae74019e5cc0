import { TRPCError } from "@trpc/server";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { groceryIngredients, shoppingLists, type Db } from "@simmer/db";
import { breakdownText, findShared, loadItems, lockList, noLongerShared, ownerUnitSystem } from "../grocery";
import { SHOPPING_LINK_DEFAULTS, itemDisplayText } from "@simmer/domain";
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

/**
 * A shared page, readable by anyone holding the link until it expires or its owner stops sharing
 * it. Every item's text is written afresh from the stored amount, so a page always reads the way
 * the list does today, and each item shows whether it is in the owner's basket now: an item
 * still on the owner's list carries its uid to tick; one already bought shows ticked, without a
 * uid. A missing, expired or withdrawn page gives one answer that reveals nothing.
 */
const INSTACART_ONLY = new Set<string>(SHOPPING_LINK_DEFAULTS.instructions);

/**
 * The instructions Simmer's page shows: what the owner wrote. Lists shared before ADR 119 stored
 * Instacart's default lines for its shoppers, which mean nothing here, so they are left out.
 */
function simmerPageInstructions(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((line): line is string => typeof line === "string" && !INSTACART_ONLY.has(line));
}

export async function get(db: Db, token: string): Promise<TShoppingListPage> {
  const shared = await findShared(db, token);
  if (!shared) throw noLongerShared();
  const { row, items, uids } = shared;
  const [live, bought, system] = await Promise.all([
    loadItems(db, row.userId, [...uids]),
    boughtUids(db, row.userId, [...uids]),
    ownerUnitSystem(db, row.userId),
  ]);
  const state = new Map(live.map((item) => [item.uid, item]));
  return {
    title: row.title,
    instructions: simmerPageInstructions(row.instructions),
    items: items.map((item) => {
      const current = item.uid === null ? undefined : state.get(item.uid);
      return {
        name: item.name,
        display_text: itemDisplayText(item, system),
        breakdown_text: current ? breakdownText(current, system) : null,
        quantity: item.quantity,
        unit: item.unit,
        uid: current ? current.uid : null,
        in_basket: current ? current.inBasket : item.uid !== null && bought.has(item.uid),
        version: current?.version ?? 0,
      };
    }),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Of these uids, the owner's grocery lines already bought (owned). */
async function boughtUids(db: Db, userId: number, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .select({ uid: groceryIngredients.uid })
    .from(groceryIngredients)
    .where(and(eq(groceryIngredients.userId, userId), eq(groceryIngredients.owned, true), inArray(groceryIngredients.uid, uids)));
  return new Set(rows.map((r) => r.uid));
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
  // Under the owner's shopping lock, so no tick from the page lands once this returns (ADR 093).
  const removed = await db.transaction(async (tx) => {
    await lockList(tx as unknown as Db, userId);
    return tx
      .delete(shoppingLists)
      .where(and(eq(shoppingLists.token, token), eq(shoppingLists.userId, userId)))
      .returning({ id: shoppingLists.id });
  });
  if (removed.length === 0) throw new TRPCError({ code: "NOT_FOUND", message: CART_MESSAGES.sharedListNotFound });
  return { message: CART_MESSAGES.noLongerShared };
}
