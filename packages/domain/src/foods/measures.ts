import { convert, dimensionOf, toBase, type Unit } from "./units";
import { PINCH_TEASPOONS } from "./ingredient-line";
import { parseQuantity } from "../recipes/quantity";

/** A USDA household measure: `amount` of `name` weighs `grams` (same shape as the foods table). */
export interface Measure {
  amount: number;
  name: string;
  grams: number;
}

/** Millilitres in one of each volume word USDA measure names start with. */
const MEASURE_VOLUME_ML: Array<[RegExp, Unit]> = [
  [/^cups?\b/, "cups"],
  [/^(tbsp|tablespoons?)\b/, "tablespoons"],
  [/^(tsp|teaspoons?)\b/, "teaspoons"],
  [/^fl oz\b/, "fluid ounces"],
  [/^pints?\b/, "pints"],
  [/^quarts?\b/, "quarts"],
  [/^gallons?\b/, "gallons"],
  [/^(ml|milliliters?)\b/, "milliliters"],
  [/^(l|liters?)\b/, "liters"],
];
const MEASURE_MASS = /^(oz|lb|g|kg|ounces?|pounds?)\b/;
/** Pieces a count ("2 onions") most likely means, best first, when the line names no size. */
const COUNT_PREFERENCE = ["medium", "whole", "each", "item", "fruit", "large", "egg", "piece", "serving", "small"];
/** The USDA measure name of one piece of each counted unit of ADR 110. */
const PIECE_OF: Partial<Record<string, string>> = { cloves: "clove", sprigs: "sprig", packages: "package" };
const SIZE_WORDS = new Set(["small", "medium", "large", "jumbo"]);
const COUNT_NOT_A_PIECE = /^(cubic inch|pat|nlea serving|serving|portion)/;

function measureName(measure: Measure): string {
  return measure.name.toLowerCase().trim();
}

function volumeUnitOf(measure: Measure): Unit | null {
  const name = measureName(measure);
  for (const [pattern, unit] of MEASURE_VOLUME_ML) if (pattern.test(name)) return unit;
  return null;
}

/**
 * Grams per millilitre from a food's volume measures. A measure that mentions one of the hint
 * words ("chopped", "packed") wins; otherwise a plain "cup", then the first volume measure.
 */
export function densityOf(measures: readonly Measure[], hints: readonly string[] = [], preferUnit: Unit | null = null): number | null {
  const volumes = measures
    .map((measure) => ({ measure, unit: volumeUnitOf(measure) }))
    .filter(
      (entry): entry is { measure: Measure; unit: Unit } => entry.unit !== null && entry.measure.grams > 0 && entry.measure.amount > 0,
    );
  if (volumes.length === 0) return null;
  const lowerHints = hints.map((h) => h.toLowerCase()).filter((hint) => /^[a-z-]+$/.test(hint));
  // A hint names a measure as a whole word: "sifted" is not "unsifted".
  const hinted = volumes.find(({ measure }) => lowerHints.some((hint) => new RegExp(`(^|[^a-z])${hint}\\b`).test(measureName(measure))));
  // Unless the line says "packed", a measure "(not packed)" is the one a cup means (raisins, cottage cheese).
  const notPacked = lowerHints.includes("packed") ? undefined : volumes.find(({ measure }) => /not packed/.test(measureName(measure)));
  const isPlain = (measure: Measure) => /^(cups?|tbsp|tsp|tablespoons?|teaspoons?|fl oz)$/.test(measureName(measure));
  // The food's own measure in the line's unit is the most faithful ("1 tbsp" butter is 14.2 g).
  const sameUnit = volumes.find(({ measure, unit }) => unit === preferUnit && isPlain(measure));
  const plain = volumes.find(({ measure }) => isPlain(measure));
  const chosen = hinted ?? sameUnit ?? plain ?? notPacked ?? volumes[0];
  if (!chosen) return null;
  const ml = toBase(chosen.measure.amount, chosen.unit).amount;
  return chosen.measure.grams / ml;
}

