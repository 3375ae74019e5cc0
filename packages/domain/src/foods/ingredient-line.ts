import { parseQuantityRange, type QuantityRange } from "../recipes/quantity";
import type { Unit } from "./units";
import { balanceBrackets, normaliseNumbers, stripPrices } from "./line-cleanup";
import {
  ARTICLE_WORDS,
  NEEDS_A_NAME_AFTER,
  NUMBER_WORDS,
  TO_TASTE,
  UNIT_PHRASES_LONGEST_FIRST,
  UNIT_WORDS,
  type UnitWord,
} from "./unit-words";

/**
 * Count nouns that are not one of our units but name a piece a USDA measure may weigh
 * ("1 clove" of garlic is 3 g). They count as units, and the word is kept to find the measure.
 */
const PIECE_WORDS: Record<string, string> = {
  stick: "stick",
  sticks: "stick",
  head: "head",
  heads: "head",
  stalk: "stalk",
  stalks: "stalk",
  leaf: "leaf",
  leaves: "leaf",
  fillet: "fillet",
  fillets: "fillet",
  jar: "jar",
  jars: "jar",
  bottle: "bottle",
  bottles: "bottle",
  handful: "handful",
  handfuls: "handful",
  ear: "ear",
  ears: "ear",
  rib: "stalk",
  ribs: "stalk",
  whole: "whole",
};

/** Fractions of a teaspoon for the pinch-sized words, so they still reach a gram figure. */
export const PINCH_TEASPOONS: Record<string, number> = { pinch: 1 / 16, dash: 1 / 8 };

/** Words before a food that describe it rather than name it; shown as modifiers in Your Kitchen. */
export const LEADING_DESCRIPTORS = new Set([
  "large",
  "medium",
  "small",
  "extra-large",
  "jumbo",
  "fresh",
  "freshly",
  "ripe",
  "boneless",
  "skinless",
  "organic",
  "cold",
  "warm",
  "hot",
  "lukewarm",
  "room-temperature",
  "packed",
  "heaping",
  "level",
  "lightly",
  "firmly",
  "good-quality",
  "homemade",
  "store-bought",
  "plain",
  "extra",
  "virgin",
]);

const ADVERBS = new Set([
  "finely",
  "thinly",
  "roughly",
  "coarsely",
  "freshly",
  "lightly",
  "well",
  "very",
  "and",
  "or",
  "then",
  "just",
  "dry",
]);

/** Preparation words: "chopped", "finely diced", "melted and cooled". */
export const METHOD_WORDS = new Set([
  "chopped",
  "diced",
  "minced",
  "sliced",
  "grated",
  "shredded",
  "melted",
  "softened",
  "beaten",
  "whisked",
  "peeled",
  "crushed",
  "cubed",
  "julienned",
  "halved",
  "quartered",
  "drained",
  "rinsed",
  "toasted",
  "cooked",
  "divided",
  "trimmed",
  "pitted",
  "seeded",
  "cored",
  "zested",
  "juiced",
  "sifted",
  "torn",
  "mashed",
  "cooled",
  "chilled",
  "thawed",
  "cut",
  "ground",
  "squeezed",
  "roasted",
  "blanched",
  "deveined",
  "stemmed",
  "crumbled",
  "separated",
  "patted",
  "warmed",
  "room",
  "temperature",
  "into",
  "pieces",
  "wedges",
  "rounds",
  "strips",
  "cubes",
  "inch",
  "1-inch",
  "1/2-inch",
  "bite-size",
  "bite-sized",
]);

/** Known brands, read case-insensitively; anything marked ® or ™ counts as a brand as well. */
const BRANDS = [
  "kraft",
  "heinz",
  "hellmann's",
  "philadelphia",
  "barilla",
  "tabasco",
  "knorr",
  "campbell's",
  "goya",
  "morton",
  "domino",
  "gold medal",
  "king arthur",
  "land o'lakes",
  "nestle",
  "hershey's",
  "mccormick",
  "swanson",
  "kikkoman",
  "bisquick",
  "old bay",
  "frank's redhot",
  "ghirardelli",
  "rao's",
];

