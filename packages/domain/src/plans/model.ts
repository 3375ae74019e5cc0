import { fitsTime, isWeekend, MEAL_SHARES, mainTag, mealFit, recipeJitter, slotKey } from "./meals";
import { planLayout, type OpenSlot, type PlanLayout } from "./layout";
import { effectiveTargets, NUTRIENTS, type Nutrient } from "./targets";
import type { RuleId } from "./rules";
import type { GenerateInput, PlanMeal, PlanRecipe, PlanTargets } from "./types";

/** A linear model as plain data, so it can be tested without a solver and written for any solver. */
export interface ModelVariable {
  name: string;
  binary: boolean;
  /** Upper bound; null = unbounded. Every variable is ≥ 0. */
  upper: number | null;
  cost: number;
}

export interface ModelConstraint {
  name: string;
  terms: Array<readonly [string, number]>;
  min: number | null;
  max: number | null;
}

/** x[slot, recipe] (cook it) or l[slot, recipe] (eat the previous dinner's leftovers). */
export interface Assignment {
  variable: string;
  day: number;
  meal: PlanMeal;
  recipeId: number;
  leftoverOf: OpenSlot | null;
  /** The rule this choice breaks (a time cap), reported when the solver takes it. */
  relaxes: RuleId | null;
}

/** A slack variable: any positive value means its rule was relaxed. */
export interface Slack {
  variable: string;
  rule: RuleId;
  recipeId: number | null;
  /** The slot the rule was relaxed in, when it is about one slot. */
  where: OpenSlot | null;
}

export interface PlanModel {
  variables: ModelVariable[];
  constraints: ModelConstraint[];
  assignments: Assignment[];
  slacks: Slack[];
  /** z[i]: the not-owned ingredient i, shared by several candidates, is bought this week (≥ 1). */
  purchases: Array<{ variable: string; ingredientId: number }>;
  layout: PlanLayout;
  targets: PlanTargets | null;
}

/**
 * Objective weights, in lexicographic order by size: an empty slot ≫ any broken rule ≫ nutrition ≫
 * missing ingredients ≫ variety. Nutrition costs are per whole target-deviation (1.0 = 100 %), so
 * one percent off a day's calories costs 0.1 and a missing ingredient a third of that. The range
 * stays within 1e4 : 1e-3 so the simplex stays well conditioned.
 */
export const PLAN_WEIGHTS = {
  emptySlot: 1e4,
  rule: 1e3,
  nutrition: { calories: 10, protein: 4, carbs: 2, fat: 2 } satisfies Record<Nutrient, number>,
  /** Extra per unit of deviation beyond the tolerance, as a multiple of the in-band weight. */
  outsideTolerance: 4,
  missingIngredient: 0.03,
  neutralMealFit: 0.1,
  repeatInWeek: 0.05,
  sameMainTag: 0.02,
  jitter: 0.005,
} as const;

/** The recipes the model may place in each open slot, keyed by `slotKey`. */
export type SlotCandidates = ReadonlyMap<string, readonly PlanRecipe[]>;

class Builder {
  readonly variables: ModelVariable[] = [];
  readonly constraints: ModelConstraint[] = [];
  private readonly byName = new Map<string, ModelVariable>();

  variable(name: string, cost: number, binary: boolean, upper: number | null = binary ? 1 : null): string {
    if (this.byName.has(name)) throw new Error(`variable ${name} declared twice`);
    const variable = { name, binary, upper, cost };
    this.byName.set(name, variable);
    this.variables.push(variable);
    return name;
  }

  addCost(name: string, delta: number): void {
    const variable = this.byName.get(name);
    if (variable) variable.cost = round(variable.cost + delta);
  }

  constraint(name: string, terms: Array<readonly [string, number]>, min: number | null, max: number | null): void {
    this.constraints.push({ name, terms, min, max });
  }
}

const round = (n: number): number => Math.round(n * 1e6) / 1e6;

function timeCap(input: GenerateInput, day: number): number | null {
  return isWeekend(day) ? input.rules.maxTimeWeekend : input.rules.maxTimeWeekday;
}

/** Share of a day's targets that the filled and open slots of that day carry (1 for a full day). */
export function dayShare(input: Pick<GenerateInput, "rules">, layout: PlanLayout, day: number): number {
  const meals = new Set<PlanMeal>();
  for (const slot of layout.kept) if (slot.day === day && slot.recipeId !== null) meals.add(slot.meal);
  for (const slot of layout.open) if (slot.day === day) meals.add(slot.meal);
  const planned = [...new Set(input.rules.meals)].reduce((sum, meal) => sum + MEAL_SHARES[meal], 0);
  const here = [...meals].reduce((sum, meal) => sum + MEAL_SHARES[meal], 0);
  return planned > 0 ? Math.min(1, here / planned) : 1;
}

