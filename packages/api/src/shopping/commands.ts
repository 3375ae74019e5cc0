import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import {
  groceryIngredients,
  ingredients,
  shoppingAddedItems,
  shoppingCommands,
  shoppingSections,
  shoppingTombstones,
  type Db,
} from "@simmer/db";
import { clampDeviceTime, foodNamesAll, mergeCommand, sectionMemoryKey, type StoreSection } from "@simmer/domain";
import type { TShoppingCommand, TShoppingCommandStatus } from "@simmer/contracts";
import type { FoodIndex } from "@simmer/domain";
import type { FoodRecord } from "../foods";

type Foods = FoodIndex<FoodRecord>;
import { bury, loadItems, type StoredItem } from "../grocery";

/**
 * How long a command id is remembered (and a tombstone kept). A device that comes back later
 * than this has its old commands judged again by the merge rule, which answers them the same way.
 */
export const COMMAND_MEMORY_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export interface CommandOutcome {
  id: string;
  status: TShoppingCommandStatus;
  item: StoredItem | null;
}

interface Plan {
  items: Map<string, StoredItem>;
  /** uids known to the person but not on the list: tombstones and lines already owned. */
  gone: Set<string>;
  added: Map<string, StoredItem>;
  changed: Set<string>;
  /** Stored added items to delete. */
  removed: Set<string>;
  /** Every uid removed by these commands, stored or added in the same call: each gets a tombstone. */
  buried: Set<string>;
  memory: Map<string, StoreSection>;
  recorded: string[];
}

/** The catalogue or own ingredient whose name is exactly this text, if any. */
async function matchIngredient(tx: Db, userId: number, name: string): Promise<number | null> {
  const normalised = name.trim().toLowerCase().replace(/\s+/g, " ");
  const [row] = await tx
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(and(eq(ingredients.name, normalised), or(isNull(ingredients.ownerId), eq(ingredients.ownerId, userId))))
    .orderBy(sql`${ingredients.ownerId} nulls first`)
    .limit(1);
  return row?.id ?? null;
}

const foodFor = (found: { ndbNo: string; name: string } | undefined, name: string) =>
  found && foodNamesAll(name, found.name) ? found.ndbNo : null;

async function newAddedItem(
  tx: Db,
  userId: number,
  foods: Foods,
  command: Extract<TShoppingCommand, { type: "add" }>,
): Promise<StoredItem> {
  const ingredientId = await matchIngredient(tx, userId, command.name);
  return {
    uid: command.uid,
    source: "added",
    name: command.name,
    ingredientId,
    quantity: null,
    unit: null,
    brand: null,
    note: command.note || null,
    recipes: [],
    parts: [],
    foodNdbNo: foodFor(foods.search(command.name, 1)[0], command.name),
    inBasket: false,
    basketAt: null,
    basketBy: null,
    section: null,
    sectionAt: null,
    version: 1,
  };
}

async function loadPlan(tx: Db, userId: number, commands: readonly TShoppingCommand[]): Promise<{ plan: Plan; seen: Set<string> }> {
  const ids = commands.map((c) => c.id);
  const uids = [...new Set(commands.map((c) => c.uid))];
  const [seenRows, items, tombstones, ownedLines] = await Promise.all([
    tx
      .select({ id: shoppingCommands.id })
      .from(shoppingCommands)
      .where(and(eq(shoppingCommands.userId, userId), inArray(shoppingCommands.id, ids))),
    loadItems(tx, userId, uids),
    tx
      .select({ uid: shoppingTombstones.uid })
      .from(shoppingTombstones)
      .where(and(eq(shoppingTombstones.userId, userId), inArray(shoppingTombstones.uid, uids))),
    tx
      .select({ uid: groceryIngredients.uid })
      .from(groceryIngredients)
      .where(and(eq(groceryIngredients.userId, userId), eq(groceryIngredients.owned, true), inArray(groceryIngredients.uid, uids))),
  ]);
  return {
    seen: new Set(seenRows.map((r) => r.id)),
    plan: {
      items: new Map(items.map((item) => [item.uid, item])),
      gone: new Set([...tombstones, ...ownedLines].map((r) => r.uid)),
      added: new Map(),
      changed: new Set(),
      removed: new Set(),
      buried: new Set(),
      memory: new Map(),
      recorded: [],
    },
  };
}

/** Who sends the commands: the owner's devices, or a shared link limited to its page's uids (ADR 093, 117). */
export interface CommandSource {
  /** Only these uids may be touched (a shared page's items); any other is gone. */
  allowed?: ReadonlySet<string>;
  /** How far ahead of the server the sender's clock may count (ADR 090, 117). */
  clockAheadMs?: number;
  /** The signed-in person sending them, remembered on ticks; none for a shared link. */
  actorId?: number | null;
}

