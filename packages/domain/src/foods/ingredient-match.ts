import { curatedFor, nameKey, normalizeWord, type FoodIndex, type SearchableFood } from "./food-search";
import { LEADING_DESCRIPTORS, METHOD_WORDS } from "./ingredient-line";

/**
 * Matching an ingredient line's name to one USDA food (ADR 135). The name is read for what it
 * means: the words that only describe it (sizes, cuts, "diced", "room temperature", notes in
 * brackets, "for dusting") are set aside, the words of its form (canned, dried, ground, cooked)
 * are kept, and the noun it ends on is the food. The curated table answers first; otherwise the
 * generic ranking's candidates are kept only when their USDA name is about that noun and sits in
 * a category the line can mean (a purée is never a beverage, a seasoning never a vegetable).
 */

/** How sure the match is: `high` is the curated table; `medium` a candidate named by the line's noun; `low` a guess. */
export type MatchConfidence = "high" | "medium" | "low";

export interface IngredientMatch<T> {
  food: T;
  confidence: MatchConfidence;
}

export interface MatchContext {
  /** The line is a seasoning: "to taste", a pinch or a dash. Only spices and herbs may answer. */
  seasoning?: boolean;
}

/** Words of a food's form: they change the food (dried basil, canned tomatoes), so they stay. */
export const FORM_WORDS = new Set(["ground", "roasted", "toasted", "cooked", "dried", "canned", "frozen", "smoked", "powdered", "whole"]);

/** Words that describe an ingredient and never name it. */
const DESCRIPTIVE = new Set(
  [
    ...LEADING_DESCRIPTORS,
    ...METHOD_WORDS,
    "organic",
    "free-range",
    "free",
    "range",
    "grass-fed",
    "pasture-raised",
    "cage-free",
    "wild-caught",
    "natural",
    "pure",
    "good",
    "quality",
    "best",
    "big",
    "thick",
    "thin",
    "thick-cut",
    "center-cut",
    "scant",
    "generous",
    "heaped",
    "loosely",
    "firmly",
    "about",
    "approximately",
    "additional",
    "more",
    "leftover",
    "day-old",
    "stale",
    "softened",
    "unpeeled",
    "peeled",
    "whole",
    "fine",
    "finely",
    "coarse",
    "coarsely",
    "bunch",
    "handful",
    "sprig",
    "sprigs",
    "bag",
    "box",
    "container",
    "carton",
    "jar",
    "package",
    "packet",
    "pkg",
    "can",
    "tin",
    "bottle",
    "piece",
    "small-diced",
    "half",
    "halves",
    "inch",
    "oz",
    "ounce",
    "lb",
    "pound",
    "g",
    "gram",
    "kg",
    "ml",
    "cup",
    "tablespoon",
    "teaspoon",
    "tbsp",
    "tsp",
    "store",
    "bought",
    "ready-made",
    "prepared",
    "deboned",
    "bone-in",
    "skin-on",
    "bone",
    "skin",
    "shelled",
  ]
    .map(normalizeWord)
    .filter((word) => !FORM_WORDS.has(word)),
);

/** Parts named after the food ("salmon fillet", "basil leaves") that USDA names by the food alone. */
const PART_WORDS = new Set([
  "fillet",
  "leaf",
  "leave",
  "floret",
  "wedge",
  "sprig",
  "stalk",
  "clove",
  "chunk",
  "rib",
  "head",
  "ear",
  "slice",
  "strip",
  "cube",
]);

/** Dropping these in front of a curated name keeps the same food: "yellow cornmeal" is cornmeal. */
const SAFE_TO_DROP = new Set([
  "yellow",
  "white",
  "red",
  "green",
  "orange",
  "purple",
  "golden",
  "sweet",
  "baby",
  "mini",
  "young",
  "mild",
  "hot",
  "spicy",
  "sharp",
  "aged",
  "local",
  "seasonal",
  "unsalted",
  "salted",
  "low-sodium",
  "reduced-sodium",
  "sodium",
  "low",
  "reduced",
  "italian",
  "mexican",
  "greek",
  "english",
  "french",
  "homemade",
  "raw",
  "uncooked",
  "cold",
]);