function nutrientOf(recipe: PlanRecipe, key: Nutrient): number {
  return recipe[key] ?? 0;
}

/**
 * Builds the week's mixed-integer model from the input and the candidates per open slot. Pure:
 * the same input gives the same model, variable for variable.
 */
export function buildPlanModel(input: GenerateInput, candidates: SlotCandidates): PlanModel {
  const { rules } = input;
  const layout = planLayout(input);
  const targets = effectiveTargets(input.targets, rules);
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const people = Math.max(1, rules.people);
  const b = new Builder();
  const assignments: Assignment[] = [];
  const slacks: Slack[] = [];
  const purchases: PlanModel["purchases"] = [];
  const ranks = new Map([...byId.keys()].sort((a, c) => a - c).map((id, index) => [id, index / Math.max(1, byId.size)]));

  // Per open slot: the x (and l) variables, so later rules can sum over them.
  const slotVars = new Map<string, Assignment[]>();
  layout.open.forEach((slot, s) => {
    const key = slotKey(slot.day, slot.meal);
    const cap = timeCap(input, slot.day);
    const list: Assignment[] = [];
    (candidates.get(key) ?? []).forEach((recipe) => {
      const fit = mealFit(recipe, slot.meal);
      const inTime = fitsTime(recipe, cap);
      const relaxes: RuleId | null = inTime ? null : isWeekend(slot.day) ? "time:weekend" : "time:weekday";
      const tieBreak = input.seed === undefined ? (ranks.get(recipe.id) ?? 0) : recipeJitter(input.seed, recipe.id);
      const cost =
        (fit === "neutral" ? PLAN_WEIGHTS.neutralMealFit : 0) + (relaxes ? PLAN_WEIGHTS.rule : 0) + PLAN_WEIGHTS.jitter * tieBreak;
      const variable = b.variable(`x_${s}_${recipe.id}`, round(cost), true);
      list.push({ variable, day: slot.day, meal: slot.meal, recipeId: recipe.id, leftoverOf: null, relaxes });
    });
    slotVars.set(key, list);
  });

  // Leftovers: an open Lunch may eat what the previous day's Dinner cooked.
  const openIndex = new Map(layout.open.map((slot, s) => [slotKey(slot.day, slot.meal), s]));
  for (const pair of layout.leftovers) {
    const lunchKey = slotKey(pair.lunch.day, pair.lunch.meal);
    const s = openIndex.get(lunchKey) as number;
    const sources =
      pair.keptRecipeId !== null
        ? [{ recipeId: pair.keptRecipeId, cooked: null as string | null }]
        : (slotVars.get(slotKey(pair.dinner.day, pair.dinner.meal)) ?? []).map((a) => ({ recipeId: a.recipeId, cooked: a.variable as string | null }));
    const eaten: string[] = [];
    for (const source of sources) {
      if (!byId.has(source.recipeId)) continue;
      const variable = b.variable(`l_${s}_${source.recipeId}`, 0, true);
      eaten.push(variable);
      slotVars.get(lunchKey)?.push({ variable, day: pair.lunch.day, meal: pair.lunch.meal, recipeId: source.recipeId, leftoverOf: pair.dinner, relaxes: null });
      if (source.cooked) b.constraint(`leftover_${s}_${source.recipeId}`, [[variable, 1], [source.cooked, -1]], null, 0);
    }
    const slack = b.variable(`s_leftover_${s}`, PLAN_WEIGHTS.rule, false, 1);
    slacks.push({ variable: slack, rule: "leftovers", recipeId: null, where: pair.lunch });
    b.constraint(`leftovers_${s}`, [...eaten.map((v) => [v, 1] as const), [slack, 1]], 1, null);
  }

  // One recipe per open slot, or the slot stays empty at a very high cost.
  layout.open.forEach((slot, s) => {
    const key = slotKey(slot.day, slot.meal);
    const list = slotVars.get(key) ?? [];
    assignments.push(...list);
    const empty = b.variable(`empty_${s}`, PLAN_WEIGHTS.emptySlot, true);
    slacks.push({ variable: empty, rule: `slot:${slot.day}:${slot.meal}`, recipeId: null, where: slot });
    b.constraint(`slot_${s}`, [...list.map((a) => [a.variable, 1] as const), [empty, 1]], 1, 1);
  });

  const keptCooked = layout.kept.filter((slot) => slot.recipeId !== null && !slot.leftoverOf);
  const keptEaten = layout.kept.filter((slot) => slot.recipeId !== null);
  const cooked = assignments.filter((a) => a.leftoverOf === null);

  // Nutrition: per day and nutrient, |planned − target| as p + n, and the part beyond the tolerance as o.
  if (targets) {
    const days = [...new Set(layout.open.map((s) => s.day))].sort((a, c) => a - c);
    for (const day of days) {
      const share = dayShare(input, layout, day);
      for (const key of NUTRIENTS) {
        const target = targets[key] * share;
        if (!(target > 0)) continue;
        const tolerance = targets.tolerance[key] * share;
        const constant = keptEaten
          .filter((slot) => slot.day === day)
          .reduce((sum, slot) => sum + nutrientOf(byId.get(slot.recipeId as number) ?? ({} as PlanRecipe), key) * (slot.servings / people), 0);
        const weight = PLAN_WEIGHTS.nutrition[key] / target;
        const over = b.variable(`p_${day}_${key}`, round(weight), false);
        const under = b.variable(`n_${day}_${key}`, round(weight), false);
        const outside = b.variable(`o_${day}_${key}`, round(weight * PLAN_WEIGHTS.outsideTolerance), false);
        const terms: Array<readonly [string, number]> = assignments
          .filter((a) => a.day === day)
          .map((a) => [a.variable, round(nutrientOf(byId.get(a.recipeId) as PlanRecipe, key))] as const)
          .filter(([, value]) => value !== 0);
        b.constraint(`nut_${day}_${key}`, [...terms, [over, -1], [under, 1]], round(target - constant), round(target - constant));
        b.constraint(`nut_over_${day}_${key}`, [[outside, 1], [over, -1]], round(-tolerance), null);
        b.constraint(`nut_under_${day}_${key}`, [[outside, 1], [under, -1]], round(-tolerance), null);
      }
    }
  }

  // Missing ingredients: z[i] ≥ 1 when a cooked recipe needs an ingredient the person has not got.
  // An ingredient only one candidate recipe uses costs that recipe directly; shared ones get a z,
  // which is what rewards a bunch of celery bought once and used across three recipes.
  if (rules.preferOwned) {
    const bought = new Set<number>();
    for (const slot of keptCooked) for (const id of byId.get(slot.recipeId as number)?.ingredientIds ?? []) bought.add(id);
    const cookedBy = new Map<number, string[]>();
    for (const a of cooked) cookedBy.set(a.recipeId, [...(cookedBy.get(a.recipeId) ?? []), a.variable]);
    const users = new Map<number, number[]>();
    for (const recipeId of [...cookedBy.keys()].sort((a, c) => a - c)) {
      for (const id of new Set(byId.get(recipeId)?.ingredientIds ?? [])) {
        if (input.ownedIngredientIds.has(id) || bought.has(id)) continue;
        users.set(id, [...(users.get(id) ?? []), recipeId]);
      }
    }
    for (const [id, recipeIds] of [...users].sort((a, c) => a[0] - c[0])) {
      if (recipeIds.length === 1) {
        for (const v of cookedBy.get(recipeIds[0] as number) ?? []) b.addCost(v, PLAN_WEIGHTS.missingIngredient);
        continue;
      }
      const z = b.variable(`z_${id}`, PLAN_WEIGHTS.missingIngredient, false);
      purchases.push({ variable: z, ingredientId: id });
      for (const recipeId of recipeIds) {
        b.constraint(`missing_${id}_${recipeId}`, [[z, 1], ...(cookedBy.get(recipeId) ?? []).map((v) => [v, -1] as const)], 0, null);
      }
    }
  }

  // Tag rules count every eaten slot of the week, kept ones included.
  for (const tagRule of rules.tagRules) {
    const tag = tagRule.tag.toLowerCase();
    const terms = assignments.filter((a) => byId.get(a.recipeId)?.tags.includes(tag)).map((a) => [a.variable, 1] as const);
    const constant = keptEaten.filter((slot) => byId.get(slot.recipeId as number)?.tags.includes(tag)).length;
    if (tagRule.min !== undefined && tagRule.min > 0) {
      const rule: RuleId = `tag:${tag}>=${tagRule.min}`;
      const slack = b.variable(`s_tagmin_${slacks.length}`, PLAN_WEIGHTS.rule, false);
      slacks.push({ variable: slack, rule, recipeId: null, where: null });
      b.constraint(`tagmin_${slacks.length}`, [...terms, [slack, 1]], tagRule.min - constant, null);
    }
    if (tagRule.max !== undefined) {
      const rule: RuleId = `tag:${tag}<=${tagRule.max}`;
      const slack = b.variable(`s_tagmax_${slacks.length}`, PLAN_WEIGHTS.rule, false);
      slacks.push({ variable: slack, rule, recipeId: null, where: null });
      b.constraint(`tagmax_${slacks.length}`, [...terms, [slack, -1]], null, tagRule.max - constant);
    }
  }

  // No recipe cooked twice within N days: every window of N consecutive days holds each recipe once.
  const n = Math.max(0, Math.floor(rules.noRepeatDays));
  if (n > 0) {
    const lastStart = Math.max(0, 7 - n);
    for (let start = 0; start <= lastStart; start += 1) {
      const end = start + n - 1;
      const inWindow = (day: number) => day >= start && day <= end;
      const perRecipe = new Map<number, { vars: string[]; slots: Set<string>; constant: number }>();
      for (const a of cooked.filter((c) => inWindow(c.day))) {
        const entry = perRecipe.get(a.recipeId) ?? { vars: [], slots: new Set<string>(), constant: 0 };
        entry.vars.push(a.variable);
        entry.slots.add(slotKey(a.day, a.meal));
        perRecipe.set(a.recipeId, entry);
      }
      for (const slot of keptCooked.filter((k) => inWindow(k.day))) {
        const entry = perRecipe.get(slot.recipeId as number);
        if (entry) entry.constant += 1;
      }
      for (const [recipeId, entry] of [...perRecipe].sort((a, c) => a[0] - c[0])) {
        if (entry.slots.size + entry.constant < 2) continue;
        const slack = b.variable(`s_repeat_${start}_${recipeId}`, PLAN_WEIGHTS.rule, false);
        slacks.push({ variable: slack, rule: "no-repeat", recipeId, where: null });
        b.constraint(`repeat_${start}_${recipeId}`, [...entry.vars.map((v) => [v, 1] as const), [slack, -1]], null, Math.max(0, 1 - entry.constant));
      }
      if (end >= 6) break;
    }
  }

  // Variety: mildly, the same recipe twice in the week, and the same main tag on consecutive days.
  if (n < 7) {
    const perRecipe = new Map<number, string[]>();
    for (const a of cooked) perRecipe.set(a.recipeId, [...(perRecipe.get(a.recipeId) ?? []), a.variable]);
    for (const [recipeId, vars] of [...perRecipe].sort((a, c) => a[0] - c[0])) {
      const constant = keptCooked.filter((slot) => slot.recipeId === recipeId).length;
      if (vars.length + constant < 2) continue;
      const extra = b.variable(`w_${recipeId}`, PLAN_WEIGHTS.repeatInWeek, false);
      b.constraint(`variety_${recipeId}`, [...vars.map((v) => [v, 1] as const), [extra, -1]], null, 1 - constant);
    }
  }
  const openDays = [...new Set(layout.open.map((s) => s.day))].sort((a, c) => a - c);
  for (const day of openDays) {
    const window = (d: number) => d === day || d === day + 1;
    const perTag = new Map<string, string[]>();
    for (const a of cooked.filter((c) => window(c.day))) {
      const tag = mainTag(byId.get(a.recipeId) as PlanRecipe);
      if (tag) perTag.set(tag, [...(perTag.get(tag) ?? []), a.variable]);
    }
    for (const [tag, vars] of [...perTag].sort((a, c) => a[0].localeCompare(c[0]))) {
      const constant = keptCooked.filter((slot) => window(slot.day) && mainTag(byId.get(slot.recipeId as number) ?? { tags: [] }) === tag).length;
      if (vars.length + constant < 2) continue;
      const extra = b.variable(`v_${day}_${b.variables.length}`, PLAN_WEIGHTS.sameMainTag, false);
      b.constraint(`maintag_${day}_${b.constraints.length}`, [...vars.map((v) => [v, 1] as const), [extra, -1]], null, Math.max(0, 1 - constant));
    }
  }

  return { variables: b.variables, constraints: b.constraints, assignments, slacks, purchases, layout, targets };
}
