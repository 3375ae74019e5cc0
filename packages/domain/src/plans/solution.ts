import { round1 } from "../common/rounding";
import { dayName, slotKey } from "./meals";
import { SLOT_SERVINGS_MAX } from "./weights";
import { bySlotOrder } from "./layout";
import { relaxedRule, type RuleId } from "./rules";
import { dayTotals, missingIngredients } from "./totals";
import { settlePortions } from "./portions";
import type { PlanModel } from "./model";
import type { GenerateInput, GenerateResult, PlanSlot, RelaxedRule } from "./types";

const chosen = (values: ReadonlyMap<string, number>, variable: string): boolean => (values.get(variable) ?? 0) > 0.5;

/**
 * Turns the solver's variable values back into the week: each open slot gets the recipe whose x
 * (or leftover l) is 1, kept slots stay as they were, and every slack above zero becomes a relaxed
 * rule with its message (one per rule, naming the first place it happened).
 */
export function readSolution(input: GenerateInput, model: PlanModel, values: ReadonlyMap<string, number>): GenerateResult {
  const people = Math.max(1, input.rules.people);
  const filled = new Map<string, PlanSlot>();
  const relaxed = new Map<string, RelaxedRule>();
  const relax = (rule: RuleId, recipeId: number | null, where: { day: number; meal: PlanSlot["meal"] } | null) => {
    if (relaxed.has(rule)) return;
    const title = recipeId === null ? null : (input.recipes.find((r) => r.id === recipeId)?.title ?? null);
    relaxed.set(rule, relaxedRule(rule, { rules: input.rules, title, where: where ? `${dayName(where.day)} ${where.meal}` : null }));
  };

  for (const a of model.assignments) {
    if (!chosen(values, a.variable)) continue;
    const key = slotKey(a.day, a.meal);
    if (filled.has(key)) continue;
    const extra = a.extra ? Math.max(0, Math.round(values.get(a.extra) ?? 0)) : 0;
    // A second guard beside the model's bound (ADR 116): no slot leaves here above what storage accepts.
    filled.set(key, {
      day: a.day,
      meal: a.meal,
      recipeId: a.recipeId,
      servings: Math.min(SLOT_SERVINGS_MAX, people + extra),
      locked: false,
      leftoverOf: a.leftoverOf ? { ...a.leftoverOf } : null,
    });
    if (a.relaxes) relax(a.relaxes, a.recipeId, a);
  }
  for (const slack of model.slacks) {
    if ((values.get(slack.variable) ?? 0) <= 1e-6) continue;
    relax(slack.rule, slack.recipeId, slack.where);
  }

  const open = model.layout.open.map(
    (slot) =>
      filled.get(slotKey(slot.day, slot.meal)) ?? {
        day: slot.day,
        meal: slot.meal,
        recipeId: null,
        servings: people,
        locked: false,
        leftoverOf: null,
      },
  );
  const slots = [...model.layout.kept.map((s) => ({ ...s, leftoverOf: s.leftoverOf ? { ...s.leftoverOf } : null })), ...open].sort(
    bySlotOrder,
  );
  const openKeys = new Set(model.layout.open.map((s) => slotKey(s.day, s.meal)));
  return assembleResult(input, settlePortions(input, slots, openKeys), [...relaxed.values()]);
}

/** The result for a finished week: its slots, relaxed rules, per-person day totals and missing ingredients. */
export function assembleResult(input: GenerateInput, slots: PlanSlot[], relaxed: RelaxedRule[]): GenerateResult {
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const days = dayTotals(slots, byId, input.rules.people).map((d) => ({
    day: d.day,
    calories: round1(d.calories),
    protein: round1(d.protein),
    carbs: round1(d.carbs),
    fat: round1(d.fat),
  }));
  return { slots, relaxed, days, missingIngredientIds: missingIngredients(slots, byId, input.ownedIngredientIds) };
}
