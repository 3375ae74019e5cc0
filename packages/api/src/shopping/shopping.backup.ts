import { asc, eq, inArray } from "drizzle-orm";
import {
  ingredients,
  shoppingAddedItems,
  shoppingCommands,
  shoppingFinishes,
  shoppingSections,
  shoppingStates,
  shoppingTombstones,
  type Db,
} from "@simmer/db";
import { isStoreSection, sectionMemoryKey, type StoreSection } from "@simmer/domain";
import { archiveDocument, type DomainBackup, BACKUP_ENTRIES, ZBackupShopping, archivedItemState, restoredDate } from "../backup";
import { kitchenIdsFor } from "../recipes";

/** Items added by hand and remembered sections, by names rather than this database's ids. */
async function readShopping(db: Db, userId: number) {
  const added = await db
    .select({ row: shoppingAddedItems, ingredient: ingredients.name })
    .from(shoppingAddedItems)
    .leftJoin(ingredients, eq(ingredients.id, shoppingAddedItems.ingredientId))
    .where(eq(shoppingAddedItems.userId, userId))
    .orderBy(asc(shoppingAddedItems.createdAt), asc(shoppingAddedItems.uid));
  const remembered = await db.select().from(shoppingSections).where(eq(shoppingSections.userId, userId)).orderBy(asc(shoppingSections.key));
  const ids = remembered.flatMap((r) => (r.key.startsWith("i:") ? [Number(r.key.slice(2))] : []));
  const names = new Map(
    (ids.length
      ? await db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients).where(inArray(ingredients.id, ids))
      : []
    ).map((r) => [r.id, r.name]),
  );
  const doc = {
    added: added.map(({ row, ingredient }) => ({
      name: row.name,
      note: row.note,
      ingredient,
      ...archivedItemState(row),
      created_at: row.createdAt.toISOString(),
    })),
    sections: remembered.flatMap((r): Array<{ ingredient: string | null; text: string | null; section: StoreSection }> => {
      if (!isStoreSection(r.section)) return [];
      if (r.key.startsWith("t:")) return [{ ingredient: null, text: r.key.slice(2), section: r.section }];
      const name = names.get(Number(r.key.slice(2)));
      return name ? [{ ingredient: name, text: null, section: r.section }] : [];
    }),
  };
  return { doc, counts: { shopping: doc.added.length + doc.sections.length } };
}

const SYNC_BOOKKEEPING = "Shopping mode's sync bookkeeping only matters to the devices that synced with the old account (ADR 091).";

/**
 * Shopping mode: items added by hand (each with a new uid on restore) and remembered sections,
 * their ingredients found by name as everywhere in a restore.
 */
export const shoppingBackup: DomainBackup = {
  domain: "shopping",
  carries: [shoppingAddedItems, shoppingSections],
  leavesOut: [
    { table: shoppingStates, why: SYNC_BOOKKEEPING },
    { table: shoppingCommands, why: SYNC_BOOKKEEPING },
    { table: shoppingTombstones, why: SYNC_BOOKKEEPING },
    { table: shoppingFinishes, why: SYNC_BOOKKEEPING },
  ],
  holdsData: [shoppingAddedItems.userId],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.shopping,
      schema: ZBackupShopping,
      read: readShopping,
      async restore({ tx, userId, counts }, doc) {
        const names = [
          ...new Set([
            ...doc.added.flatMap((a) => (a.ingredient ? [a.ingredient] : [])),
            ...doc.sections.flatMap((s) => (s.ingredient ? [s.ingredient] : [])),
          ]),
        ];
        const ids = await kitchenIdsFor(tx, "ingredients", names, userId);
        if (doc.added.length > 0) {
          await tx.insert(shoppingAddedItems).values(
            doc.added.map((item) => ({
              userId,
              uid: crypto.randomUUID(),
              name: item.name,
              note: item.note,
              ingredientId: item.ingredient ? (ids.get(item.ingredient) ?? null) : null,
              foodNdbNo: item.food_ndb_no,
              inBasket: item.in_basket,
              basketAt: restoredDate(item.basket_at),
              section: item.section,
              sectionAt: restoredDate(item.section_at),
              version: item.version,
              createdAt: new Date(item.created_at),
            })),
          );
        }
        const remembered = new Map<string, string>();
        for (const entry of doc.sections) {
          const ingredientId = entry.ingredient ? (ids.get(entry.ingredient) ?? null) : null;
          if (ingredientId !== null) remembered.set(sectionMemoryKey({ ingredientId, name: "" }), entry.section);
          else if (entry.text) remembered.set(sectionMemoryKey({ ingredientId: null, name: entry.text }), entry.section);
        }
        if (remembered.size > 0)
          await tx.insert(shoppingSections).values([...remembered].map(([key, section]) => ({ userId, key, section })));
        counts.shopping = doc.added.length + remembered.size;
      },
    }),
  ],
};
