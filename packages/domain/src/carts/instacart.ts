import { buyableAmount, shoppingLineText, type ShoppingLine } from "./buyable";

/** Defaults of the grocery-delivery link (docs/product.md#instacart). */
export const SHOPPING_LINK_DEFAULTS = {
  expiresInDays: 30,
  instructions: ["Please select your preferred store.", "Choose organic products where available."],
  enablePantryItems: true,
} as const;

/** 'Grocery List - date time' with a local-looking YYYY-MM-DD HH:MM stamp. */
export function defaultShoppingListTitle(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `Grocery List - ${date} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

const INSTACART_UNITS: Record<string, string> = {
  units: "each",
  slices: "slice",
  cups: "cup",
  gallons: "gallon",
  pints: "pint",
  quarts: "quart",
  tablespoons: "tablespoon",
  teaspoons: "teaspoon",
  grams: "gram",
  kilograms: "kilogram",
  ounces: "ounce",
  pounds: "pound",
  bunches: "bunch",
  cans: "can",
  milliliters: "milliliter",
  liters: "liter",
  "fluid ounces": "fl oz",
  cloves: "clove",
  packages: "package",
};

export type ShoppingItem = ShoppingLine;

export interface InstacartLineItem {
  name: string;
  quantity: number;
  unit: string;
  display_text: string;
}

/** What a person reads for an item: "1½ cups flour (King Arthur)", "1 can tomatoes", "salt". */
export function itemDisplayText(item: ShoppingItem): string {
  return shoppingLineText(item);
}

/**
 * One Instacart line item per item sent, asking for what the list shows (1 can, not 0.25 cans);
 * an item without a number is asked for once, "each".
 */
export function toInstacartLineItem(item: ShoppingItem): InstacartLineItem {
  return {
    name: item.name,
    quantity: buyableAmount(item.quantity, item.unit)?.quantity ?? 1,
    unit: (item.unit && INSTACART_UNITS[item.unit]) ?? "each",
    display_text: itemDisplayText(item),
  };
}