export interface IngredientNameParts {
  /** What the food is, for matching and display: "chicken breast". */
  name: string;
  method: string | null;
  brand: string | null;
  /** Everything else said about it, in the order written: "(about 2 lb)", "large", "at room temperature". */
  modifiers: string[];
}

export interface ParsedIngredientLine extends IngredientNameParts {
  raw: string;
  /** The quantity as written ("1 1/2", "2-3"), or null ("to taste"). */
  quantity: string | null;
  amount: QuantityRange | null;
  unit: Unit | null;
  /** A count noun we do not convert directly ("clove", "pinch"): the food's measures weigh it. */
  pieceWord: string | null;
  toTaste: boolean;
  optional: boolean;
}

function isMethodPhrase(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.some((w) => METHOD_WORDS.has(w)) &&
    words.every((w) => METHOD_WORDS.has(w) || ADVERBS.has(w) || /^\d/.test(w) || w === "at" || w === "in" || w === "the")
  );
}

const BRAND_PATTERNS = BRANDS.map(
  (brand) => [brand, new RegExp(String.raw`(^|\s)${brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\s|$|,)`)] as const,
);

function findBrand(text: string): { brand: string | null; rest: string } {
  const marked = /([A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*)*)\s*[®™]/.exec(text);
  if (marked?.[1]) return { brand: marked[1], rest: (text.slice(0, marked.index) + text.slice(marked.index + marked[0].length)).trim() };
  const lower = text.toLowerCase();
  for (const [brand, pattern] of BRAND_PATTERNS) {
    if (!lower.includes(brand)) continue;
    const at = lower.search(pattern);
    if (at >= 0) {
      const start = at === 0 && !/\s/.test(lower[0] ?? "") ? 0 : at + 1;
      return {
        brand: text.slice(start, start + brand.length),
        rest: (text.slice(0, start) + text.slice(start + brand.length)).replace(/\s+/g, " ").trim(),
      };
    }
  }
  return { brand: null, rest: text };
}

/** Words that only describe a food ("boneless", "fresh", "finely chopped"), with nothing naming it. */
function isDescribingOnly(text: string): boolean {
  const words = text.toLowerCase().split(" ").filter(Boolean);
  return words.length > 0 && words.every((w) => LEADING_DESCRIPTORS.has(w) || METHOD_WORDS.has(w) || ADVERBS.has(w));
}

/**
 * Splits an ingredient name into what it is and what is said about it (docs/product.md#kitchen):
 * parenthesised text, comma parts, known leading descriptors, the method and the brand.
 * "Boneless skinless chicken breasts (about 2 lb), cut into strips" is "chicken breasts" with
 * method "cut into strips" and modifiers "(about 2 lb)", "boneless", "skinless".
 */
export function splitIngredientName(text: string): IngredientNameParts {
  const modifiers: string[] = [];
  let brand: string | null = null;
  let rest = text.replace(/\(([^)]*)\)/g, (_whole, inner: string) => {
    const suchAs = /^(?:such as|like|e\.g\.,?)\s+(.+)$/i.exec(inner.trim());
    if (suchAs?.[1] && !brand) brand = suchAs[1].replace(/[®™]/g, "").trim();
    else if (inner.trim()) modifiers.push(`(${inner.trim()})`);
    return " ";
  });
  if (!brand) {
    const found = findBrand(rest);
    brand = found.brand;
    rest = found.rest;
  }
  rest = rest.replace(/[®™]/g, "");
  const parts = rest.split(",").map((part) => part.replace(/\s+/g, " ").trim());
  // "boneless, skinless chicken thighs", "large, ripe avocado": a head of describing words only is
  // joined to the part after it, so the food is still the name.
  while (parts.length > 1 && isDescribingOnly(parts[0] ?? "")) parts.splice(0, 2, `${parts[0]} ${parts[1]}`.trim());
  const [head = "", ...commaParts] = parts;
  let method: string | null = null;
  const tail: string[] = [];
  for (const part of commaParts) {
    if (!part) continue;
    if (!method && isMethodPhrase(part)) method = part;
    else tail.push(part);
  }

  const words = head.split(" ").filter(Boolean);
  const leading: string[] = [];
  const leadingMethod: string[] = [];
  while (words.length > 1) {
    const word = (words[0] ?? "").toLowerCase();
    if (LEADING_DESCRIPTORS.has(word)) leading.push(words.shift() ?? "");
    else if (METHOD_WORDS.has(word) || (ADVERBS.has(word) && METHOD_WORDS.has((words[1] ?? "").toLowerCase()))) {
      leadingMethod.push(words.shift() ?? "");
    } else break;
  }
  // "ground beef", "ground cinnamon": ground names the food there, not how to prepare it.
  if (leadingMethod.length > 0 && leadingMethod.at(-1)?.toLowerCase() === "ground") words.unshift(leadingMethod.pop() ?? "");
  if (leadingMethod.length > 0) method = method ? `${leadingMethod.join(" ")}, ${method}` : leadingMethod.join(" ");

  modifiers.push(...leading, ...tail);
  return { name: words.join(" ").trim(), method, brand, modifiers };
}

