import type { z } from "zod";
import { isStoreSection } from "@simmer/domain";
import type { ZBackupGrocery } from "./format";

/**
 * Shopping mode's state as the archive carries it (ADR 090), shared by a grocery line (carts) and
 * an item added by hand (shopping): the food it was matched to, its basket, section and version.
 */
export function archivedItemState(row: {
  foodNdbNo: string | null;
  inBasket: boolean;
  basketAt: Date | null;
  section: string | null;
  sectionAt: Date | null;
  version: number;
}) {
  return {
    food_ndb_no: row.foodNdbNo,
    in_basket: row.inBasket,
    basket_at: row.basketAt ? row.basketAt.toISOString() : null,
    section: isStoreSection(row.section) ? row.section : null,
    section_at: row.sectionAt ? row.sectionAt.toISOString() : null,
    version: row.version,
  };
}

export const restoredDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Shopping mode's state of a restored grocery line; a backup written before shopping mode has none. */
export function groceryLineState(line: z.infer<typeof ZBackupGrocery>[number]) {
  return {
    inBasket: line.in_basket ?? false,
    basketAt: restoredDate(line.basket_at),
    section: line.section ?? null,
    sectionAt: restoredDate(line.section_at),
    version: line.version ?? 0,
    recipes: line.recipes ?? [],
    foodNdbNo: line.food_ndb_no ?? null,
  };
}
