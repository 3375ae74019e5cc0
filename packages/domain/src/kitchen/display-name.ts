/**
 * Splits an ingredient name for display in Your Kitchen into a base name and modifiers
 * (spec §2: parenthesised text, comma parts, known leading descriptors, method, brand).
 * "fresh basil, chopped (about 1 cup)" → base "basil", modifiers ["fresh", "chopped", "about 1 cup"].
 */

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

const METHODS = new Set([
  "chopped",
  "diced",
  "minced",
  "sliced",
  "grated",
  "shredded",
  "crushed",
  "ground",
  "peeled",
  "cubed",
  "julienned",
  "mashed",
  "beaten",
  "sifted",
  "toasted",
  "halved",
  "quartered",
  "rinsed",
  "drained",
  "trimmed",
  "zested",
  "juiced",
  "pitted",
  "seeded",
]);

export interface IngredientDisplayName {
  base: string;
  modifiers: string[];
}

function isDescriptor(word: string): boolean {
  return LEADING_DESCRIPTORS.has(word.toLowerCase()) || METHODS.has(word.toLowerCase());
}

export function splitIngredientDisplayName(name: string, extras: { method?: string | null; brand?: string | null } = {}): IngredientDisplayName {
  const modifiers: string[] = [];
  let rest = name.replace(/\s+/g, " ").trim();

  rest = rest.replace(/\(([^)]*)\)/g, (_, inner: string) => {
    const t = inner.trim();
    if (t) modifiers.push(t);
    return " ";
  });
  rest = rest.replace(/\s+/g, " ").trim();

  const [head = "", ...commaParts] = rest.split(",");
  for (const part of commaParts) {
    const t = part.trim();
    if (t) modifiers.push(t);
  }

  const words = head.trim().split(" ").filter(Boolean);
  const leading: string[] = [];
  while (words.length > 1 && isDescriptor(words[0] ?? "")) leading.push(words.shift() as string);
  const trailing: string[] = [];
  while (words.length > 1 && METHODS.has((words.at(-1) ?? "").toLowerCase())) trailing.unshift(words.pop() as string);

  const out = [...leading, ...trailing, ...modifiers];
  if (extras.method?.trim()) out.push(extras.method.trim());
  if (extras.brand?.trim()) out.push(extras.brand.trim());
  const base = words.join(" ") || head.trim() || name.trim();
  return { base, modifiers: [...new Set(out)] };
}
