import type { z } from "zod";
import { shoppingAddedItems, shoppingSections, type Db } from "@simmer/db";
import { sectionMemoryKey } from "@simmer/domain";
import { kitchenIdsFor } from "../recipes";
import type { ZBackupGrocery, ZBackupShopping } from "./backup-format";

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Shopping mode's state of a restored grocery line: its basket, section and version (ADR 090). */
export function groceryLineState(line: z.infer<typeof ZBackupGrocery>[number]) {
  return {
    inBasket: line.in_basket ?? false,
    basketAt: date(line.basket_at),
    section: line.section ?? null,
    sectionAt: date(line.section_at),
    version: line.version ?? 0,
    recipes: line.recipes ?? [],
    foodNdbNo: line.food_ndb_no ?? null,
  };
}

/**
 * Writes items added by hand (each with a new uid) and remembered sections, their ingredients
 * found by name as everywhere in a restore. Command ids, tombstones and Done-shopping ids belong
 * to the devices that synced with the old account and are not carried (ADR 091).
 */
export async function writeShopping(tx: Db, userId: number, doc: z.infer<typeof ZBackupShopping>, counts: Record<string, number>) {
  const names = [...new Set([...doc.added.flatMap((a) => (a.ingredient ? [a.ingredient] : [])), ...doc.sections.flatMap((s) => (s.ingredient ? [s.ingredient] : []))])];
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
        basketAt: date(item.basket_at),
        section: item.section,
        sectionAt: date(item.section_at),
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
  if (remembered.size > 0) {
    await tx.insert(shoppingSections).values([...remembered].map(([key, section]) => ({ userId, key, section })));
  }
  counts.shopping = doc.added.length + remembered.size;
}