/** A USDA name beginning with one of these is a drink, and only a line about a drink may get it. */
const BEVERAGE_FOOD = /^(beverages?|alcoholic beverage|carbonated beverage|drink)|\b(beverage|drink mix)\b/i;
const BEVERAGE_LINE = new Set(
  [
    "juice",
    "drink",
    "beverage",
    "wine",
    "beer",
    "ale",
    "lager",
    "stout",
    "tea",
    "coffee",
    "espresso",
    "soda",
    "cola",
    "water",
    "lemonade",
    "nectar",
    "punch",
    "cocktail",
    "smoothie",
    "vodka",
    "rum",
    "gin",
    "whiskey",
    "whisky",
    "bourbon",
    "brandy",
    "tequila",
    "liqueur",
    "sake",
    "cider",
    "kombucha",
    "chocolate",
    "cocoa",
  ].map(normalizeWord),
);
/** Foods no recipe line means unless it says so: baby food, fast food, restaurant dishes. */
const NEVER_UNLESS_ASKED: Array<[RegExp, string]> = [
  [/^(babyfood|infant formula|child formula)/i, "baby"],
  [/^(fast foods?|restaurant|school lunch)/i, "restaurant"],
  // Regional foods of SR24's group 35 ("Cornmeal, yellow (Navajo)") carry no household measures.
  [/\((navajo|hopi|apache|shoshone bannock|alaska native|northern plains indians|southwest)\)/i, "traditional"],
];
/** First words of USDA names that name a group, not a food: "Nuts, almonds" is an almond. */
const GROUP_HEADS = new Set(
  [
    "nuts",
    "spices",
    "seeds",
    "fish",
    "crustaceans",
    "mollusks",
    "cheese",
    "beans",
    "peppers",
    "squash",
    "lettuce",
    "pork",
    "beef",
    "chicken",
    "turkey",
    "lamb",
    "veal",
    "game meat",
    "leavening agents",
    "sugars",
    "syrups",
    "cream",
    "milk",
    "egg",
    "tomatoes",
    "tomato products",
    "onions",
    "wheat flour",
    "rice",
    "vinegar",
    "oil",
    "sauce",
    "soup",
    "salad dressing",
    "cereals",
    "cookies",
    "crackers",
    "bread",
    "rolls",
    "pasta",
    "noodles",
    "mushrooms",
    "cabbage",
    "potatoes",
    "lentils",
    "peas",
    "corn",
    "seaweed",
    "yogurt",
    "butter",
  ].map((head) => nameKey(head)),
);

/** The foods a spice line may get: USDA's spices and herbs, and salt. */
const SEASONING_FOOD = /^(spices|salt|basil|parsley|coriander|spearmint|peppermint|dill|rosemary|thyme|chives|vanilla)/i;

export interface ReadIngredientName {
  /** The cleaned name as a lookup key, numbers kept: "80 20 ground beef", "2% milk". */
  key: string;
  /** Every word the cleaned name carries, normalised: "boneless skinless chicken breast". */
  all: string[];
  /** The words that name the food, descriptions set aside: "chicken breast". */
  words: string[];
}

/**
 * The words of an ingredient's name that say what it is. Brackets, "to taste", "for dusting",
 * "optional", what follows the first comma and the second of two alternatives ("butter or
 * margarine") are set aside, accents are dropped ("purée" is "puree").
 */
export function readIngredientName(text: string): ReadIngredientName {
  const cleaned = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\([^)]*\)?|\[[^\]]*\]?/g, " ")
    .replace(/[®™*]/g, "");
  // The food is named by the first comma-separated part that says more than how it is cut or
  // kept: "boneless, skinless chicken breasts" is about the chicken breasts.
  const parts = cleaned.split(/[,;:]/).map(readPart);
  return parts.find((part) => part.named) ?? parts[0] ?? { key: "", all: [], words: [], named: false };
}