/** The canonical unit for a word as written, or null. "T" is a tablespoon and "t" a teaspoon. */
export function unitFromWord(word: string): Unit | null {
  if (word === "T" || word === "T.") return "tablespoons";
  const lower = word.toLowerCase();
  return (UNIT_WORDS[lower] ?? UNIT_WORDS[lower.replace(/\.$/, "")])?.unit ?? null;
}

/** The phrases by their first character, longest first, so a line is compared with a few, not all. */
const PHRASES_BY_FIRST_CHAR = new Map<string, string[]>();
for (const phrase of UNIT_PHRASES_LONGEST_FIRST) {
  const list = PHRASES_BY_FIRST_CHAR.get(phrase.charAt(0)) ?? [];
  list.push(phrase);
  PHRASES_BY_FIRST_CHAR.set(phrase.charAt(0), list);
}

export interface UnitPhraseMatch {
  word: UnitWord;
  /** How many characters of the text the phrase took. */
  length: number;
  /** The phrase is a short word that means a unit only between an amount and a name ("t", "el"). */
  needsName: boolean;
}

/** The measure a text starts with, in any language of the vocabulary: "c. à s. d'huile", "msk olja". */
export function readUnitPhrase(text: string): UnitPhraseMatch | null {
  if (/^T\.?(?=\s|$)/.test(text)) return { word: { unit: "tablespoons" }, length: text.startsWith("T.") ? 2 : 1, needsName: true };
  const lower = text.toLowerCase();
  for (const phrase of PHRASES_BY_FIRST_CHAR.get(lower.charAt(0)) ?? []) {
    if (!lower.startsWith(phrase)) continue;
    const next = lower.charAt(phrase.length);
    // A phrase must end where a word ends: "g" is not the start of "garlic".
    if (next !== "" && /[\p{L}\p{N}]/u.test(next) && !/[.)]$/.test(phrase)) continue;
    const word = UNIT_WORDS[phrase];
    if (!word) continue;
    return { word, length: phrase.length, needsName: NEEDS_A_NAME_AFTER.has(phrase) };
  }
  return null;
}

const QUANTITY = String.raw`(?:\d+\s+\d+\s*/\s*\d+|\d+\s*/\s*\d+|\d*\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|\d+(?:\.\d+)?|\.\d+)`;
const QUANTITY_RANGE = String.raw`${QUANTITY}(?:\s*(?:-|–|—|to|bis|à|a|tot|till|til|do|és|ή|ou|o)\s*${QUANTITY})?`;
const QUANTITY_RE = new RegExp(String.raw`^(${QUANTITY_RANGE})(?=\s|$|\p{L}|[.(,])`, "u");
/** "Latte intero 200 ml", "Mehl: 250 g", "Eggs: 2", "Zucker – 100 g": the amount comes last. */
const AMOUNT_AFTER_NAME = new RegExp(String.raw`([:：,–—-]|\s)\s*(?:x\s*)?(${QUANTITY_RANGE})\s*([^\d]*?)\.?\s*$`, "u");
/** A count with no measure after the name is believed only when small ("Eggs 2", not "Mehl Type 405"). */
const BARE_COUNT_MAX = 24;
/** "2 bis 3", "2 à 3", "2 o 3": a range written with a word (the parser reads a hyphen). */
const RANGE_WORD = /\s+(?:bis|à|a|tot|till|til|do|és|ή|ou|o)\s+/u;

