import { isRecipeUnit, LEADING_DESCRIPTORS, parseIngredientLine, PINCH_TEASPOONS, round2, type RecipeUnit } from "@simmer/domain";
import { cleanLine } from "./dom";
import { prepareLine } from "./foreign-units";
import type { WebIngredientLine } from "./types";

const NAME_MAX = 300;
const LINE_READ_MAX = 400;

export type LineOutcome = "structured" | "to-taste" | "no-quantity";

function formatAmount(n: number): string {
  return String(round2(n));
}

/**
 * One ingredient line as written on a page, structured where the parser can read it. A line it
 * cannot read is kept whole as the ingredient's name, so nothing the page says is lost.
 */
export function structureLine(text: string): { line: WebIngredientLine; outcome: LineOutcome } {
  const original = cleanLine(text);
  // No ingredient line runs to hundreds of characters: such text is kept whole, unread.
  if (original.length > LINE_READ_MAX) {
    return {
      line: { ingredient_name: original.slice(0, NAME_MAX), quantity: "1", unit: "units", method: null, brand: null, optional: false, original },
      outcome: "no-quantity",
    };
  }
  const parsed = parseIngredientLine(prepareLine(original));
  const prefix: string[] = [];
  const suffix: string[] = [];
  for (const modifier of parsed.modifiers) {
    if (modifier.startsWith("(")) suffix.push(modifier);
    else if (LEADING_DESCRIPTORS.has(modifier.toLowerCase())) prefix.push(modifier);
    else suffix.push(`, ${modifier}`);
  }
  const name = `${[...prefix, parsed.name].join(" ")}${suffix.map((s) => (s.startsWith(",") ? s : ` ${s}`)).join("")}`.trim();
  const base = { method: parsed.method, brand: parsed.brand, optional: parsed.optional, original };

  if (parsed.amount && parsed.quantity && name) {
    let quantity: string;
    let unit: RecipeUnit;
    const spoonful = parsed.pieceWord && Object.hasOwn(PINCH_TEASPOONS, parsed.pieceWord) ? parsed.pieceWord : undefined;
    if (spoonful !== undefined) {
      // A pinch or a dash is kept as written (ADR 110), not turned into a sixteenth of a teaspoon.
      unit = spoonful === "dash" ? "dashes" : "pinches";
      quantity = formatAmount(parsed.amount.max);
    } else {
      unit = parsed.unit && isRecipeUnit(parsed.unit) ? parsed.unit : "units";
      const { min, max } = parsed.amount;
      quantity = min === max ? formatAmount(max) : `${formatAmount(min)}-${formatAmount(max)}`;
    }
    return { line: { ...base, ingredient_name: name.slice(0, NAME_MAX), quantity, unit }, outcome: "structured" };
  }
  if (parsed.toTaste && name) {
    return {
      line: { ...base, ingredient_name: name.slice(0, NAME_MAX), quantity: "1", unit: "units", method: parsed.method ?? "to taste" },
      outcome: "to-taste",
    };
  }
  return {
    line: { ingredient_name: original.slice(0, NAME_MAX), quantity: "1", unit: "units", method: null, brand: null, optional: parsed.optional, original },
    outcome: "no-quantity",
  };
}
