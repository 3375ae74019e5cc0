import { slotKey } from "./meals";
import type { GenerateInput, PlanMeal, PlanSlot } from "./types";

export interface OpenSlot {
  day: number;
  meal: PlanMeal;
}

/** An open Lunch that will eat the previous day's Dinner when the leftovers rule holds. */
export interface LeftoverPair {
  lunch: OpenSlot;
  dinner: OpenSlot;
  /** The dinner's recipe when it is kept; null when the dinner is open too. */
  keptRecipeId: number | null;
}

export interface PlanLayout {
  /** Slots the generation keeps as they are: locked ones, and every slot outside the scope or the rules' days and meals. */
  kept: PlanSlot[];
  /** Slots the generation fills, in day then meal order. */
  open: OpenSlot[];
  leftovers: LeftoverPair[];
}

const MEAL_ORDER: Readonly<Record<PlanMeal, number>> = { Breakfast: 0, Lunch: 1, Dinner: 2, Snack: 3 };

export const bySlotOrder = (a: OpenSlot, b: OpenSlot): number => a.day - b.day || MEAL_ORDER[a.meal] - MEAL_ORDER[b.meal];

function inScope(scope: GenerateInput["scope"], day: number, meal: PlanMeal): boolean {
  if (scope.kind === "week") return true;
  if (scope.kind === "day") return scope.day === day;
  return scope.day === day && scope.meal === meal;
}

/**
 * Which slots the generation fills and which it keeps. A slot is filled when it is one of the
 * rules' days × meals, inside the scope and not locked; everything else stays as it is. A Dinner
 * whose leftovers a kept Lunch eats is kept too, so the Lunch stays true.
 */
export function planLayout(input: Pick<GenerateInput, "rules" | "slots" | "scope">): PlanLayout {
  const current = new Map<string, PlanSlot>();
  for (const slot of input.slots) current.set(slotKey(slot.day, slot.meal), slot);
  const days = [...new Set(input.rules.days)].filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);
  const meals = [...new Set(input.rules.meals)];
  const open: OpenSlot[] = [];
  for (const day of days) {
    for (const meal of meals) {
      const key = slotKey(day, meal);
      if (inScope(input.scope, day, meal) && !current.get(key)?.locked) open.push({ day, meal });
    }
  }
  const openKeys = new Set(open.map((s) => slotKey(s.day, s.meal)));
  // A kept slot eating leftovers pins the slot it eats from.
  for (const slot of input.slots) {
    if (openKeys.has(slotKey(slot.day, slot.meal)) || !slot.leftoverOf || slot.recipeId === null) continue;
    const source = slotKey(slot.leftoverOf.day, slot.leftoverOf.meal);
    if (openKeys.has(source) && current.get(source)?.recipeId === slot.recipeId) openKeys.delete(source);
  }
  const kept = input.slots.filter((slot) => !openKeys.has(slotKey(slot.day, slot.meal)));
  const stillOpen = open.filter((s) => openKeys.has(slotKey(s.day, s.meal))).sort(bySlotOrder);

  const leftovers: LeftoverPair[] = [];
  if (input.rules.leftovers) {
    for (const lunch of stillOpen) {
      if (lunch.meal !== "Lunch" || lunch.day === 0) continue;
      const dinner = { day: lunch.day - 1, meal: "Dinner" as const };
      const key = slotKey(dinner.day, dinner.meal);
      if (openKeys.has(key)) leftovers.push({ lunch, dinner, keptRecipeId: null });
      else {
        const keptDinner = current.get(key);
        if (keptDinner && keptDinner.recipeId !== null && !keptDinner.leftoverOf)
          leftovers.push({ lunch, dinner, keptRecipeId: keptDinner.recipeId });
      }
    }
  }
  return { kept, open: stillOpen, leftovers };
}