/** The weight of one piece, chosen by the line's own words ("large", "clove", "slice") first. */
export function pieceWeight(measures: readonly Measure[], words: readonly string[] = []): number | null {
  const pieces = measures.filter((m) => {
    const name = measureName(m);
    return m.grams > 0 && m.amount > 0 && volumeUnitOf(m) === null && !MEASURE_MASS.test(name) && !COUNT_NOT_A_PIECE.test(name);
  });
  if (pieces.length === 0) return null;
  const perOne = (m: Measure) => m.grams / m.amount;
  const sameWord = (part: string, word: string) => part === word || part === `${word}s` || `${part}s` === word;
  const lowerWords = words.map((w) => w.toLowerCase());
  // A measure named by one of the line's words ("large", "clove", "breast"): its first word, so
  // "large" is the "large" measure, not "extra large", and a wedge "of one lemon" is not a lemon.
  for (const word of lowerWords) {
    const named = pieces.filter((m) => sameWord(measureName(m).split(/[^a-z-]+/)[0] ?? "", word));
    if (named.length === 0) continue;
    const sized =
      named.find((m) => lowerWords.some((other) => other !== word && measureName(m).includes(other))) ??
      named.find((m) => measureName(m).includes("medium"));
    return perOne(sized ?? named[0]!);
  }
  // A size the line names, wherever the measure says it ("potato medium (2-1/4" dia)").
  const sizeWord = (word: string) => new RegExp(`(^|[^a-z-])${word}\\b`);
  for (const word of lowerWords.filter((w) => SIZE_WORDS.has(w))) {
    const found = pieces.find((m) => sizeWord(word).test(measureName(m)));
    if (found) return perOne(found);
  }
  for (const word of COUNT_PREFERENCE) {
    const found = pieces.find((m) => measureName(m).startsWith(word)) ?? pieces.find((m) => sizeWord(word).test(measureName(m)));
    if (found) return perOne(found);
  }
  const first = pieces[0];
  return first ? perOne(first) : null;
}

export interface GramsRequest {
  amount: number;
  unit: Unit | null;
  /** A count noun read from the line: "clove", "stick", "pinch". */
  pieceWord?: string | null;
  /** Words from the line that pick a measure: sizes ("large"), methods ("chopped"). */
  hints?: readonly string[];
}

/**
 * The weight of an amount of a food. Mass converts directly; volume goes through the food's
 * density; counts (units, slices, bunches, cans, cloves) through the weight of one piece. Null
 * when the food's measures give no path: the caller says so instead of guessing.
 */
export function gramsFor(request: GramsRequest, measures: readonly Measure[]): number | null {
  const { amount, pieceWord } = request;
  const hints = request.hints ?? [];
  if (!Number.isFinite(amount) || amount < 0) return null;
  const pinch = pieceWord ? PINCH_TEASPOONS[pieceWord] : undefined;
  if (pinch !== undefined) return gramsFor({ amount: amount * pinch, unit: "teaspoons", hints }, measures);
  const unit = request.unit;
  if (!unit) return null;
  switch (dimensionOf(unit)) {
    case "mass":
      return convert(amount, unit, "grams");
    case "volume": {
      const density = densityOf(measures, hints, unit);
      return density === null ? null : toBase(amount, unit).amount * density;
    }
    case "units": {
      const words = pieceWord ? [pieceWord, ...hints] : hints;
      const each = pieceWeight(measures, words);
      return each === null ? null : amount * each;
    }
    case "slices": {
      const each = pieceWeight(measures, ["slice"]);
      return each === null || !measures.some((m) => measureName(m).includes("slice")) ? null : amount * each;
    }
    case "bunches": {
      const bunch = measures.find((m) => measureName(m).startsWith("bunch"));
      return bunch ? (amount * bunch.grams) / bunch.amount : null;
    }
    case "cans": {
      const can = measures.find((m) => /^can\b/.test(measureName(m)));
      return can ? (amount * can.grams) / can.amount : null;
    }
    case "cloves":
    case "sprigs":
    case "packages": {
      // Weighed only by the food's own measure of that piece ("1 clove" of garlic is 3 g, ADR 110).
      const word = PIECE_OF[dimensionOf(unit)];
      // A packet is a package: "1 packet yeast" is USDA's "packet" (7 g).
      const pattern = word === "package" ? /^(package|packet)s?\b/ : new RegExp(`^${word}s?\\b`);
      const named = measures.find((m) => m.grams > 0 && m.amount > 0 && pattern.test(measureName(m)));
      return named ? (amount * named.grams) / named.amount : null;
    }
    default:
      return null;
  }
}

/** "(15 oz)" or "(400 g)" from a can or package note, as grams; null when the note gives none. */
export function gramsFromSizeNote(note: string): number | null {
  // "15 oz", "6-ounce", "1 1/2 pounds", "1½ lb", "3/4 pound": the number as a whole, never its last digits.
  const match = /(\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d*\s*[½⅓⅔¼¾⅛⅜⅝⅞]|\d+(?:\.\d+)?)\s*-?\s*(oz|ounces?|g|grams?|lb|pounds?|kg)\b/i.exec(
    note,
  );
  if (!match?.[1] || !match[2]) return null;
  const amount = parseQuantity(match[1]);
  if (amount === null) return null;
  const word = match[2].toLowerCase();
  const unit: Unit = word.startsWith("o")
    ? "ounces"
    : word.startsWith("l") || word.startsWith("p")
      ? "pounds"
      : word === "kg"
        ? "kilograms"
        : "grams";
  return convert(amount, unit, "grams");
}
