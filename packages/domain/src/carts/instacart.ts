import type { UnitSystem } from "../foods/amount-format";
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
  pieces: "each",
};

export type ShoppingItem = ShoppingLine;

export interface InstacartLineItem {
  name: string;
  quantity: number;
  unit: string;
  display_text: string;
}

/**
 * What a person reads for an item, in the list owner's unit system: "1½ cups flour (King Arthur)",
 * "1 can tomatoes", "480 milliliters milk", "salt".
 */
export function itemDisplayText(item: ShoppingItem, system?: UnitSystem): string {
  return shoppingLineText(item, system);
}

/**
 * One Instacart line item per item sent, asking for what the list shows in the owner's system
 * (1 can, not 0.25 cans; 480 milliliters for a metric kitchen's 2 cups); an item without a number,
 * or in a unit Instacart has no word for, is asked for as the list shows it, "each".
 */
export function toInstacartLineItem(item: ShoppingItem, system?: UnitSystem): InstacartLineItem {
  const amount = buyableAmount(item.quantity, item.unit, system);
  const display_text = itemDisplayText(item, system);
  if (amount?.unit === "deciliters") return { name: item.name, quantity: amount.quantity * 100, unit: "milliliter", display_text };
  const unit = amount?.unit ? INSTACART_UNITS[amount.unit] : undefined;
  if (!amount || !unit) return { name: item.name, quantity: 1, unit: "each", display_text };
  return { name: item.name, quantity: amount.quantity, unit, display_text };
}
