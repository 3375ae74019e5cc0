import {
  allowedByExclusions,
  DEFAULT_MAX_PER_WEEK,
  fitsTime,
  MEAL_SHARES,
  mainTag,
  mealFit,
  recipeJitter,
  slotKey,
  timeCap,
  timeRule,
} from "./meals";
import { SIDE_FOODS, sideFood, sideNutrients, sidesFor } from "./side-foods";
import { eaterPortion } from "./totals";
import { planLayout, type PlanLayout } from "./layout";
import { effectiveTargets, NUTRIENTS, type Nutrient } from "./targets";
import type { RuleId } from "./rules";
import type { GenerateInput, PlanMeal, PlanRecipe } from "./types";
import { ModelBuilder, roundCoefficient, type Assignment, type PlanModel, type Slack, type SlotCandidates } from "./model-data";
import { PLAN_WEIGHTS, slotServingsLimit } from "./weights";

export * from "./model-data";
export * from "./weights";

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
  const b = new ModelBuilder();
  const assignments: Assignment[] = [];
  const slacks: Slack[] = [];
  const purchases: PlanModel["purchases"] = [];
  // Bigger portions only help to reach a nutrition target.
  const extraServings = targets ? Math.max(0, slotServingsLimit(rules) - people) : 0;
  const ranks = new Map([...byId.keys()].sort((a, c) => a - c).map((id, index) => [id, index / Math.max(1, byId.size)]));

  // Per open slot: the x (and l) variables, so later rules can sum over them.
  const slotVars = new Map<string, Assignment[]>();
  layout.open.forEach((slot, s) => {
    const key = slotKey(slot.day, slot.meal);
    const cap = timeCap(rules, slot.day, slot.meal);
    const list: Assignment[] = [];
    (candidates.get(key) ?? [])
      .filter((recipe) => allowedByExclusions(recipe, rules))
      .forEach((recipe) => {
        const fit = mealFit(recipe, slot.meal);
        const inTime = fitsTime(recipe, cap);
        const relaxes: RuleId | null = inTime ? null : timeRule(rules, slot.day, slot.meal);
        const tieBreak = input.seed === undefined ? (ranks.get(recipe.id) ?? 0) : recipeJitter(input.seed, recipe.id);
        const guessed = targets ? PLAN_WEIGHTS.guessedNutrition * (1 - Math.min(1, Math.max(0, recipe.confidence ?? 1))) : 0;
        const cost =
          (fit === "neutral" ? PLAN_WEIGHTS.neutralMealFit : 0) +
          (relaxes ? PLAN_WEIGHTS.rule : 0) +
          PLAN_WEIGHTS.jitter * tieBreak +
          guessed;
        const variable = b.variable(`x_${s}_${recipe.id}`, roundCoefficient(cost), true);
        let extra: string | null = null;
        if (extraServings > 0) {
          extra = b.variable(`u_${s}_${recipe.id}`, PLAN_WEIGHTS.extraServing, false, extraServings);
          b.markInteger(extra);
          b.constraint(
            `portion_${s}_${recipe.id}`,
            [
              [extra, 1],
              [variable, -extraServings],
            ],
            null,
            0,
          );
        }
        list.push({ variable, day: slot.day, meal: slot.meal, recipeId: recipe.id, leftoverOf: null, relaxes, extra });
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
        : (slotVars.get(slotKey(pair.dinner.day, pair.dinner.meal)) ?? []).map((a) => ({
            recipeId: a.recipeId,
            cooked: a.variable as string | null,
          }));
    const eaten: string[] = [];
    for (const source of sources) {
      const recipe = byId.get(source.recipeId);
      if (!recipe || !allowedByExclusions(recipe, rules)) continue;
      const variable = b.variable(`l_${s}_${source.recipeId}`, 0, true);
      eaten.push(variable);
      slotVars.get(lunchKey)?.push({
        variable,
        day: pair.lunch.day,
        meal: pair.lunch.meal,
        recipeId: source.recipeId,
        leftoverOf: pair.dinner,
        relaxes: null,
        extra: null,
      });
      if (source.cooked)
        b.constraint(
          `leftover_${s}_${source.recipeId}`,
          [
            [variable, 1],
            [source.cooked, -1],
          ],
          null,
          0,
        );
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

  // Nutrition: per eater, day and nutrient, |planned − target| as p + n, and the part beyond the
  // tolerance as o. One person is measured as before; in a household each member with targets is
  // measured on their own (ADR 144), eating the shared recipe scaled by their calories to the
  // mean's, so the recipes chosen suit every member's split and not only the average one.
  if (targets) {
    const members = (input.eaters ?? []).filter((e) => e.targets && e.targets.calories > 0);
    const aims =
      members.length > 1
        ? members.map((e) => ({
            tag: `_${e.id}`,
            eaterId: e.id as number | undefined,
            targets: e.targets as NonNullable<typeof e.targets>,
            scale: (e.targets as NonNullable<typeof e.targets>).calories / targets.calories,
            weight: 1 / members.length,
          }))
        : [{ tag: "", eaterId: undefined as number | undefined, targets, scale: 1, weight: 1 }];
    const days = [...new Set(layout.open.map((s) => s.day))].sort((a, c) => a - c);
    for (const aim of aims) {
      for (const day of days) {
        const share = dayShare(input, layout, day);
        // Simple foods the day may take beside its recipes, in portions (continuous here; each
        // eater's own sides are settled afterwards in halves, ADR 144).
        const sides: Array<{ variable: string; amounts: Record<Nutrient, number> }> = [];
        if (rules.sides !== false) {
          const meals = layout.open.filter((s) => s.day === day).map((s) => s.meal);
          const seen = new Map<string, number>();
          for (const meal of meals)
            for (const f of sidesFor(meal, rules.excludeTags, input.excludedIngredientNames ?? new Set()))
              seen.set(f.key, (seen.get(f.key) ?? 0) + 1);
          for (const f of SIDE_FOODS) {
            const count = seen.get(f.key);
            if (!count) continue;
            const variable = b.variable(
              `side${aim.tag}_${day}_${f.key}`,
              roundCoefficient(PLAN_WEIGHTS.side * aim.weight),
              false,
              2 * count,
            );
            sides.push({ variable, amounts: sideNutrients(f, 1) });
          }
        }
        for (const key of NUTRIENTS) {
          const target = aim.targets[key] * share;
          if (!(target > 0)) continue;
          const tolerance = aim.targets.tolerance[key] * share;
          const constant = keptEaten
            .filter((slot) => slot.day === day)
            .reduce((sum, slot) => {
              const mine = eaterPortion(slot, aim.eaterId ?? slot.portions?.[0]?.eaterId, people);
              if (!mine) return sum;
              const recipe = nutrientOf(byId.get(slot.recipeId as number) ?? ({} as PlanRecipe), key) * mine.portion;
              return (
                sum +
                recipe +
                mine.sides.reduce((n, x) => n + (sideFood(x.food) ? sideNutrients(sideFood(x.food)!, x.portions)[key] : 0), 0)
              );
            }, 0);
          const weight = (PLAN_WEIGHTS.nutrition[key] / target) * aim.weight;
          const over = b.variable(`p${aim.tag}_${day}_${key}`, roundCoefficient(weight * PLAN_WEIGHTS.over[key]), false);
          const under = b.variable(`n${aim.tag}_${day}_${key}`, roundCoefficient(weight * PLAN_WEIGHTS.under[key]), false);
          const outside = b.variable(`o${aim.tag}_${day}_${key}`, roundCoefficient(weight * PLAN_WEIGHTS.outsideTolerance), false);
          const terms: Array<readonly [string, number]> = assignments
            .filter((a) => a.day === day)
            .flatMap((a) => {
              const amount = nutrientOf(byId.get(a.recipeId) as PlanRecipe, key) * aim.scale;
              return a.extra
                ? [[a.variable, roundCoefficient(amount)] as const, [a.extra, roundCoefficient(amount / people)] as const]
                : [[a.variable, roundCoefficient(amount)] as const];
            })
            .filter(([, value]) => value !== 0);
          for (const side of sides) if (side.amounts[key] !== 0) terms.push([side.variable, roundCoefficient(side.amounts[key])]);
          b.constraint(
            `nut${aim.tag}_${day}_${key}`,
            [...terms, [over, -1], [under, 1]],
            roundCoefficient(target - constant),
            roundCoefficient(target - constant),
          );
          b.constraint(
            `nut_over${aim.tag}_${day}_${key}`,
            [
              [outside, 1],
              [over, -1],
            ],
            roundCoefficient(-tolerance),
            null,
          );
          b.constraint(
            `nut_under${aim.tag}_${day}_${key}`,
            [
              [outside, 1],
              [under, -1],
            ],
            roundCoefficient(-tolerance),
            null,
          );
        }
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
        b.constraint(
          `repeat_${start}_${recipeId}`,
          [...entry.vars.map((v) => [v, 1] as const), [slack, -1]],
          null,
          Math.max(0, 1 - entry.constant),
        );
      }
      if (end >= 6) break;
    }
  }

  // No recipe cooked more than N times a week (leftovers are not cooking).
  const most = Math.max(1, Math.floor(rules.maxPerWeek ?? DEFAULT_MAX_PER_WEEK));
  {
    const perRecipe = new Map<number, string[]>();
    for (const a of cooked) perRecipe.set(a.recipeId, [...(perRecipe.get(a.recipeId) ?? []), a.variable]);
    for (const [recipeId, vars] of [...perRecipe].sort((a, c) => a[0] - c[0])) {
      const constant = keptCooked.filter((slot) => slot.recipeId === recipeId).length;
      if (vars.length + constant <= most) continue;
      const slack = b.variable(`s_week_${recipeId}`, PLAN_WEIGHTS.rule, false);
      slacks.push({ variable: slack, rule: "max-per-week", recipeId, where: null });
      b.constraint(`week_${recipeId}`, [...vars.map((v) => [v, 1] as const), [slack, -1]], null, Math.max(0, most - constant));
    }
  }

  // Variety: the same recipe twice in the week, and the same main tag on consecutive days.
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
      const constant = keptCooked.filter(
        (slot) => window(slot.day) && mainTag(byId.get(slot.recipeId as number) ?? { tags: [] }) === tag,
      ).length;
      if (vars.length + constant < 2) continue;
      const extra = b.variable(`v_${day}_${b.variables.length}`, PLAN_WEIGHTS.sameMainTag, false);
      b.constraint(
        `maintag_${day}_${b.constraints.length}`,
        [...vars.map((v) => [v, 1] as const), [extra, -1]],
        null,
        Math.max(0, 1 - constant),
      );
    }
  }

  return { variables: b.variables, constraints: b.constraints, assignments, slacks, purchases, layout, targets };
}
