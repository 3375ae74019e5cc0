/**
 * Splits an ingredient name for display in Your Kitchen into a base name and modifiers
 * (spec §2: parenthesised text, comma parts, known leading descriptors, method, brand).
 * The structural split (brackets, commas, method, brand) is the ingredient-line parser's own
 * splitIngredientName; this adds the words that only describe how a kept item comes, so the
 * list reads "black beans · canned" rather than under C.
 * "fresh basil, chopped (about 1 cup)" → base "basil", modifiers ["about 1 cup", "fresh", "chopped"].
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

export function splitIngredientDisplayName(name: string, extras: { method?: string | null; brand?: string | null } = {}): IngredientDisplayName {
  const parts = splitIngredientName(name.replace(/\s+/g, " ").trim());
  const words = parts.name.split(" ").filter(Boolean);
  const leading: string[] = [];
  while (words.length > 1 && (LEADING_DESCRIPTORS.has(lower(words[0])) || METHODS.has(lower(words[0])))) leading.push(words.shift() as string);
  const trailing: string[] = [];
  while (words.length > 1 && METHODS.has(lower(words.at(-1)))) trailing.unshift(words.pop() as string);

  const modifiers = [
    ...parts.modifiers.map((m) => m.replace(/^\((.*)\)$/, "$1").trim()),
    ...leading,
    ...trailing,
    parts.method,
    parts.brand,
    extras.method?.trim(),
    extras.brand?.trim(),
  ].filter((m): m is string => Boolean(m));
  const base = words.join(" ") || parts.name || name.trim();
  return { base, modifiers: [...new Set(modifiers)] };
}