function readPart(part: string): ReadIngredientName & { named: boolean } {
  let name = part
    .replace(
      /\b(for|to)\s+(dust|dusting|garnish|garnishing|serve|serving|decorat\w*|grease|greasing|brush\w*|fry|frying|the pan|top\w*|drizzl\w*|sprinkl\w*|coat\w*|roll\w*|finish\w*)\b.*$/,
      " ",
    )
    .replace(/\b(at room temperature|room temperature|divided)\b/g, " ")
    .replace(/\b(to taste|as needed|if needed|as desired|optional|plus more|or more|or to taste)\b.*$/, " ");
  const alternatives = name.split(/\s+or\s+|\s+\/\s+|(?<=[a-z])\/(?=[a-z])/);
  name = alternatives[0] ?? name;
  if (!curatedFor(name) && / and /.test(name)) name = name.split(/\s+and\s+/)[0] ?? name;
  // "chipotle peppers in adobo sauce", "tuna in water": the food is what stands before "in".
  if (!curatedFor(name) && / in /.test(name)) name = name.split(/\s+in\s+/)[0] ?? name;
  const key = nameKey(name);
  const all = key.split(" ").filter((word) => word !== "" && !/^\d+$/.test(word) && word !== "of");
  const described = all.filter((word) => !DESCRIPTIVE.has(word));
  const named = described.some((word) => !PART_WORDS.has(word)) ? described.filter((word) => !PART_WORDS.has(word)) : described;
  return { key, all, words: named.length > 0 ? named : all, named: named.length > 0 };
}

function curatedMatch<T extends SearchableFood>(index: FoodIndex<T>, words: readonly string[]): T | null {
  const ndbNo = words.length > 0 ? curatedFor(words.join(" ")) : undefined;
  return ndbNo ? (index.get(ndbNo) ?? null) : null;
}

const HEAD_WORDS = new WeakMap<object, Set<string>>();
/** Words that open some USDA name ("Almonds", "Coconut"): a word that is a food in its own right. */
function headWordsOf(index: FoodIndex<SearchableFood>): Set<string> {
  let heads = HEAD_WORDS.get(index);
  if (!heads) {
    heads = new Set(
      index.foods.flatMap((food) => nameKey(food.name.split(",")[0] ?? "").split(" ")).filter((word) => !GROUP_HEADS.has(word)),
    );
    HEAD_WORDS.set(index, heads);
  }
  return heads;
}

function nameSegments(food: SearchableFood): string[][] {
  return food.name.split(",").map((part) => nameKey(part).split(" ").filter(Boolean));
}

/**
 * Whether a candidate is about the line's noun and in a category the line can mean: its USDA
 * head names the noun (or is a group such as "Spices" whose next part does), it is no drink
 * unless the line names one, and no baby or restaurant food unless asked.
 */
function fits(food: SearchableFood, words: readonly string[], context: MatchContext): "head" | "group" | null {
  const asked = new Set(words);
  if (BEVERAGE_FOOD.test(food.name) && !words.some((w) => BEVERAGE_LINE.has(w))) return null;
  for (const [pattern, word] of NEVER_UNLESS_ASKED) if (pattern.test(food.name) && !asked.has(word)) return null;
  if (context.seasoning && !SEASONING_FOOD.test(food.name)) return null;
  const segments = nameSegments(food);
  const head = segments[0] ?? [];
  const noun = words[words.length - 1] ?? "";
  const headText = head.join(" ");
  if (head.includes(noun)) return "head";
  if (GROUP_HEADS.has(headText) && (segments[1] ?? []).includes(noun)) return "group";
  // A group head that is itself asked for ("chicken thighs" → "Chicken, …, thigh") is about the line.
  if (GROUP_HEADS.has(headText) && head.every((w) => asked.has(w))) return "group";
  return null;
}

function rankedMatch<T extends SearchableFood>(
  index: FoodIndex<T>,
  words: readonly string[],
  context: MatchContext,
  headOnly = false,
): T | null {
  if (headOnly && words.length < 2) return null;
  let best: { food: T; score: number } | null = null;
  for (const { food, score } of index.candidates(words, 60)) {
    const fit = fits(food, words, context);
    if (!fit || (headOnly && fit !== "head")) continue;
    const total = score + (fit === "head" ? 2 : 0);
    if (!best || total > best.score) best = { food, score: total };
  }
  return best?.food ?? null;
}

