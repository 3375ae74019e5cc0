import { cleanLine } from "./dom";
import { structureLine } from "./ingredients";
import type { RawRecipe } from "./types";

/** Words of a line, lower case, letters only: "2 cups All-Purpose flour" has cups, all, purpose, flour. */
function wordsOf(line: string): Set<string> {
  return new Set(
    cleanLine(line)
      .toLowerCase()
      .match(/\p{L}{2,}/gu) ?? [],
  );
}

/** Two lines name the same food when every word of the shorter is a word of the longer. */
function sameFood(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return false;
  for (const w of small) if (!large.has(w)) return false;
  return true;
}

const hasAmount = (line: string) => structureLine(line).outcome === "structured";

/** More comparisons than this and the page is not worth matching line by line. */
const MAX_PAIRS = 40_000;

/**
 * The ingredient lines of the trusted source (JSON-LD) laid out as the page shows them (ADR 133):
 * the page's groups, the page's line where the trusted one lacks the amount the page gives, the
 * page's lines the trusted source left out. A trusted line that matches no line on the page is
 * kept after the line before it, and a warning names it, so nothing is lost silently.
 */
export function mergeIngredients(trusted: RawRecipe, page: RawRecipe | null, warnings: string[]): RawRecipe["groups"] {
  const mine = trusted.groups.flatMap((g) => g.lines);
  const theirs = page ? page.groups.flatMap((g, gi) => g.lines.map((line) => ({ line, group: gi }))) : [];
  if (!page || theirs.length === 0 || mine.length === 0 || mine.length * theirs.length > MAX_PAIRS) return trusted.groups;
  const namesOnly = mine.filter(hasAmount).length * 2 < mine.length;
  const pageHasMore = page.groups.length > trusted.groups.length || theirs.length > mine.length;
  if (!namesOnly && !pageHasMore) return trusted.groups;

  const theirWords = theirs.map((t) => wordsOf(t.line));
  const used = new Array<boolean>(theirs.length).fill(false);
  const pairOf: number[] = [];
  let from = 0;
  for (const line of mine) {
    const words = wordsOf(line);
    let found = -1;
    for (let k = 0; k < theirs.length && found < 0; k++) {
      const j = (from + k) % theirs.length;
      if (!used[j] && sameFood(words, theirWords[j] ?? new Set())) found = j;
    }
    pairOf.push(found);
    if (found >= 0) {
      used[found] = true;
      from = found + 1;
    }
  }
  const matched = pairOf.filter((j) => j >= 0).length;
  if (matched * 10 < mine.length * 6) {
    if (page.groups.length > 1 && trusted.groups.length <= 1)
      warnings.push(
        `The page groups its ingredients (${page.groups
          .map((g) => g.name)
          .filter(Boolean)
          .join(", ")}), but its lines did not match the recipe's: the groups could not be placed.`,
      );
    return trusted.groups;
  }

  // Each page line, with the trusted line it matched; trusted lines that matched nothing follow
  // the page line their predecessor matched.
  const chosen = theirs.map((t) => ({ ...t, text: t.line }));
  const after = new Map<number, string[]>();
  const unplaced: string[] = [];
  let previous = -1;
  mine.forEach((line, i) => {
    const j = pairOf[i] ?? -1;
    if (j >= 0) {
      const mineHasAmount = hasAmount(line);
      const slot = chosen[j];
      if (slot) slot.text = mineHasAmount || !hasAmount(slot.line) ? line : slot.line;
      previous = j;
    } else {
      unplaced.push(line);
      after.set(previous, [...(after.get(previous) ?? []), line]);
    }
  });
  const groups: RawRecipe["groups"] = page.groups.map((g) => ({ name: g.name, lines: [] }));
  const firstGroup = groups[0];
  if (firstGroup) firstGroup.lines.push(...(after.get(-1) ?? []));
  // A page line the trusted source lacks is taken when it reads as an ingredient (it has an
  // amount) or sits in a group the trusted lines share; a stray list item is not.
  const groupMatched = new Set(chosen.filter((_, j) => used[j]).map((c) => c.group));
  let added = 0;
  chosen.forEach((c, j) => {
    const group = groups[c.group];
    if (!group) return;
    const take = used[j] === true || groupMatched.has(c.group) || hasAmount(c.line);
    if (take) group.lines.push(c.text);
    if (take && !used[j]) added += 1;
    group.lines.push(...(after.get(j) ?? []));
  });
  if (added > 0)
    warnings.push(
      `${added === 1 ? "1 ingredient line" : `${added} ingredient lines`} shown on the page ${added === 1 ? "was" : "were"} missing from its recipe data and ${added === 1 ? "was" : "were"} added.`,
    );
  if (unplaced.length > 0) {
    const quoted = unplaced
      .slice(0, 5)
      .map((l) => `"${cleanLine(l)}"`)
      .join(", ");
    warnings.push(
      `${unplaced.length === 1 ? "1 ingredient line" : `${unplaced.length} ingredient lines`} could not be placed in the page's groups ` +
        `and ${unplaced.length === 1 ? "was" : "were"} kept after the line before: ${quoted}${unplaced.length > 5 ? ", …" : ""}.`,
    );
  }
  return groups.filter((g) => g.lines.length > 0);
}

const quote = (text: string) => {
  const clean = cleanLine(text);
  return `"${clean.length > 80 ? `${clean.slice(0, 79)}…` : clean}"`;
};

/**
 * Steps the page shows that the recipe's method does not hold (ADR 143): a step of three words or
 * more whose words are mostly (60%) absent from every step kept. A warning names them, as it
 * names ingredient lines, so a step is never lost silently.
 */
export function unplacedSteps(kept: string[], page: string[], warnings: string[]): string[] {
  if (kept.length === 0 || page.length === 0) return [];
  const bag = wordBag(kept);
  const missing = page.filter((step) => {
    const words = wordsOf(step);
    if (words.size < 3) return false;
    let shared = 0;
    for (const w of words) if (bag.has(w)) shared += 1;
    return shared < words.size * 0.6;
  });
  if (missing.length > 0) {
    const n = missing.length;
    warnings.push(
      `${n === 1 ? "1 step" : `${n} steps`} shown on the page could not be placed in the recipe's method and ${n === 1 ? "was" : "were"} ` +
        `left out: ${missing.slice(0, 3).map(quote).join(", ")}${n > 3 ? ", …" : ""}.`,
    );
  }
  return missing;
}

function wordBag(texts: string[]): Set<string> {
  const bag = new Set<string>();
  for (const t of texts) for (const w of wordsOf(t)) bag.add(w);
  return bag;
}

/**
 * Steps the trusted source gave as one block while the page shows them one by one: the page's,
 * when they say the same (most of the block's words appear in them).
 */
export function mergeSteps(trusted: string[], page: string[]): string[] {
  if (trusted.length !== 1 || page.length < 2) return trusted;
  const block = wordBag(trusted);
  const shown = wordBag(page);
  let shared = 0;
  for (const w of block) if (shown.has(w)) shared += 1;
  return block.size > 0 && shared >= block.size * 0.7 ? page : trusted;
}
