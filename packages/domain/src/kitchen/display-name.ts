/**
 * Splits an ingredient name for display in Your Kitchen into a base name and modifiers
 * (docs/product.md#kitchen: parenthesised text, comma parts, known leading descriptors, method, brand).
 * The structural split (brackets, commas, method, brand) is the ingredient-line parser's own
 * splitIngredientName; this adds the words that only describe how a kept item comes, so the
 * list reads "black beans · canned" rather than under C.
 * "fresh basil, chopped (about 1 cup)" → base "basil", modifiers ["fresh", "about 1 cup", "chopped"].
 */
import { METHOD_WORDS as METHODS, splitIngredientName } from "../foods/ingredient-line";

const LEADING_DESCRIPTORS = new Set([
  "fresh",
  "freshly",
  "dried",
  "frozen",
  "canned",
  "large",
  "medium",
  "small",
  "extra-large",
  "whole",
  "raw",
  "cooked",
  "ripe",
  "organic",
  "boneless",
  "skinless",
  "unsalted",
  "salted",
  "low-fat",
  "nonfat",
  "reduced-fat",
  "light",
  "lean",
  "extra",
  "virgin",
  "hot",
  "cold",
  "warm",
  "softened",
  "melted",
  "packed",
  "heaping",
  "finely",
  "coarsely",
  "thinly",
  "roughly",
]);

export interface IngredientDisplayName {
  base: string;
  modifiers: string[];
}

const lower = (word: string | undefined) => (word ?? "").toLowerCase();

export function splitIngredientDisplayName(
  name: string,
  extras: { method?: string | null; brand?: string | null } = {},
): IngredientDisplayName {
  const parts = splitIngredientName(name.replace(/\s+/g, " ").trim());
  const nameWords = parts.name.split(" ").filter(Boolean);
  const leading: string[] = [];
  while (nameWords.length > 1 && (LEADING_DESCRIPTORS.has(lower(nameWords[0])) || METHODS.has(lower(nameWords[0]))))
    leading.push(nameWords.shift() as string);
  const trailing: string[] = [];
  while (nameWords.length > 1 && METHODS.has(lower(nameWords.at(-1)))) trailing.unshift(nameWords.pop() as string);

  // Read in the order a person would: how it comes ("fresh"), then notes in brackets, then the rest.
  const bracketed = parts.modifiers.filter((m) => m.startsWith("("));
  const words = parts.modifiers.filter((m) => !m.startsWith("("));
  const modifiers = [
    ...words,
    ...leading,
    ...bracketed.map((m) => m.slice(1, -1).trim()),
    ...trailing,
    parts.method,
    parts.brand,
    extras.method?.trim(),
    extras.brand?.trim(),
  ].filter((m): m is string => Boolean(m));
  const base = nameWords.join(" ") || parts.name || name.trim();
  return { base, modifiers: [...new Set(modifiers)] };
}
