import type { GenerateResult, PlanRecipe, PlanSlot } from "./types";

export type PlanDayTotals = GenerateResult["days"][number];

/**
 * Planned nutrition per day and per person: each slot's servings of its recipe, divided among
 * `people` (a slot cooked for four feeds four). Unknown nutrition counts as nothing.
 */
export function dayTotals(slots: readonly PlanSlot[], recipesById: ReadonlyMap<number, PlanRecipe>, people = 1): PlanDayTotals[] {
  const byDay = new Map<number, PlanDayTotals>();
  const perPerson = Math.max(1, people);
  for (const slot of slots) {
    const totals = byDay.get(slot.day) ?? { day: slot.day, calories: 0, protein: 0, carbs: 0, fat: 0 };
    byDay.set(slot.day, totals);
    const recipe = slot.recipeId === null ? undefined : recipesById.get(slot.recipeId);
    if (!recipe) continue;
    const portions = slot.servings / perPerson;
    totals.calories += (recipe.calories ?? 0) * portions;
    totals.protein += (recipe.protein ?? 0) * portions;
    totals.carbs += (recipe.carbs ?? 0) * portions;
    totals.fat += (recipe.fat ?? 0) * portions;
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
