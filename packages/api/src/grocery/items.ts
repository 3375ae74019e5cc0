import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { groceryIngredients, shoppingAddedItems, shoppingSections, shoppingStates, shoppingTombstones, users, type Db } from "@simmer/db";
import {
  foodNamesAll,
  groceryPartsText,
  isStoreSection,
  readGroceryParts,
  itemDisplayText,
  sectionForFood,
  sectionMemoryKey,
  type StoredGroceryPart,
  type StoreSection,
  type UnitSystem,
} from "@simmer/domain";
import type { TShoppingItem } from "@simmer/contracts";
import { foodIndexFor } from "../foods";

/** One item's stored state, whichever table holds it. Times are milliseconds since the epoch. */
export interface StoredItem {
  uid: string;
  source: "recipe" | "added";
  name: string;
  ingredientId: number | null;
  quantity: number | null;
  unit: string | null;
  brand: string | null;
  note: string | null;
  recipes: string[];
  /** Each recipe's part of a merged line (ADR 131); empty for an item added by hand. */
  parts: StoredGroceryPart[];
  foodNdbNo: string | null;
  inBasket: boolean;
  basketAt: number | null;
  /** Who ticked it (ADR 127); null when unticked, ticked through a shared link, or before households. */
  basketBy: number | null;
  section: StoreSection | null;
  sectionAt: number | null;
  version: number;
}

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** The fields the merge rule reads, as stored. */
function mergeState(row: {
  inBasket: boolean;
  basketAt: Date | null;
  basketBy: number | null;
  section: string | null;
  sectionAt: Date | null;
  version: number;
}) {
  return {
    inBasket: row.inBasket,
    basketAt: ms(row.basketAt),
    basketBy: row.basketBy,
    section: isStoreSection(row.section) ? row.section : null,
    sectionAt: ms(row.sectionAt),
    version: row.version,
  };
}

const lineColumns = {
  uid: groceryIngredients.uid,
  name: groceryIngredients.ingredientName,
  ingredientId: groceryIngredients.ingredientId,
  quantity: groceryIngredients.quantity,
  unit: groceryIngredients.unit,
  brand: groceryIngredients.brand,
  recipes: groceryIngredients.recipes,
  parts: groceryIngredients.parts,
  foodNdbNo: groceryIngredients.foodNdbNo,
  inBasket: groceryIngredients.inBasket,
  basketAt: groceryIngredients.basketAt,
  basketBy: groceryIngredients.basketBy,
  section: groceryIngredients.section,
  sectionAt: groceryIngredients.sectionAt,
  version: groceryIngredients.version,
};

function fromLine(row: Awaited<ReturnType<typeof selectLines>>[number]): StoredItem {
  return {
    uid: row.uid,
    source: "recipe",
    name: row.name,
    ingredientId: row.ingredientId,
    quantity: row.quantity,
    unit: row.unit,
    brand: row.brand,
    note: null,
    recipes: Array.isArray(row.recipes) ? row.recipes.filter((title): title is string => typeof title === "string") : [],
    parts: readGroceryParts(row.parts),
    foodNdbNo: row.foodNdbNo,
    ...mergeState(row),
  };
}

function fromAdded(row: typeof shoppingAddedItems.$inferSelect): StoredItem {
  return {
    uid: row.uid,
    source: "added",
    name: row.name,
    ingredientId: row.ingredientId,
    quantity: null,
    unit: null,
    brand: null,
    note: row.note,
    recipes: [],
    parts: [],
    foodNdbNo: row.foodNdbNo,
    ...mergeState(row),
  };
}

/** The needed lines of the person's grocery list (optionally only these uids), in list order. */
function selectLines(db: Db, userId: number, uids?: readonly string[]) {
  return db
    .select(lineColumns)
    .from(groceryIngredients)
    .where(
      and(
        eq(groceryIngredients.userId, userId),
        eq(groceryIngredients.owned, false),
        uids ? inArray(groceryIngredients.uid, [...uids]) : undefined,
      ),
    )
    .orderBy(asc(groceryIngredients.position), asc(groceryIngredients.id));
}

function selectAdded(db: Db, userId: number, uids?: readonly string[]) {
  return db
    .select()
    .from(shoppingAddedItems)
    .where(and(eq(shoppingAddedItems.userId, userId), uids ? inArray(shoppingAddedItems.uid, [...uids]) : undefined))
    .orderBy(asc(shoppingAddedItems.createdAt), asc(shoppingAddedItems.uid));
}

/**
 * The items on the person's shopping list: needed recipe lines, then items added by hand. With
 * `uids`, only those (another person's uid is simply not found).
 */
export async function loadItems(db: Db, userId: number, uids?: readonly string[]): Promise<StoredItem[]> {
  if (uids && uids.length === 0) return [];
  const [lines, added] = await Promise.all([selectLines(db, userId, uids), selectAdded(db, userId, uids)]);
  return [...lines.map(fromLine), ...added.map(fromAdded)];
}

