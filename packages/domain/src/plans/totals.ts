import { sideFood, sideNutrients } from "./side-foods";
import type { GenerateResult, PlanPortion, PlanRecipe, PlanSlot } from "./types";

export type PlanDayTotals = GenerateResult["days"][number];

/**
 * What one eater has of a slot: their own portion and sides when the slot names them (null when
 * away), else an equal share, the slot's servings divided among `people`.
 */
export function eaterPortion(
  slot: Pick<PlanSlot, "servings" | "portions">,
  eaterId: number | undefined,
  people: number,
): PlanPortion | null {
  const own = slot.portions && slot.portions.length > 0 ? (slot.portions.find((p) => p.eaterId === eaterId) ?? null) : undefined;
  if (own === undefined) return { eaterId: eaterId ?? 0, portion: slot.servings / Math.max(1, people), away: false, sides: [] };
  return own && !own.away ? own : null;
}

/**
 * Planned nutrition per day for one eater (the first named in a slot, or the only one): their
 * portion of each slot's recipe and their sides. Unknown nutrition counts as nothing.
 */
export function dayTotals(
  slots: readonly PlanSlot[],
  recipesById: ReadonlyMap<number, PlanRecipe>,
  people = 1,
  eaterId?: number,
): PlanDayTotals[] {
  const byDay = new Map<number, PlanDayTotals>();
  for (const slot of slots) {
    const totals = byDay.get(slot.day) ?? { day: slot.day, calories: 0, protein: 0, carbs: 0, fat: 0 };
    byDay.set(slot.day, totals);
    const share = eaterPortion(slot, eaterId ?? slot.portions?.[0]?.eaterId, people);
    if (!share) continue;
    const recipe = slot.recipeId === null ? undefined : recipesById.get(slot.recipeId);
    if (recipe) {
      totals.calories += (recipe.calories ?? 0) * share.portion;
      totals.protein += (recipe.protein ?? 0) * share.portion;
      totals.carbs += (recipe.carbs ?? 0) * share.portion;
      totals.fat += (recipe.fat ?? 0) * share.portion;
    }
    for (const side of share.sides) {
      const food = sideFood(side.food);
      if (!food) continue;
      const n = sideNutrients(food, side.portions);
      totals.calories += n.calories;
      totals.protein += n.protein;
      totals.carbs += n.carbs;
      totals.fat += n.fat;
    }
  }
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}

/** Distinct ingredients the plan's cooked slots need that the person does not own, ascending. Leftover slots buy nothing. */
export function missingIngredients(
  slots: readonly PlanSlot[],
  recipesById: ReadonlyMap<number, PlanRecipe>,
  owned: ReadonlySet<number>,
): number[] {
  const missing = new Set<number>();
  for (const slot of slots) {
    if (slot.recipeId === null || slot.leftoverOf) continue;
    for (const id of recipesById.get(slot.recipeId)?.ingredientIds ?? []) if (!owned.has(id)) missing.add(id);
  }
  return [...missing].sort((a, b) => a - b);
}
