import { MEAL_SHARES, mainTag, slotKey } from "./meals";
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
  const upperOf = new Map(model.variables.map((v) => [v.name, v.upper ?? 0]));
  const chosen = new Map<string, Assignment>();
  const cookedDays = new Map<number, number[]>();
  for (const slot of model.layout.kept) {
    if (slot.recipeId !== null && !slot.leftoverOf) cookedDays.set(slot.recipeId, [...(cookedDays.get(slot.recipeId) ?? []), slot.day]);
  }
  const tagDays = new Map<string, number[]>();
  for (const slot of model.layout.kept) {
    const tag = slot.recipeId !== null && !slot.leftoverOf ? mainTag(byId.get(slot.recipeId) ?? { tags: [] }) : null;
    if (tag) tagDays.set(tag, [...(tagDays.get(tag) ?? []), slot.day]);
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
    let pickExtra = 0;
    if (!pick) {
      const mealTarget = slotTarget(slot);
      let best = Infinity;
      for (const a of options) {
        if (a.leftoverOf) continue;
        const recipe = byId.get(a.recipeId);
        if (!recipe) continue;
        const repeats = (cookedDays.get(a.recipeId) ?? []).some((d) => Math.abs(d - slot.day) < window);
        const overMax = recipe.tags.some((t) => maxima.has(t) && (tagCounts.get(t) ?? 0) + 1 > (maxima.get(t) as number));
        // The portion (servings beyond one per person) that brings this meal nearest its share.
        const most = a.extra ? (upperOf.get(a.extra) ?? 0) : 0;
        let extra = 0;
        if (mealTarget && recipe.calories) {
          for (let e = 1; e <= most; e++) {
            if (Math.abs(recipe.calories * (1 + e / people) - mealTarget) < Math.abs(recipe.calories * (1 + extra / people) - mealTarget))
              extra = e;
          }
        }
        const portion = 1 + extra / people;
        const nutrition =
          mealTarget && model.targets
            ? (PLAN_WEIGHTS.nutrition.calories * Math.abs((recipe.calories ?? 0) * portion - mealTarget)) / model.targets.calories
            : 0;
        // Protein, carbs and fat against the meal's share of each, by the bands' shape (ADR 144).
        const macros =
          mealTarget && model.targets
            ? (["protein", "carbs", "fat"] as const).reduce((sum, key) => {
                const target = model.targets![key];
                if (!(target > 0)) return sum;
                const delta = (recipe[key] ?? 0) * portion - (target * mealTarget) / model.targets!.calories;
                const shape = delta > 0 ? PLAN_WEIGHTS.over[key] : PLAN_WEIGHTS.under[key];
                return sum + (PLAN_WEIGHTS.nutrition[key] * shape * Math.abs(delta)) / target;
              }, 0)
            : 0;
        const missing = input.rules.preferOwned
          ? recipe.ingredientIds.filter((id) => !bought.has(id)).length * PLAN_WEIGHTS.missingIngredient
          : 0;
        const tag = mainTag(recipe);
        const sameTag = tag !== null && (tagDays.get(tag) ?? []).some((d) => Math.abs(d - slot.day) <= 1) ? PLAN_WEIGHTS.sameMainTag : 0;
        const again = cookedDays.has(a.recipeId) ? PLAN_WEIGHTS.repeatInWeek : 0;
        const score =
          (costOf.get(a.variable) ?? 0) + nutrition + macros + missing + sameTag + again + (repeats || overMax ? PLAN_WEIGHTS.rule : 0);
        if (score < best) {
          best = score;
          pick = a;
          pickExtra = extra;
        }
      }
    }
    if (!pick) continue;
    chosen.set(slotKey(slot.day, slot.meal), pick);
    dayCalories.set(slot.day, (dayCalories.get(slot.day) ?? 0) + (byId.get(pick.recipeId)?.calories ?? 0) * (1 + pickExtra / people));
    values.set(pick.variable, 1);
    if (pick.extra) values.set(pick.extra, pickExtra);
    eaten(pick.recipeId);
    if (!pick.leftoverOf) {
      cookedDays.set(pick.recipeId, [...(cookedDays.get(pick.recipeId) ?? []), slot.day]);
      const tag = mainTag(byId.get(pick.recipeId) ?? { tags: [] });
      if (tag) tagDays.set(tag, [...(tagDays.get(tag) ?? []), slot.day]);
      for (const id of byId.get(pick.recipeId)?.ingredientIds ?? []) bought.add(id);
    }
  }

  for (const a of model.assignments) {
    if (!values.has(a.variable)) values.set(a.variable, 0);
    if (a.extra && !values.has(a.extra)) values.set(a.extra, 0);
  }
  for (const slack of model.slacks) {
    if (slack.rule.startsWith("slot:") && slack.where)
      values.set(slack.variable, chosen.has(slotKey(slack.where.day, slack.where.meal)) ? 0 : 1);
  }
  completeSlacks(model, values);
  return values;
}

/**
 * Sets each rule's slack to what the chosen recipes need (a tag short of its minimum, a repeat in
 * the window, a lunch without leftovers), so the starting plan is a complete answer on its own.
 */
export function completeSlacks(model: PlanModel, values: Map<string, number>): void {
  const slackNames = new Set(model.slacks.map((s) => s.variable));
  for (const constraint of model.constraints) {
    const slack = constraint.terms.filter(([name]) => slackNames.has(name) && !values.has(name));
    if (slack.length !== 1) continue;
    const [name, coefficient] = slack[0] as readonly [string, number];
    const activity = constraint.terms.reduce((sum, [v, k]) => (v === name ? sum : sum + k * (values.get(v) ?? 0)), 0);
    let needed = 0;
    if (constraint.min !== null && activity < constraint.min && coefficient > 0) needed = (constraint.min - activity) / coefficient;
    if (constraint.max !== null && activity > constraint.max && coefficient < 0) needed = (activity - constraint.max) / -coefficient;
    values.set(name, Math.max(0, needed));
  }
}
