import { parseQuantityRange, type QuantityRange } from "../recipes/quantity";
import type { Unit } from "./units";

/** Words for units as people write them, mapped onto the units we convert. Case matters only for T/t. */
const UNIT_WORDS: Record<string, Unit> = {
  teaspoon: "teaspoons",
  teaspoons: "teaspoons",
  tsp: "teaspoons",
  tsps: "teaspoons",
  t: "teaspoons",
  tablespoon: "tablespoons",
  tablespoons: "tablespoons",
  tbsp: "tablespoons",
  tbsps: "tablespoons",
  tbs: "tablespoons",
  tbl: "tablespoons",
  T: "tablespoons",
  cup: "cups",
  cups: "cups",
  c: "cups",
  pint: "pints",
  pints: "pints",
  pt: "pints",
  quart: "quarts",
  quarts: "quarts",
  qt: "quarts",
  gallon: "gallons",
  gallons: "gallons",
  gal: "gallons",
  ml: "milliliters",
  milliliter: "milliliters",
  milliliters: "milliliters",
  millilitre: "milliliters",
  millilitres: "milliliters",
  l: "liters",
  liter: "liters",
  liters: "liters",
  litre: "liters",
  litres: "liters",
  g: "grams",
  gr: "grams",
  gram: "grams",
  grams: "grams",
  kg: "kilograms",
  kilogram: "kilograms",
  kilograms: "kilograms",
  oz: "ounces",
  ounce: "ounces",
  ounces: "ounces",
  lb: "pounds",
  lbs: "pounds",
  pound: "pounds",
  pounds: "pounds",
  unit: "units",
  units: "units",
  slice: "slices",
  slices: "slices",
  bunch: "bunches",
  bunches: "bunches",
  can: "cans",
  cans: "cans",
  tin: "cans",
  tins: "cans",
};

/**
 * Count nouns that are not one of our units but name a piece a USDA measure may weigh
 * ("1 clove" of garlic is 3 g). They count as units, and the word is kept to find the measure.
 */
const PIECE_WORDS: Record<string, string> = {
  clove: "clove",
  cloves: "clove",
  stick: "stick",
  sticks: "stick",
  sprig: "sprig",
  sprigs: "sprig",
  head: "head",
  heads: "head",
  stalk: "stalk",
  stalks: "stalk",
  leaf: "leaf",
  leaves: "leaf",
  piece: "piece",
  pieces: "piece",
  fillet: "fillet",
  fillets: "fillet",
  package: "package",
  packages: "package",
  pkg: "package",
  jar: "jar",
  jars: "jar",
  bottle: "bottle",
  bottles: "bottle",
  pinch: "pinch",
  pinches: "pinch",
  dash: "dash",
  dashes: "dash",
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

const ADVERBS = new Set(["finely", "thinly", "roughly", "coarsely", "freshly", "lightly", "well", "very", "and", "or", "then", "just", "dry"]);

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

const QUANTITY = String.raw`(?:\d+\s+\d+\s*/\s*\d+|\d+\s*/\s*\d+|\d*\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|\d+(?:\.\d+)?|\.\d+)`;
const QUANTITY_RE = new RegExp(String.raw`^(${QUANTITY}(?:\s*(?:-|–|—|to)\s*${QUANTITY})?)(?=\s|$|[a-zA-Z])`);

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
  return words.length > 0 && words.some((w) => METHOD_WORDS.has(w)) && words.every((w) => METHOD_WORDS.has(w) || ADVERBS.has(w) || /^\d/.test(w) || w === "at" || w === "in" || w === "the");
}

