import { COMMON_FOODS } from "./common-foods";
import { CURATED_FOODS } from "./curated-foods";
import { STAPLE_FOODS } from "./staple-foods";

export interface SearchableFood {
  ndbNo: string;
  name: string;
}

const STOPWORDS = new Set(["of", "and", "or", "with", "the", "a", "an", "in", "for", "to", "from", "without"]);
/** Words that mark a food as processed or prepared; a food carrying them ranks lower unless asked for. */
const PROCESSED = new Set([
  "breaded",
  "fried",
  "frozen",
  "canned",
  "prepared",
  "babyfood",
  "fast",
  "restaurant",
  "dehydrated",
  "cooked",
  "boiled",
  "roasted",
  "baked",
  "microwaved",
  "stewed",
  "braised",
  "broiled",
  "grilled",
  "sauce",
  "soup",
  "mix",
  "candie",
  "cereal",
  "snack",
  "imitation",
  "substitute",
  "reduced",
  "nonfat",
  "lowfat",
  "light",
  "commodity",
  "usda",
  "sweetened",
  "dried",
  "formulated",
  "infant",
  "toddler",
  "strained",
  "junior",
  "drained",
  "condensed",
  "flavored",
  "ready-to-eat",
  "salad",
  "dressing",
  "pickled",
  "smoked",
  "cured",
  "meatless",
]);
/** First words of USDA names that name a group, not a food: "Nuts, almonds" is an almond. */
const GROUP_HEADS = new Set([
  "nut",
  "spice",
  "seed",
  "fish",
  "crustacean",
  "mollusk",
  "cereal",
  "cheese",
  "bean",
  "pepper",
  "squash",
  "lettuce",
  "pork",
  "beef",
  "chicken",
  "turkey",
  "lamb",
  "veal",
  "alcoholic",
  "beverage",
  "leavening",
  "sugar",
  "syrup",
  "cream",
  "milk",
  "egg",
  "tomato",
  "onion",
  "wheat",
  "rice",
  "vinegar",
]);

/** Lower case and singular, so "Tomatoes" and "tomato" meet; the same rule runs on both sides. */
export function normalizeWord(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || /(ss|us|is)$/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(oes|ches|shes|xes|sses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[®™]/g, "")
    .split(/[^a-z0-9%-]+/)
    .flatMap((word) => (word.includes("-") && !/^\d/.test(word) ? [word, ...word.split("-")] : [word]))
    .filter((word) => word !== "" && word !== "-")
    .map(normalizeWord);
}

/** The words of a name as a lookup key: "All-Purpose Flours" is "all-purpose flour". */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .split(/[^a-z0-9%-]+/)
    .filter((word) => word !== "" && !STOPWORDS.has(word))
    .map(normalizeWord)
    .join(" ");
}

const sortedKey = (key: string) => key.split(" ").filter(Boolean).sort().join(" ");

/** Every curated name as a key, the curated table (ADR 135) first, then the older lists. */
const CURATED_BY_KEY = new Map<string, string>();
for (const [ndbNo, , names] of CURATED_FOODS) for (const name of names) CURATED_BY_KEY.set(nameKey(name), ndbNo);
for (const [key, ndbNo] of [...Object.entries(COMMON_FOODS), ...Object.entries(STAPLE_FOODS)]) {
  if (!CURATED_BY_KEY.has(nameKey(key))) CURATED_BY_KEY.set(nameKey(key), ndbNo);
}
/** The same names read in any word order: "butter unsalted" is "unsalted butter". */
const CURATED_BY_WORDS = new Map<string, string>();
for (const [key, ndbNo] of CURATED_BY_KEY) if (!CURATED_BY_WORDS.has(sortedKey(key))) CURATED_BY_WORDS.set(sortedKey(key), ndbNo);

