import { round2 } from "../common/rounding";
import { displayUnit } from "../recipes/scaling";

/** Defaults of the grocery-delivery link (spec §9). */
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
};

export interface ShoppingItem {
  name: string;
  quantity: number | null;
  unit: string | null;
  brand: string | null;
}

export interface InstacartLineItem {
  name: string;
  quantity: number;
  unit: string;
  display_text: string;
}

/** What a person reads for an item: "1.5 cups flour (King Arthur)", "1 cup milk", "salt". */
export function itemDisplayText(item: ShoppingItem): string {
  // A count of plain units reads best without the word: "2 eggs" is "2 egg", not "2 units egg".
  const unit = item.unit && item.unit !== "units" && item.quantity !== null ? displayUnit(item.quantity, item.unit) : "";
  const amount = item.quantity === null ? "" : `${round2(item.quantity)} ${unit}`.trim();
  const brand = item.brand ? ` (${item.brand})` : "";
  return `${amount ? `${amount} ` : ""}${item.name}${brand}`;
}

/** One Instacart line item per item sent; an item without a number is asked for once, "each". */
export function toInstacartLineItem(item: ShoppingItem): InstacartLineItem {
  return {
    name: item.name,
    quantity: item.quantity === null ? 1 : round2(item.quantity),
    unit: (item.unit && INSTACART_UNITS[item.unit]) ?? "each",
    display_text: itemDisplayText(item),
  };
}