/**
 * The USDA food an ingredient name means, with how sure the match is; null when nothing fits.
 * Order: the curated table for the whole name, then with descriptions set aside, then the
 * generic ranking on the words, then the curated table for the name's last words ("organic
 * yellow cornmeal" → cornmeal), then the ranking on the last words, then spelling corrected.
 */
export function matchIngredient<T extends SearchableFood>(
  index: FoodIndex<T>,
  ingredientName: string,
  context: MatchContext = {},
): IngredientMatch<T> | null {
  const read = readIngredientName(ingredientName);
  const accept = (food: T | null, confidence: MatchConfidence): IngredientMatch<T> | null => {
    if (!food) return null;
    if (context.seasoning && !SEASONING_FOOD.test(food.name)) return null;
    return { food, confidence };
  };
  const asWritten =
    accept(curatedMatch(index, [read.key]), "high") ??
    accept(curatedMatch(index, read.all), "high") ??
    accept(curatedMatch(index, read.words), "high");
  if (asWritten) return asWritten;
  // A misspelt word is read as the closest word USDA uses ("chiken" → chicken); a short unknown
  // word is set aside rather than guessed. A match on corrected words is no better than medium.
  const spell = (list: readonly string[]) =>
    list.flatMap((word) => {
      if (index.hasWord(word) || curatedFor(word)) return [word];
      const closest = index.closestWord(word);
      return closest ? [closest] : [];
    });
  const words = spell(read.words);
  const misspelt = words.join(" ") !== read.words.join(" ");
  const sure: MatchConfidence = misspelt ? "medium" : "high";
  const corrected = misspelt ? accept(curatedMatch(index, words), "medium") : null;
  if (corrected) return corrected;
  if (words.length === 0) return null;
  if (context.seasoning) {
    const spice = rankedMatch(index, words, context);
    if (spice) return accept(spice, "medium");
  }
  // A food whose USDA name carries every word and is about the noun is more precise than the
  // curated name of the last words ("refrigerated pie crust" is the refrigerated one).
  const precise = rankedMatch(index, words, context, true);
  if (precise) return accept(precise, "medium");
  // The curated name at the end of the line, with what stands before it only describing it.
  const heads = headWordsOf(index);
  for (let start = 1; start < words.length; start++) {
    const dropped = words.slice(0, start);
    const found = curatedMatch(index, words.slice(start));
    if (!found) continue;
    // "almond milk" is not milk: a dropped word that names a food of its own makes this a guess.
    const droppedFood = dropped.some((word) => !SAFE_TO_DROP.has(word) && (curatedFor(word) !== undefined || heads.has(word)));
    if (!droppedFood) return accept(found, sure);
    const ranked = rankedMatch(index, words, context);
    if (ranked) return accept(ranked, "medium");
    return accept(found, "low");
  }
  const ranked = rankedMatch(index, words, context);
  if (ranked) return accept(ranked, "medium");
  for (let start = 1; start < words.length; start++) {
    const shorter = rankedMatch(index, words.slice(start), context);
    if (shorter) return accept(shorter, "low");
  }
  return null;
}

/**
 * The version of the matcher and its tables (ADR 141). Raise it with any change that can change a
 * line's food or grams (the curated table, default portions, the rules above, the line reader):
 * recipes whose nutrition comes from their ingredients and was computed with an older version are
 * recomputed at start-up and when read.
 */
export const MATCHER_VERSION = 3;

/**
 * The key a person's remembered fix is filed under (ADR 141): the words that name the food, with
 * descriptions, notes and amounts set aside, so "boneless, skinless chicken breasts, diced" and
 * "chicken breast" share one fix while "dried basil" and "basil" do not.
 */
export function foodFixKey(name: string): string {
  const read = readIngredientName(name);
  const key = read.words.length > 0 ? read.words.join(" ") : read.key.trim();
  return (key || name.trim().toLowerCase()).replace(/\s+/g, " ").slice(0, 200);
}
