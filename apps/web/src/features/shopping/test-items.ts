import type { TShoppingItem } from "@simmer/contracts";

/** A list item for the shopping tests: a recipe's line, unticked, at version 0, unless told otherwise. */
export function shoppingItem(uid: string, over: Partial<TShoppingItem> = {}): TShoppingItem {
  return {
    uid,
    name: uid,
    ingredient_id: 1,
    quantity: 1,
    unit: null,
    display_text: `1 ${uid}`,
    note: null,
    recipes: [],
    section: "produce",
    in_basket: false,
    version: 0,
    source: "recipe",
    ...over,
  };
}
