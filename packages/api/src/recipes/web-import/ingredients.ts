import { RECIPE_LIMITS } from "@simmer/contracts";
import { isRecipeUnit, LEADING_DESCRIPTORS, NO_AMOUNT, parseIngredientLine, round2, type RecipeUnit } from "@simmer/domain";
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
 * One ingredient line as written (a page, a spreadsheet, another app's export), structured where
 * the parser can read it: the amount and unit as written (ADR 110), or an empty amount when the
 * line gives none (ADR 121). The text itself is kept in `original`, so nothing said is lost.
 */
export function structureLine(text: string): { line: WebIngredientLine; outcome: LineOutcome } {
  // The line as written is stored beside the structured one (ADR 143), within the contract's bound.
  const original = cleanLine(text).slice(0, RECIPE_LIMITS.originalMax);
  // No ingredient line runs to hundreds of characters: such text is kept whole, unread.
  if (original.length > LINE_READ_MAX) {
    return {
      line: { ingredient_name: original.slice(0, NAME_MAX), ...NO_AMOUNT, method: null, brand: null, optional: false, original },
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
    const unit: RecipeUnit = parsed.unit && isRecipeUnit(parsed.unit) ? parsed.unit : "units";
    const { min, max } = parsed.amount;
    const quantity = min === max ? formatAmount(max) : `${formatAmount(min)}-${formatAmount(max)}`;
    return { line: { ...base, ingredient_name: name.slice(0, NAME_MAX), quantity, unit }, outcome: "structured" };
  }
  if (parsed.toTaste && name) {
    return {
      line: { ...base, ingredient_name: name.slice(0, NAME_MAX), ...NO_AMOUNT, method: parsed.method ?? "to taste" },
      outcome: "to-taste",
    };
  }
  // "fresh parsley", "Puderzucker zum Bestäuben": a food with no amount keeps an empty one.
  return {
    line: { ...base, ingredient_name: (name || original).slice(0, NAME_MAX), ...NO_AMOUNT },
    outcome: "no-quantity",
  };
}
