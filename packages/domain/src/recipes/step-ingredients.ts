/**
 * Which of a recipe's ingredient lines a step uses, for cook mode's "this step" list (ADR 138):
 * a line belongs to a step that names it, by its whole name or by the name's last word ("the
 * onion" for "yellow onion"), singular or plural, in any case.
 */
export function stepIngredientIndexes(step: string, names: readonly string[]): number[] {
  const text = ` ${normalise(step)} `;
  const found: number[] = [];
  names.forEach((name, index) => {
    if (candidates(name).some((word) => text.includes(` ${word} `))) found.push(index);
  });
  return found;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The whole name and its last word, each with and without a plural ending. */
function candidates(name: string): string[] {
  const words = normalise(name.replace(/\(.*?\)/g, " ").split(",")[0] ?? "")
    .split(" ")
    .filter(Boolean);
  if (words.length === 0) return [];
  const whole = words.join(" ");
  const last = words[words.length - 1]!;
  const forms = new Set<string>();
  for (const base of [whole, last]) {
    if (base.length < 3) continue;
    forms.add(base);
    forms.add(`${base}s`);
    forms.add(`${base}es`);
    if (base.endsWith("es")) forms.add(base.slice(0, -2));
    if (base.endsWith("s")) forms.add(base.slice(0, -1));
  }
  return [...forms];
}
