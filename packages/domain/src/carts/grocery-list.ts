import { round2 } from "../common/rounding";
import { hasAmount, parseQuantity } from "../recipes/quantity";
import { isUnit, type Unit } from "../foods/units";
import type { Measure } from "../foods/measures";
import { mergeNeeds, type Need } from "./grocery-merge";

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
  /** The recipe the line belongs to, for the list's per-recipe breakdown. */
  recipeTitle?: string;
}

/** One recipe's part of a list line, in the unit the recipe wrote; quantity null when it gave none. */
export interface GroceryPart {
  recipe: string;
  quantity: number | null;
  unit: Unit | null;
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
  /** What each recipe needs of this line ("Soup: 1 onion · Salad: 100 g"). */
  parts: GroceryPart[];
  /** Why this line was not added to the ingredient's other line (ADR 131); null otherwise. */
  apart: string | null;
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

/** Each recipe's need once per unit, in the order the recipes came. */
function partsOf(needs: readonly Need[]): GroceryPart[] {
  const parts: GroceryPart[] = [];
  for (const need of needs) {
    const same = parts.find((p) => p.recipe === need.recipe && p.unit === need.unit);
    if (same) same.quantity = round2((same.quantity ?? 0) + need.amount);
    else parts.push({ recipe: need.recipe, quantity: round2(need.amount), unit: need.unit });
  }
  return parts;
}

function asNeeded(recipes: readonly string[]): GroceryPart[] {
  return [...new Set(recipes)].map((recipe) => ({ recipe, quantity: null, unit: null }));
}

/** Words of an ingredient's name that pick a USDA measure ("large", "chopped"). */
function nameHints(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * The combined shopping list: every line scaled by cart servings / recipe servings, the same
 * ingredient merged across recipes and carts into one line whatever the units: one family adds up
 * directly (1 cup + 4 tablespoons = 1.25 cups), other families through the food's USDA measures
 * (`measures`, by ingredient id; ADR 131). A need its food cannot weigh stays a line of its own that
 * says why. Each line keeps what each recipe asked for. A merged ingredient is optional only when
 * every recipe marks it optional. Sorted by name.
 */
export function buildGroceryList(
  lines: readonly CartIngredientLine[],
  owned: ReadonlySet<number>,
  measures: ReadonlyMap<number, readonly Measure[]> = new Map(),
): GroceryLine[] {
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
    const needs: Need[] = [];
    const unmeasured: string[] = [];
    const unreadable = new Map<string, { recipes: string[]; written: string }>();
    for (const line of group) {
      const recipe = line.recipeTitle ?? "";
      // A line with no amount ("salt to taste") is needed as needed, whatever its stored unit (ADR 121).
      if (!hasAmount(line.quantity)) {
        unmeasured.push(recipe);
        continue;
      }
      const value = parseQuantity(line.quantity);
      const unit = readUnit(line.unit);
      if (value === null || unit === null || !(line.recipeServings > 0)) {
        const key = line.unit.trim().toLowerCase();
        const entry = unreadable.get(key) ?? { recipes: [], written: `${line.quantity.trim()} ${line.unit.trim()}`.trim() };
        entry.recipes.push(recipe);
        unreadable.set(key, entry);
        continue;
      }
      needs.push({ amount: (value / line.recipeServings) * line.cartQuantity, unit, recipe });
    }
    const merged = mergeNeeds(first.name, needs, measures.get(ingredientId) ?? null, nameHints(first.name));
    merged.forEach(({ amount, needs: its, apart }, index) => {
      // "To taste" needs ride on the ingredient's measured line: buying that covers them.
      const parts = index === 0 ? [...partsOf(its), ...asNeeded(unmeasured)] : partsOf(its);
      result.push({ ...base, quantity: round2(amount.amount), unit: amount.unit, parts, apart });
    });
    if (merged.length === 0 && unmeasured.length > 0) {
      result.push({ ...base, quantity: null, unit: null, parts: asNeeded(unmeasured), apart: null });
    }
    const others = merged.length + (merged.length === 0 && unmeasured.length > 0 ? 1 : 0);
    for (const [unit, { recipes, written }] of unreadable) {
      const apart = others > 0 ? `Kept apart: “${written}” is not an amount that adds up.` : null;
      result.push({ ...base, quantity: null, unit: unit || null, parts: asNeeded(recipes), apart });
    }
  }
  return result.sort((a, b) => a.ingredientName.localeCompare(b.ingredientName) || (a.unit ?? "").localeCompare(b.unit ?? ""));
}
