import { MEAL_SHARES, slotKey } from "./meals";
import type { OpenSlot } from "./layout";
import { dayShare, PLAN_WEIGHTS, type Assignment, type PlanModel } from "./model";
import type { GenerateInput } from "./types";

/**
 * A quick feasible starting plan for the solver, built slot by slot: leftovers where the rule asks
 * for them, otherwise the candidate whose calories are nearest the meal's share of the day, with
 * few new ingredients, that repeats nothing within the window and breaks no tag maximum. Gives
 * the values of the model's integer variables; the solver completes and improves it.
 */
export function startingPoint(input: GenerateInput, model: PlanModel): Map<string, number> {
  const values = new Map<string, number>();
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const bySlot = new Map<string, Assignment[]>();
  for (const a of model.assignments) bySlot.set(slotKey(a.day, a.meal), [...(bySlot.get(slotKey(a.day, a.meal)) ?? []), a]);
  const costOf = new Map(model.variables.map((v) => [v.name, v.cost]));
  const chosen = new Map<string, Assignment>();
  const cookedDays = new Map<number, number[]>();
  for (const slot of model.layout.kept) {
    if (slot.recipeId !== null && !slot.leftoverOf) cookedDays.set(slot.recipeId, [...(cookedDays.get(slot.recipeId) ?? []), slot.day]);
  }
  const bought = new Set(input.ownedIngredientIds);
  for (const slot of model.layout.kept) for (const id of byId.get(slot.recipeId ?? -1)?.ingredientIds ?? []) bought.add(id);
  const tagCounts = new Map<string, number>();
  const eaten = (recipeId: number) => {
    for (const tag of byId.get(recipeId)?.tags ?? []) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  };
  for (const slot of model.layout.kept) if (slot.recipeId !== null) eaten(slot.recipeId);
  const maxima = new Map(input.rules.tagRules.filter((r) => r.max !== undefined).map((r) => [r.tag.toLowerCase(), r.max as number]));
  const window = Math.max(0, Math.floor(input.rules.noRepeatDays));
  const people = Math.max(1, input.rules.people);
  const dayCalories = new Map<number, number>();
  for (const slot of model.layout.kept) {
    const calories = byId.get(slot.recipeId ?? -1)?.calories ?? 0;
    dayCalories.set(slot.day, (dayCalories.get(slot.day) ?? 0) + (calories * slot.servings) / people);
  }
  // What is left of the day's calories, shared among its open meals still to fill.
  const slotTarget = (slot: OpenSlot): number | null => {
    if (!model.targets) return null;
    const rest = model.layout.open.filter((o) => o.day === slot.day && !chosen.has(slotKey(o.day, o.meal)));
    const shares = rest.reduce((sum, o) => sum + MEAL_SHARES[o.meal], 0);
    const remaining = Math.max(0, model.targets.calories * dayShare(input, model.layout, slot.day) - (dayCalories.get(slot.day) ?? 0));
    return shares > 0 ? (remaining * MEAL_SHARES[slot.meal]) / shares : null;
  };

  for (const slot of model.layout.open) {
    const options = bySlot.get(slotKey(slot.day, slot.meal)) ?? [];
    let pick: Assignment | undefined;
    const pair = model.layout.leftovers.find((p) => p.lunch.day === slot.day && p.lunch.meal === slot.meal);
    if (pair) {
      const source = pair.keptRecipeId ?? chosen.get(slotKey(pair.dinner.day, pair.dinner.meal))?.recipeId;
      pick = options.find((a) => a.leftoverOf !== null && a.recipeId === source);
    }
    if (!pick) {
      const mealTarget = slotTarget(slot);
      let best = Infinity;
      for (const a of options) {
        if (a.leftoverOf) continue;
        const recipe = byId.get(a.recipeId);
        if (!recipe) continue;
        const repeats = (cookedDays.get(a.recipeId) ?? []).some((d) => Math.abs(d - slot.day) < window);
        const overMax = recipe.tags.some((t) => maxima.has(t) && (tagCounts.get(t) ?? 0) + 1 > (maxima.get(t) as number));
        const nutrition = mealTarget && model.targets ? (PLAN_WEIGHTS.nutrition.calories * Math.abs((recipe.calories ?? 0) - mealTarget)) / model.targets.calories : 0;
        const protein = mealTarget && model.targets && model.targets.protein > 0
          ? (PLAN_WEIGHTS.nutrition.protein * Math.abs((recipe.protein ?? 0) - (model.targets.protein * mealTarget) / model.targets.calories)) / model.targets.protein
          : 0;
        const missing = input.rules.preferOwned ? recipe.ingredientIds.filter((id) => !bought.has(id)).length * PLAN_WEIGHTS.missingIngredient : 0;
        const score = (costOf.get(a.variable) ?? 0) + nutrition + protein + missing + (repeats || overMax ? PLAN_WEIGHTS.rule : 0);
        if (score < best) {
          best = score;
          pick = a;
        }
      }
    }
    if (!pick) continue;
    chosen.set(slotKey(slot.day, slot.meal), pick);
    dayCalories.set(slot.day, (dayCalories.get(slot.day) ?? 0) + (byId.get(pick.recipeId)?.calories ?? 0));
    values.set(pick.variable, 1);
    eaten(pick.recipeId);
    if (!pick.leftoverOf) {
      cookedDays.set(pick.recipeId, [...(cookedDays.get(pick.recipeId) ?? []), slot.day]);
      for (const id of byId.get(pick.recipeId)?.ingredientIds ?? []) bought.add(id);
    }
  }

  for (const a of model.assignments) if (!values.has(a.variable)) values.set(a.variable, 0);
  for (const slack of model.slacks) {
    if (slack.rule.startsWith("slot:") && slack.where) values.set(slack.variable, chosen.has(slotKey(slack.where.day, slack.where.meal)) ? 0 : 1);
  }
  return values;
}