function findBrand(text: string): { brand: string | null; rest: string } {
  const marked = /([A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*)*)\s*[®™]/.exec(text);
  if (marked?.[1]) return { brand: marked[1], rest: (text.slice(0, marked.index) + text.slice(marked.index + marked[0].length)).trim() };
  const lower = text.toLowerCase();
  for (const brand of BRANDS) {
    const at = lower.search(new RegExp(String.raw`(^|\s)${brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\s|$|,)`));
    if (at >= 0) {
      const start = at === 0 && !/\s/.test(lower[0] ?? "") ? 0 : at + 1;
      return { brand: text.slice(start, start + brand.length), rest: (text.slice(0, start) + text.slice(start + brand.length)).replace(/\s+/g, " ").trim() };
    }
  }
  return { brand: null, rest: text };
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
  const [head = "", ...commaParts] = rest.split(",").map((part) => part.replace(/\s+/g, " ").trim());
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

/** The canonical unit for a word as written, or null. */
export function unitFromWord(word: string): Unit | null {
  const cleaned = word.replace(/\.$/, "");
  if (cleaned === "T" || cleaned === "t") return UNIT_WORDS[cleaned] ?? null;
  if (cleaned === "Tbsp" || cleaned === "TBSP" || cleaned === "Tbs") return "tablespoons";
  return UNIT_WORDS[cleaned.toLowerCase()] ?? null;
}

/**
 * Reads a free-text ingredient line: "1 1/2 cups all-purpose flour, sifted", "2-3 cloves garlic",
 * "½ tsp salt", "1 (15 oz) can black beans, drained", "Salt and pepper to taste".
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const raw = line;
  let rest = line.replace(/\s+/g, " ").trim().replace(/^[-•*]\s*/, "");
  let toTaste = false;
  let optional = false;
  rest = rest.replace(/,?\s*\b(?:to taste|as needed|as desired)\b/gi, () => {
    toTaste = true;
    return "";
  });
  rest = rest.replace(/,?\s*\(?\boptional\b\)?/gi, () => {
    optional = true;
    return "";
  });

  // "Juice of 1 lemon", "zest of 2 limes": the fruit counts the pieces, the part names the food.
  const partOf = /^(juice|zest) of (\S+) ([^,(]+)(.*)$/i.exec(rest);
  const partAmount = partOf?.[2] ? parseQuantityRange(partOf[2]) : null;
  if (partOf?.[1] && partOf[2] && partOf[3] && partAmount) {
    const fruit = partOf[3].trim().replace(/(?<=[^s])s$/i, "").toLowerCase();
    const parts = splitIngredientName(`${fruit} ${partOf[1].toLowerCase()}${partOf[4] ?? ""}`);
    return { raw, quantity: partOf[2], amount: partAmount, unit: "units", pieceWord: fruit, toTaste, optional, ...parts };
  }

  let quantity: string | null = null;
  let amount: QuantityRange | null = null;
  const q = QUANTITY_RE.exec(rest);
  if (q?.[1]) {
    const range = parseQuantityRange(q[1]);
    if (range) {
      quantity = q[1].replace(/\s+/g, " ").trim();
      amount = range;
      rest = rest.slice(q[0].length).trim();
    }
  } else if (/^an?\s/i.test(rest)) {
    const next = rest.split(" ")[1] ?? "";
    if (unitFromWord(next) || PIECE_WORDS[next.toLowerCase()]) {
      quantity = "1";
      amount = { min: 1, max: 1 };
      rest = rest.replace(/^an?\s/i, "");
    }
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
  const unitMatch = /^(fl\.?\s*oz\.?|fluid ounces?|[A-Za-z]+\.?)(?=\s|$)/.exec(rest);
  if (unitMatch?.[1]) {
    const word = unitMatch[1];
    const fluid = /^fl/i.test(word);
    const found = fluid ? null : unitFromWord(word);
    const nextWords = rest.slice(word.length).trim();
    // A lone "c", "t", "l" or "g" is a unit only after a quantity and before a name.
    const ambiguous = word.length === 1 && (!quantity || nextWords === "");
    if (fluid && quantity) {
      unit = "fluid ounces";
      rest = nextWords;
    } else if (found && !ambiguous && (quantity || nextWords !== "")) {
      unit = found;
      rest = nextWords;
    } else if (quantity && PIECE_WORDS[word.toLowerCase()] && nextWords !== "") {
      pieceWord = PIECE_WORDS[word.toLowerCase()] ?? null;
      unit = PINCH_TEASPOONS[pieceWord ?? ""] ? null : "units";
      rest = nextWords;
    }
  }
  rest = rest.replace(/^of\s+/i, "");
  if (quantity && !unit && !pieceWord) unit = "units";
  if (/^salt and (black )?pepper$/i.test(rest.trim())) toTaste = true;

  const parts = splitIngredientName(rest);
  return { raw, quantity, amount, unit, pieceWord, toTaste, optional, ...parts, modifiers: [...notes, ...parts.modifiers] };
}
