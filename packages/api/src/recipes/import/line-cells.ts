import { isRecipeUnit, normaliseNumbers, parseQuantityRange, readUnitPhrase, round2 } from "@simmer/domain";
import { structureLine } from "../web-import/ingredients";

export interface LineCells {
  ingredient_name: string;
  quantity: string;
  unit: string;
  method?: string | null;
}

function scaled(quantity: string, factor: number): string | null {
  const range = parseQuantityRange(quantity);
  if (!range) return null;
  const min = round2(range.min * factor);
  const max = round2(range.max * factor);
  return min === max ? String(max) : `${min}-${max}`;
}

/**
 * An Ingredients row's name, quantity and unit as the recipe line stores them (ADR 110, ADR 121).
 * The unit column may hold the vocabulary's word ("milliliters") or the way people write it
 * ("ml", "EL", "c. à s.", "20 cl" turned into milliliters); a decimal comma reads as a point; a
 * row with a whole line in the name and no amount columns ("500 ml milk") is read like a web page's
 * line; a row with no amount at all keeps an empty one. An unknown unit is passed on as written, so
 * the contract's message names it.
 */
export function readLineCells(name: string | null, quantityCell: string | null, unitCell: string | null): LineCells {
  const quantity = normaliseNumbers(quantityCell?.trim() ?? "");
  const unitText = unitCell?.trim() ?? "";
  if (quantity === "" && unitText === "" && name) {
    const { line, outcome } = structureLine(name);
    if (outcome === "structured")
      return { ingredient_name: line.ingredient_name, quantity: line.quantity, unit: line.unit, method: line.method };
    return { ingredient_name: name, quantity: "", unit: "" };
  }
  const lower = unitText.toLowerCase();
  if (unitText === "" || isRecipeUnit(lower)) return { ingredient_name: name ?? "", quantity, unit: lower };
  const phrase = readUnitPhrase(unitText);
  if (!phrase || phrase.length < unitText.replace(/\.$/, "").length) return { ingredient_name: name ?? "", quantity, unit: lower };
  const factor = phrase.word.factor;
  const amount = factor !== undefined && factor !== 1 ? scaled(quantity, factor) : quantity;
  return { ingredient_name: name ?? "", quantity: amount ?? quantity, unit: phrase.word.unit };
}
