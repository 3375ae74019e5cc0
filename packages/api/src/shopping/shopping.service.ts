import type { Db } from "@simmer/db";
import type { TShoppingApplyResult, TShoppingCommands, TShoppingItem, TShoppingList } from "@simmer/contracts";
import { foodIndexFor } from "../foods";
import { applyCommands } from "./commands";
import { listVersionOf, loadItems, lockList, presentItems, saveListVersion, type StoredItem } from "../grocery";

/** The person's shopping list as shopping mode shows it: needed recipe lines, then added items. */
export async function list(db: Db, userId: number): Promise<TShoppingList> {
  const [items, listVersion] = await Promise.all([loadItems(db, userId), listVersionOf(db, userId)]);
  return { items: await presentItems(db, userId, items), list_version: listVersion, server_time: new Date().toISOString() };
}

/** Each outcome's item the way the list shows it (null where there is none), in one pass. */
export async function presentOutcomes(
  db: Db,
  userId: number,
  outcomes: ReadonlyArray<{ item: StoredItem | null }>,
): Promise<Array<TShoppingItem | null>> {
  const shown = await presentItems(
    db,
    userId,
    outcomes.flatMap((o) => (o.item ? [o.item] : [])),
  );
  let next = 0;
  return outcomes.map((outcome) => (outcome.item ? (shown[next++] ?? null) : null));
}

/**
 * Applies a device's queued commands in order, in one transaction (ADR 090, 091): each is
 * answered applied, duplicate, superseded or gone with the item's state for the device to adopt.
 */
export async function update(
  db: Db,
  userId: number,
  input: TShoppingCommands,
  actorId: number | null = null,
): Promise<TShoppingApplyResult> {
  const foods = await foodIndexFor(db);
  const { outcomes, listVersion } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await lockList(t, userId);
    const { outcomes, applied } = await applyCommands(t, userId, foods, input.commands, { actorId });
    if (applied > 0) await saveListVersion(t, userId, before + applied);
    return { outcomes, listVersion: before + applied };
  });
  // Each outcome holds the item as it stood when its command was decided; only sections are looked up now.
  const items = await presentOutcomes(db, userId, outcomes);
  return { results: outcomes.map((o, i) => ({ id: o.id, status: o.status, item: items[i] ?? null })), list_version: listVersion };
}
