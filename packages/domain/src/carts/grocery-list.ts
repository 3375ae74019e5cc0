import { round2 } from "../common/rounding";
import { hasAmount, parseQuantity } from "../recipes/quantity";
import { combineAmounts, isUnit, type Amount, type Unit } from "../foods/units";

/** One ingredient line of a recipe in a cart, with what it takes to scale it. */
export interface CartIngredientLine {
  ingredientId: number;
  name: string;
  quantity: string;
  unit: string;
  brand: string | null;
  optional: boolean;
  recipeServings: number;
  /** Servings wanted: the cart line's quantity. */
  cartQuantity: number;
}

export interface GroceryLine {
  ingredientId: number;
  ingredientName: string;
  brand: string | null;
  optional: boolean;
  /** Null when a recipe gave no number ("to taste"): the list shows it as needed, with no unit. */
  quantity: number | null;
  unit: string | null;
  owned: boolean;
}

/** Recipe units are stored plural ("cups"); a singular or odd casing is read leniently. */
function readUnit(unit: string): Unit | null {
  const u = unit.trim().toLowerCase();
  if (isUnit(u)) return u;
  if (isUnit(`${u}s`)) return `${u}s` as Unit;
  return null;
}

function commonBrand(brands: (string | null)[]): string | null {
  const first = brands[0] ?? null;
  return first !== null && brands.every((b) => b === first) ? first : null;
}

/**
 * The combined shopping list: every line scaled by cart servings / recipe servings, the same
 * ingredient merged across recipes and carts, amounts in compatible units added (1 cup + 4 tbsp =
 * 1.25 cups) and incompatible ones kept as separate lines of that ingredient. A merged ingredient is
 * optional only when every recipe marks it optional. Sorted by name.
 */
export function buildGroceryList(lines: readonly CartIngredientLine[], owned: ReadonlySet<number>): GroceryLine[] {
  const groups = new Map<number, CartIngredientLine[]>();
  for (const line of lines) {
    const group = groups.get(line.ingredientId) ?? [];
    group.push(line);
    groups.set(line.ingredientId, group);
  }

  const result: GroceryLine[] = [];
  for (const [ingredientId, group] of groups) {
    const first = group[0];
    if (!first) continue;
    const base = {
      ingredientId,
      ingredientName: first.name,
      brand: commonBrand(group.map((l) => l.brand)),
      optional: group.every((l) => l.optional),
      owned: owned.has(ingredientId),
    };
    const amounts: Amount[] = [];
    const unquantified = new Set<string>();
    for (const line of group) {
      // A line with no amount ("salt to taste") is needed as needed, whatever its stored unit (ADR 121).
      if (!hasAmount(line.quantity)) {
        unquantified.add("");
        continue;
      }
      const value = parseQuantity(line.quantity);
      const unit = readUnit(line.unit);
      if (value === null || unit === null || !(line.recipeServings > 0)) {
        unquantified.add(line.unit.trim().toLowerCase());
        continue;
      }
      amounts.push({ amount: (value / line.recipeServings) * line.cartQuantity, unit });
    }
    for (const { amount, unit } of combineAmounts(amounts)) {
      result.push({ ...base, quantity: round2(amount), unit });
    }
    for (const unit of unquantified) result.push({ ...base, quantity: null, unit: unit || null });
  }
  return result.sort((a, b) => a.ingredientName.localeCompare(b.ingredientName) || (a.unit ?? "").localeCompare(b.unit ?? ""));
}