async function decide(
  tx: Db,
  userId: number,
  foods: Foods,
  plan: Plan,
  command: TShoppingCommand,
  now: number,
  source: CommandSource,
): Promise<CommandOutcome> {
  const { allowed } = source;
  const current = plan.items.get(command.uid);
  const answer = (status: TShoppingCommandStatus, item: StoredItem | null = null): CommandOutcome => ({
    id: command.id,
    status,
    item: item && { ...item },
  });
  if (allowed && !allowed.has(command.uid)) return answer("gone");
  if (command.type === "add") {
    if (current) return answer("duplicate", current);
    if (plan.gone.has(command.uid)) return answer("gone");
    const item = await newAddedItem(tx, userId, foods, command);
    plan.items.set(item.uid, item);
    plan.added.set(item.uid, item);
    return answer("applied", item);
  }
  if (!current) return answer("gone");
  if (command.type === "remove") {
    // Only what was added by hand can be removed; a recipe's line stays until the list is regenerated.
    if (current.source !== "added") return answer("superseded", current);
    plan.items.delete(command.uid);
    plan.gone.add(command.uid);
    plan.buried.add(command.uid);
    if (!plan.added.delete(command.uid)) plan.removed.add(command.uid);
    plan.changed.delete(command.uid);
    return answer("applied");
  }
  const at = clampDeviceTime(Date.parse(command.at), now, source.clockAheadMs);
  const outcome = mergeCommand(
    current,
    command.type === "move" ? { type: "move", at, section: command.section } : { type: command.type, at },
  );
  if (outcome.status === "superseded") return answer("superseded", current);
  const next: StoredItem = { ...current, ...outcome.item };
  // A tick remembers who made it, for "ticked by" in a household (ADR 127).
  if (next.inBasket !== current.inBasket) next.basketBy = next.inBasket ? (source.actorId ?? null) : null;
  plan.items.set(command.uid, next);
  if (plan.added.has(command.uid)) plan.added.set(command.uid, next);
  else plan.changed.add(command.uid);
  if (command.type === "move") plan.memory.set(sectionMemoryKey(next), command.section);
  return answer("applied", next);
}

const date = (value: number | null) => (value === null ? null : new Date(value));
const stateColumns = (item: StoredItem) => ({
  inBasket: item.inBasket,
  basketAt: date(item.basketAt),
  basketBy: item.basketBy,
  section: item.section,
  sectionAt: date(item.sectionAt),
  version: item.version,
});

async function write(tx: Db, userId: number, plan: Plan, now: number): Promise<void> {
  const added = [...plan.added.values()];
  if (added.length > 0) {
    await tx.insert(shoppingAddedItems).values(
      added.map((item, i) => ({
        userId,
        uid: item.uid,
        name: item.name,
        note: item.note,
        ingredientId: item.ingredientId,
        foodNdbNo: item.foodNdbNo,
        ...stateColumns(item),
        // Items added in one call keep the order they were sent in.
        createdAt: new Date(now + i),
      })),
    );
  }
  for (const uid of plan.changed) {
    const item = plan.items.get(uid);
    if (!item) continue;
    if (item.source === "recipe") {
      await tx
        .update(groceryIngredients)
        .set(stateColumns(item))
        .where(and(eq(groceryIngredients.userId, userId), eq(groceryIngredients.uid, uid)));
    } else {
      await tx
        .update(shoppingAddedItems)
        .set(stateColumns(item))
        .where(and(eq(shoppingAddedItems.userId, userId), eq(shoppingAddedItems.uid, uid)));
    }
  }
  if (plan.removed.size > 0) {
    await tx
      .delete(shoppingAddedItems)
      .where(and(eq(shoppingAddedItems.userId, userId), inArray(shoppingAddedItems.uid, [...plan.removed])));
  }
  await bury(tx, userId, [...plan.buried]);
  for (const [key, section] of plan.memory) {
    await tx
      .insert(shoppingSections)
      .values({ userId, key, section, updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: [shoppingSections.userId, shoppingSections.key], set: { section, updatedAt: new Date(now) } });
  }
  if (plan.recorded.length > 0) {
    await tx
      .insert(shoppingCommands)
      .values(plan.recorded.map((id) => ({ userId, id, appliedAt: new Date(now) })))
      .onConflictDoNothing();
  }
}

/**
 * Applies commands to one person's list, in the given order, inside the caller's transaction
 * (which holds the person's lock). Each id is answered once; a repeat is a duplicate. `source`
 * limits a shared link to its page's uids and its clock to the server's (ADR 117). `foods` is
 * the database's food index (ADR 020), fetched outside the transaction: it is kept per database.
 */
export async function applyCommands(
  tx: Db,
  userId: number,
  foods: Foods,
  commands: readonly TShoppingCommand[],
  source: CommandSource = {},
): Promise<{ outcomes: CommandOutcome[]; applied: number }> {
  const now = Date.now();
  const horizon = new Date(now - COMMAND_MEMORY_DAYS * DAY_MS);
  await tx.delete(shoppingCommands).where(and(eq(shoppingCommands.userId, userId), lt(shoppingCommands.appliedAt, horizon)));
  await tx.delete(shoppingTombstones).where(and(eq(shoppingTombstones.userId, userId), lt(shoppingTombstones.goneAt, horizon)));

  const { plan, seen } = await loadPlan(tx, userId, commands);
  const outcomes: CommandOutcome[] = [];
  let applied = 0;
  for (const command of commands) {
    if (seen.has(command.id)) {
      const current = plan.items.get(command.uid);
      outcomes.push({ id: command.id, status: "duplicate", item: current ? { ...current } : null });
      continue;
    }
    seen.add(command.id);
    const outcome = await decide(tx, userId, foods, plan, command, now, source);
    plan.recorded.push(command.id);
    if (outcome.status === "applied") applied += 1;
    outcomes.push(outcome);
  }
  await write(tx, userId, plan, now);
  return { outcomes, applied };
}