const OPTIONAL =
  /,?\s*\(?\b(?:optional|facultatif|facultative|optionnel|opcional|facoltativo|optioneel|naar keuze|valfritt|valgfrit|valgfritt|opcjonalnie|elhagyható|προαιρετικά|προαιρετικό)\b\)?/giu;
const CONNECTOR =
  /^(?:of|de la|de l'|de l’|d'|d’|de|di|del|della|dello|dell'|dell’|degli|delle|des|du|van|z|ze|do)\s+|^(?:d'|d’|dell'|dell’|l')/iu;

function rangeText(range: QuantityRange): string {
  const show = (n: number) => String(Math.round(n * 1000) / 1000);
  return range.min === range.max ? show(range.max) : `${show(range.min)}-${show(range.max)}`;
}

function leadingAmount(text: string): { quantity: string; amount: QuantityRange; rest: string } | null {
  const q = QUANTITY_RE.exec(text);
  if (q?.[1]) {
    const written = q[1].replace(/\s+/g, " ").trim();
    const range = parseQuantityRange(written.replace(RANGE_WORD, "-"));
    if (range) return { quantity: written, amount: range, rest: text.slice(q[0].length).trim() };
  }
  const [first = "", second = ""] = text.split(" ");
  const word = first.toLowerCase();
  const number = Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word] : undefined;
  if (number !== undefined) {
    const rest = text
      .slice(first.length)
      .trim()
      .replace(/^(?:an?|of)\s+/i, "");
    return { quantity: String(number), amount: { min: number, max: number }, rest };
  }
  if (ARTICLE_WORDS.has(word)) {
    const rest = text.slice(first.length).trim();
    if (readUnitPhrase(rest) || PIECE_WORDS[second.toLowerCase()]) return { quantity: "1", amount: { min: 1, max: 1 }, rest };
  }
  return null;
}

/**
 * "500g/1lb 2oz beef mince", "1 cup / 240 ml milk": the same amount in another system, after a
 * slash, is a note on the food rather than part of its name.
 */
function otherSystemNote(text: string): { note: string; rest: string } | null {
  if (!text.startsWith("/")) return null;
  let rest = text.slice(1).trimStart();
  const parts: string[] = [];
  for (;;) {
    const figure = /^\d[\d.,/]*\s*/.exec(rest);
    if (!figure) break;
    const phrase = readUnitPhrase(rest.slice(figure[0].length));
    if (!phrase) break;
    const end = figure[0].length + phrase.length;
    parts.push(rest.slice(0, end).trim());
    rest = rest.slice(end).replace(/^\./, "").trimStart();
  }
  return parts.length > 0 && rest !== "" ? { note: parts.join(" "), rest } : null;
}

/** Moves an amount written after the name to the front, or null when the line has none there. */
function amountAfterName(text: string): string | null {
  if (!/\d/.test(text)) return null;
  const match = AMOUNT_AFTER_NAME.exec(text);
  if (!match?.[2]) return null;
  const name = text.slice(0, match.index).replace(/[\s:：,–—-]+$/, "");
  if (!/\p{L}/u.test(name)) return null;
  const [, separator = " ", quantity, unitText = ""] = match;
  const range = parseQuantityRange(quantity.replace(RANGE_WORD, "-"));
  if (!range || range.max <= 0) return null;
  const unit = unitText.trim();
  if (unit === "") {
    if (separator.trim() === "" && (range.max > BARE_COUNT_MAX || !Number.isInteger(range.max))) return null;
    return `${quantity} ${name.trim()}`;
  }
  const phrase = readUnitPhrase(unit);
  if (!phrase || phrase.length < unit.replace(/\.$/, "").length) return null;
  return `${quantity} ${unit} ${name.trim()}`;
}