/** The curated food for a name as a whole, in any word order; undefined when none is listed. */
export function curatedFor(text: string): string | undefined {
  const key = nameKey(text);
  return CURATED_BY_KEY.get(key) ?? CURATED_BY_WORDS.get(sortedKey(key));
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

interface Entry {
  tokens: Set<string>;
  head: string[];
  extra: number;
  branded: boolean;
}

type Tolerance = "exact" | "typo";

/**
 * An in-memory index over the USDA foods: word lookup with plural, prefix and small-typo
 * tolerance, ranked so the plain, raw, generic food comes first.
 */
export class FoodIndex<T extends SearchableFood> {
  private readonly entries: Entry[];
  private readonly postings = new Map<string, number[]>();
  private readonly byNdb = new Map<string, T>();

  constructor(readonly foods: readonly T[]) {
    this.entries = foods.map((food, index) => {
      this.byNdb.set(food.ndbNo, food);
      const tokens = new Set(tokenize(food.name));
      for (const token of tokens) {
        const list = this.postings.get(token);
        if (list) list.push(index);
        else this.postings.set(token, [index]);
      }
      const head = tokenize(food.name.split(",")[0] ?? "").filter((t) => !STOPWORDS.has(t));
      const extra = [...tokens].filter((t) => !STOPWORDS.has(t)).length;
      return { tokens, head, extra, branded: /\b[A-Z]{3,}\b/.test(food.name.replace(/\bUSDA\b|\bNFS\b|\bBBQ\b/g, "")) };
    });
  }

  get(ndbNo: string): T | undefined {
    return this.byNdb.get(ndbNo);
  }

  /** Vocabulary words a query word may mean, with how good a reading each is. */
  private readings(word: string, tolerance: Tolerance, allowPrefix: boolean): Map<string, number> {
    const found = new Map<string, number>();
    if (this.postings.has(word)) found.set(word, 3);
    if (tolerance === "exact") return found;
    const maxTypos = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
    for (const candidate of this.postings.keys()) {
      if (candidate === word) continue;
      if (allowPrefix && word.length >= 3 && candidate.startsWith(word)) found.set(candidate, 2);
      else if (maxTypos > 0 && editDistance(word, candidate, maxTypos) <= maxTypos) found.set(candidate, 1.5);
    }
    return found;
  }

  /** Scores every food that carries all the query words (in any reading). */
  private score(words: readonly string[], tolerance: Tolerance, allowPrefix: boolean): Map<number, number> {
    let scores: Map<number, number> | null = null;
    words.forEach((word, position) => {
      const readings = this.readings(word, tolerance, allowPrefix && position === words.length - 1);
      const perFood = new Map<number, number>();
      for (const [reading, quality] of readings) {
        for (const index of this.postings.get(reading) ?? []) {
          if ((perFood.get(index) ?? 0) < quality) perFood.set(index, quality);
        }
      }
      if (scores === null) scores = perFood;
      else {
        const next = new Map<number, number>();
        for (const [index, total] of scores) {
          const quality = perFood.get(index);
          if (quality !== undefined) next.set(index, total + quality);
        }
        scores = next;
      }
    });
    const result: Map<number, number> = scores ?? new Map<number, number>();
    const asked = new Set(words);
    for (const [index, base] of result) {
      const entry = this.entries[index];
      if (!entry) continue;
      let score = base;
      const headCovered = entry.head.length > 0 && entry.head.every((t) => asked.has(t));
      if (headCovered) score += 3;
      else if (entry.head.some((t) => asked.has(t))) score += 1;
      else if (entry.head.length === 1 && GROUP_HEADS.has(entry.head[0] ?? "")) score += 2;
      else score -= 1;
      if (entry.tokens.has("raw") && !asked.has("cooked")) score += 1.5;
      for (const token of entry.tokens) if (PROCESSED.has(token) && !asked.has(token)) score -= 1;
      if (entry.branded) score -= 2;
      score -= 0.15 * Math.max(0, entry.extra - words.length);
      result.set(index, score);
    }
    return result;
  }

  private ranked(scores: Map<number, number>, limit: number): T[] {
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || (this.foods[a[0]]?.name.length ?? 0) - (this.foods[b[0]]?.name.length ?? 0))
      .slice(0, limit)
      .map(([index]) => this.foods[index])
      .filter((food): food is T => food !== undefined);
  }

  /** Food search as people type it: any word order, plurals, a typo, the last word half typed. */
  search(query: string, limit = 20): T[] {
    const words = tokenize(query).filter((w) => !STOPWORDS.has(w));
    if (words.length === 0) return [];
    let scores = this.score(words, "exact", false);
    if (scores.size < limit) {
      const tolerant = this.score(words, "typo", true);
      for (const [index, score] of scores) tolerant.set(index, Math.max(score + 1, tolerant.get(index) ?? score));
      scores = tolerant;
    }
    const ranked = this.ranked(scores, limit);
    const curated = this.byNdb.get(curatedFor(query) ?? "");
    if (!curated) return ranked;
    return [curated, ...ranked.filter((food) => food.ndbNo !== curated.ndbNo)].slice(0, limit);
  }

  /** Whether some food's name carries this (normalised) word. */
  hasWord(word: string): boolean {
    return this.postings.has(word);
  }

  /**
   * Foods that carry every one of these (normalised) words, best first by the generic ranking,
   * with their scores: the raw material the ingredient matcher re-ranks (ADR 135).
   */
  candidates(words: readonly string[], limit = 40): Array<{ food: T; score: number }> {
    if (words.length === 0) return [];
    return [...this.score(words, "exact", false).entries()]
      .sort((a, b) => b[1] - a[1] || (this.foods[a[0]]?.name.length ?? 0) - (this.foods[b[0]]?.name.length ?? 0))
      .slice(0, limit)
      .flatMap(([index, score]) => {
        const food = this.foods[index];
        return food ? [{ food, score }] : [];
      });
  }

  /** The vocabulary word a misspelt word most likely is, or null when none is close. */
  closestWord(word: string): string | null {
    if (this.postings.has(word)) return word;
    // Short words have too many one-letter neighbours ("dust" → "just") to guess safely.
    if (word.length < 5) return null;
    let best: { word: string; distance: number; count: number } | null = null;
    for (const [reading, quality] of this.readings(word, "typo", false)) {
      const distance = quality >= 3 ? 0 : editDistance(word, reading, 2);
      const count = this.postings.get(reading)?.length ?? 0;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: reading, distance, count };
    }
    return best?.word ?? null;
  }
}