/** The sections the person chose for ingredients and free texts, by memory key. */
export async function loadSectionMemory(db: Db, userId: number): Promise<Map<string, StoreSection>> {
  const rows = await db
    .select({ key: shoppingSections.key, section: shoppingSections.section })
    .from(shoppingSections)
    .where(eq(shoppingSections.userId, userId));
  const memory = new Map<string, StoreSection>();
  for (const row of rows) if (isStoreSection(row.section)) memory.set(row.key, row.section);
  return memory;
}

export async function listVersionOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ version: shoppingStates.listVersion }).from(shoppingStates).where(eq(shoppingStates.userId, userId));
  return row?.version ?? 0;
}

/**
 * Takes the person's shopping lock for the rest of the transaction: writes to one person's list
 * (commands, Done shopping, regeneration) run one after another, in the order they arrive.
 */
export async function lockList(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .insert(shoppingStates)
    .values({ userId, listVersion: 0 })
    .onConflictDoUpdate({ target: shoppingStates.userId, set: { listVersion: sql`${shoppingStates.listVersion}` } })
    .returning({ version: shoppingStates.listVersion });
  return row?.version ?? 0;
}

/** Marks uids as gone from the list for good: a late change to one answers "gone" (ADR 092). */
export async function bury(tx: Db, userId: number, uids: readonly string[]): Promise<void> {
  if (uids.length === 0) return;
  await tx
    .insert(shoppingTombstones)
    .values(uids.map((uid) => ({ userId, uid })))
    .onConflictDoNothing();
}

export async function saveListVersion(tx: Db, userId: number, version: number): Promise<void> {
  await tx.update(shoppingStates).set({ listVersion: version }).where(eq(shoppingStates.userId, userId));
}

/**
 * The unit system the list's owner reads amounts in (ADR 126): the texts written for their list,
 * shopping mode and shared pages follow it (ADR 132). Not chosen yet reads US, as before.
 */
export async function ownerUnitSystem(db: Db, userId: number): Promise<UnitSystem> {
  const [row] = await db.select({ unitSystem: users.unitSystem }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.unitSystem === "metric" ? "metric" : "us";
}

/**
 * A merged line's per-recipe breakdown in the owner's system ("Soup: 1 · Salad: 100 grams"), as
 * the grocery list shows it; null for a line one recipe needs alone (ADR 142).
 */
export function breakdownText(item: Pick<StoredItem, "parts">, system: UnitSystem): string | null {
  return item.parts.length >= 2 ? groceryPartsText(item.parts, system) : null;
}

/** Turns stored items into what shopping mode shows, with each item's effective section. */
export async function presentItems(db: Db, userId: number, items: readonly StoredItem[]): Promise<TShoppingItem[]> {
  if (items.length === 0) return [];
  const tickers = [...new Set(items.map((i) => i.basketBy).filter((id): id is number => id !== null))];
  const [memory, foods, system, names] = await Promise.all([
    loadSectionMemory(db, userId),
    foodIndexFor(db),
    ownerUnitSystem(db, userId),
    tickerNames(db, userId, tickers),
  ]);
  const derived = (item: StoredItem): StoreSection => {
    const known = item.foodNdbNo ? foods.get(item.foodNdbNo) : undefined;
    if (known) return sectionForFood(known);
    const found = foods.search(item.name, 1)[0];
    return sectionForFood(found && foodNamesAll(item.name, found.name) ? found : null);
  };
  return items.map((item) => ({
    uid: item.uid,
    name: item.name,
    ingredient_id: item.ingredientId,
    quantity: item.quantity,
    unit: item.unit,
    display_text: itemDisplayText({ name: item.name, quantity: item.quantity, unit: item.unit, brand: item.brand }, system),
    note: item.note,
    recipes: item.recipes,
    breakdown_text: breakdownText(item, system),
    section: item.section ?? memory.get(sectionMemoryKey(item)) ?? derived(item),
    in_basket: item.inBasket,
    ticked_by: item.inBasket && item.basketBy !== null ? (names.get(item.basketBy) ?? null) : null,
    version: item.version,
    source: item.source,
  }));
}

/**
 * The names ticks are shown with ("ticked by sam"): the part of each ticker's email before the
 * @, on a household's list and for its members only (ADR 127). A person's own list names nobody,
 * and neither does a tick by someone who has left.
 */
async function tickerNames(db: Db, listOwner: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        sql`${users.id} in (select o.user_id from household_members o join households h on h.id = o.household_id where h.scope_user_id = ${listOwner})`,
      ),
    );
  return new Map(rows.map((r) => [r.id, r.email.split("@")[0] ?? r.email]));
}