/**
 * Reads a free-text ingredient line: "1 1/2 cups all-purpose flour, sifted", "2-3 cloves garlic",
 * "½ tsp salt", "1 (15 oz) can black beans, drained", "Salt and pepper to taste", and the same in
 * other languages ("2 msk olja", "Latte intero 200 ml"). The unit is kept as written (ADR 110);
 * a line with no amount has none (ADR 121).
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const raw = line;
  let rest = normaliseNumbers(
    balanceBrackets(
      stripPrices(
        line
          .replace(/\s+/g, " ")
          .trim()
          .replace(/^[-•*]\s*/, ""),
      ),
    ),
  );
  let toTaste = false;
  let optional = false;
  rest = rest.replace(TO_TASTE, () => {
    toTaste = true;
    return "";
  });
  rest = rest.replace(OPTIONAL, () => {
    optional = true;
    return "";
  });
  rest = rest
    .replace(/\s{2,}/g, " ")
    .replace(/[\s,:;]+$/, "")
    .trim();

  // "Juice of 1 lemon", "zest of 2 limes": the fruit counts the pieces, the part names the food.
  const partOf = /^(juice|zest) of (\S+) ([^,(]+)(.*)$/i.exec(rest);
  const partAmount = partOf?.[2] ? parseQuantityRange(partOf[2]) : null;
  if (partOf?.[1] && partOf[2] && partOf[3] && partAmount) {
    const fruit = partOf[3]
      .trim()
      .replace(/(?<=[^s])s$/i, "")
      .toLowerCase();
    const parts = splitIngredientName(`${fruit} ${partOf[1].toLowerCase()}${partOf[4] ?? ""}`);
    return { raw, quantity: partOf[2], amount: partAmount, unit: "units", pieceWord: fruit, toTaste, optional, ...parts };
  }

  let lead = leadingAmount(rest);
  if (!lead) {
    const moved = amountAfterName(rest);
    if (moved) lead = leadingAmount(moved);
  }
  let quantity: string | null = null;
  let amount: QuantityRange | null = null;
  if (lead) {
    quantity = lead.quantity;
    amount = lead.amount;
    rest = lead.rest;
  }

  // "1 (15 oz) can beans", "1 x 400g tin chickpeas": the size note belongs to the can.
  const notes: string[] = [];
  if (quantity) rest = rest.replace(/^x\s+/i, "");
  const sizeNote = /^\(([^)]*)\)\s*/.exec(rest) ?? /^(\d+(?:\.\d+)?\s*-?\s*(?:g|oz|ounce|ml))\s+(?=[a-z])/i.exec(rest);
  if (sizeNote && quantity) {
    notes.push(`(${(sizeNote[1] ?? "").trim()})`);
    rest = rest.slice(sizeNote[0].length);
  }

  let unit: Unit | null = null;
  let pieceWord: string | null = null;
  const phrase = quantity ? readUnitPhrase(rest) : null;
  if (phrase && amount) {
    const after = rest
      .slice(phrase.length)
      .replace(/^\.(?=\s|$)/, "")
      .trim();
    if (!phrase.needsName || after !== "") {
      unit = phrase.word.unit;
      pieceWord = phrase.word.piece ?? null;
      const factor = phrase.word.factor;
      if (factor !== undefined && factor !== 1) {
        amount = { min: amount.min * factor, max: amount.max * factor };
        quantity = rangeText(amount);
      }
      rest = after.replace(CONNECTOR, "");
      const other = otherSystemNote(rest);
      if (other) {
        notes.push(`(${other.note})`);
        rest = other.rest;
      }
    }
  }
  if (!unit && quantity) {
    const word = /^(\p{L}+)(?=\s|$)/u.exec(rest)?.[1] ?? "";
    const after = rest.slice(word.length).trim();
    if (PIECE_WORDS[word.toLowerCase()] && after !== "") {
      pieceWord = PIECE_WORDS[word.toLowerCase()] ?? null;
      rest = after;
    }
  }
  rest = rest.replace(/^of\s+/i, "");
  if (quantity && !unit) unit = "units";
  if (/^salt and (black )?pepper$/i.test(rest.trim())) toTaste = true;

  const parts = splitIngredientName(rest);
  return { raw, quantity, amount, unit, pieceWord, toTaste, optional, ...parts, modifiers: [...notes, ...parts.modifiers] };
}
