import { STORE_SECTIONS } from "@simmer/domain";
import type { TShoppingCommand, TShoppingItem, TStoreSection } from "@simmer/contracts";

/** The store's sections in the order a shop is usually walked; "other" comes last. */
export const SECTION_ORDER: readonly TStoreSection[] = STORE_SECTIONS;

export const SECTION_LABELS: Record<TStoreSection, string> = {
  produce: "Produce",
  "dairy and eggs": "Dairy & eggs",
  "meat and fish": "Meat & fish",
  bakery: "Bakery",
  pantry: "Pantry",
  spices: "Spices",
  frozen: "Frozen",
  other: "Other",
};

export interface ShoppingItemView extends TShoppingItem {
  /** A change to this item is still waiting to reach the server. */
  waiting: boolean;
}

/** An item typed in on this device that the server has not answered for yet. */
function addedItem(command: Extract<TShoppingCommand, { type: "add" }>): TShoppingItem {
  return {
    uid: command.uid,
    name: command.name,
    ingredient_id: null,
    quantity: null,
    unit: null,
    display_text: command.name,
    note: command.note ?? null,
    recipes: [],
    section: "other",
    in_basket: false,
    version: 0,
    source: "added",
  };
}

/**
 * What the device shows: the last list the server sent, with every change still in the outbox
 * applied on top, in order. A change for an item the list no longer holds changes nothing.
 */
export function applyPending(items: readonly TShoppingItem[], pending: readonly TShoppingCommand[]): ShoppingItemView[] {
  const shown = new Map<string, ShoppingItemView>(items.map((item) => [item.uid, { ...item, waiting: false }]));
  for (const command of pending) {
    const item = shown.get(command.uid);
    if (command.type === "add") {
      if (!item) shown.set(command.uid, { ...addedItem(command), waiting: true });
      continue;
    }
    if (!item) continue;
    if (command.type === "remove") shown.delete(command.uid);
    else if (command.type === "move") shown.set(command.uid, { ...item, section: command.section, waiting: true });
    // Who ticked it is the server's word; until it answers, the row names no one.
    else shown.set(command.uid, { ...item, in_basket: command.type === "tick", ticked_by: null, waiting: true });
  }
  return [...shown.values()];
}

export interface SectionGroup {
  section: TStoreSection;
  label: string;
  items: ShoppingItemView[];
}

export interface ShoppingView {
  /** Sections holding something still to find, in store order, each in list order. */
  toFind: SectionGroup[];
  /** Ticked items, sunk below every section, in list order. */
  inBasket: ShoppingItemView[];
}

/** Groups the list for the aisle: what is left to find by section, then what is already in the basket. */
export function groupForShopping(items: readonly ShoppingItemView[]): ShoppingView {
  const bySection = new Map<TStoreSection, ShoppingItemView[]>();
  const inBasket: ShoppingItemView[] = [];
  for (const item of items) {
    if (item.in_basket) {
      inBasket.push(item);
      continue;
    }
    const section = SECTION_ORDER.includes(item.section) ? item.section : "other";
    bySection.set(section, [...(bySection.get(section) ?? []), item]);
  }
  const toFind = SECTION_ORDER.filter((section) => bySection.has(section)).map((section) => ({
    section,
    label: SECTION_LABELS[section],
    items: bySection.get(section) ?? [],
  }));
  return { toFind, inBasket };
}
