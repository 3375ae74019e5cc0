import { allowedByExclusions, dayName, DEFAULT_MAX_PER_WEEK, fitsTime, slotKey, timeCap, timeRule } from "./meals";
import { planLayout } from "./layout";
import { slotServingsLimit } from "./model";
import { cookedServings } from "./portions";
import { dayTotals, missingIngredients } from "./totals";
import type { GenerateInput, GenerateResult, PlanSlot } from "./types";

const same = (a: PlanSlot, b: PlanSlot): boolean =>
  a.recipeId === b.recipeId &&
  a.servings === b.servings &&
  a.locked === b.locked &&
  (a.leftoverOf?.day ?? null) === (b.leftoverOf?.day ?? null) &&
  (a.leftoverOf?.meal ?? null) === (b.leftoverOf?.meal ?? null);

/**
 * Checks a generated week against the input's hard rules without the model: kept slots unchanged,
 * open slots filled with allowed recipes at the right servings, time caps, tag rules, no repeats
 * within N days, leftovers, and the reported totals. A rule listed in `result.relaxed` is not a
 * violation. Returns one sentence per violation; empty when the week keeps every rule.
 */
export function checkPlan(input: GenerateInput, result: GenerateResult): string[] {
  const violations: string[] = [];
  const relaxed = new Set(result.relaxed.map((r) => r.rule));
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const layout = planLayout(input);
  const people = Math.max(1, input.rules.people);
  const slots = new Map<string, PlanSlot>();
  for (const slot of result.slots) {
    const key = slotKey(slot.day, slot.meal);
    if (slots.has(key)) violations.push(`${dayName(slot.day)} ${slot.meal} appears twice.`);
    slots.set(key, slot);
  }
  const name = (slot: { day: number; meal: string }) => `${dayName(slot.day)} ${slot.meal}`;

  for (const kept of layout.kept) {
    const now = slots.get(slotKey(kept.day, kept.meal));
    if (!now || !same(kept, now)) violations.push(`${name(kept)} was kept but changed.`);
  }
  const openKeys = new Set(layout.open.map((s) => slotKey(s.day, s.meal)));
  const keptKeys = new Set(layout.kept.map((s) => slotKey(s.day, s.meal)));
  for (const slot of result.slots) {
    const key = slotKey(slot.day, slot.meal);
    if (!openKeys.has(key) && !keptKeys.has(key)) violations.push(`${name(slot)} is outside the plan's days and meals.`);
  }

  for (const open of layout.open) {
    const slot = slots.get(slotKey(open.day, open.meal));
    if (!slot || slot.recipeId === null) {
      if (!relaxed.has(`slot:${open.day}:${open.meal}`)) violations.push(`${name(open)} was left empty.`);
      continue;
    }
    const recipe = byId.get(slot.recipeId);
    if (!recipe) {
      violations.push(`${name(open)} holds a recipe that was not a candidate.`);
      continue;
    }
    if (slot.locked) violations.push(`${name(open)} was locked by the generator.`);
    if (slot.portions && slot.portions.length > 0) {
      const want = cookedServings(slot.portions, input.rules.people);
      if (slot.servings !== want) violations.push(`${name(open)} serves ${slot.servings}, not the ${want} its portions add up to.`);
    } else {
      const most = slot.leftoverOf ? people : slotServingsLimit(input.rules);
      if (!Number.isInteger(slot.servings) || slot.servings < people || slot.servings > most) {
        violations.push(`${name(open)} serves ${slot.servings}, not ${most === people ? people : `${people} to ${most}`}.`);
      }
    }
    if (!allowedByExclusions(recipe, input.rules)) violations.push(`${name(open)} holds ${recipe.title}, which the rules exclude.`);
    const cap = timeCap(input.rules, open.day, open.meal);
    const rule = timeRule(input.rules, open.day, open.meal);
    if (!slot.leftoverOf && !fitsTime(recipe, cap) && !relaxed.has(rule))
      violations.push(`${name(open)} takes longer than ${cap} minutes.`);
  }

  // Leftovers: a slot eating leftovers eats what its source cooked; with the rule on, every eligible lunch does.
  for (const slot of result.slots) {
    if (!slot.leftoverOf || slot.recipeId === null) continue;
    const source = slots.get(slotKey(slot.leftoverOf.day, slot.leftoverOf.meal));
    if (!source || source.recipeId !== slot.recipeId || source.leftoverOf)
      violations.push(`${name(slot)} eats leftovers its source did not cook.`);
  }
  if (!relaxed.has("leftovers")) {
    for (const pair of layout.leftovers) {
      const lunch = slots.get(slotKey(pair.lunch.day, pair.lunch.meal));
      if (lunch?.recipeId != null && (lunch.leftoverOf?.day !== pair.dinner.day || lunch.leftoverOf.meal !== pair.dinner.meal)) {
        violations.push(`${name(pair.lunch)} does not eat the previous dinner's leftovers.`);
      }
    }
  }

  // Tag rules count every slot eaten in the week.
  const eaten = result.slots.filter((s) => s.recipeId !== null);
  for (const rule of input.rules.tagRules) {
    const tag = rule.tag.toLowerCase();
    const count = eaten.filter((s) => byId.get(s.recipeId as number)?.tags.includes(tag)).length;
    if (rule.min !== undefined && count < rule.min && !relaxed.has(`tag:${tag}>=${rule.min}`))
      violations.push(`${tag} appears ${count} times, fewer than ${rule.min}.`);
    if (rule.max !== undefined && count > rule.max && !relaxed.has(`tag:${tag}<=${rule.max}`))
      violations.push(`${tag} appears ${count} times, more than ${rule.max}.`);
  }

  // No recipe cooked more than N times in the week, where the generator placed one of them.
  if (!relaxed.has("max-per-week")) {
    const most = Math.max(1, Math.floor(input.rules.maxPerWeek ?? DEFAULT_MAX_PER_WEEK));
    const counts = new Map<number, { n: number; placed: boolean }>();
    for (const s of result.slots) {
      if (s.recipeId === null || s.leftoverOf) continue;
      const c = counts.get(s.recipeId) ?? { n: 0, placed: false };
      c.n += 1;
      c.placed ||= openKeys.has(slotKey(s.day, s.meal));
      counts.set(s.recipeId, c);
    }
    for (const [id, c] of counts)
      if (c.placed && c.n > most) violations.push(`${byId.get(id)?.title ?? id} is cooked ${c.n} times, more than ${most}.`);
  }

  // No recipe cooked twice within N days, where the generator placed at least one of the two.
  const n = Math.floor(input.rules.noRepeatDays);
  if (n > 0 && !relaxed.has("no-repeat")) {
    const cooked = result.slots.filter((s) => s.recipeId !== null && !s.leftoverOf);
    cooked.forEach((a, i) => {
      for (const b of cooked.slice(i + 1)) {
        const placed = openKeys.has(slotKey(a.day, a.meal)) || openKeys.has(slotKey(b.day, b.meal));
        if (placed && a.recipeId === b.recipeId && Math.abs(a.day - b.day) < n)
          violations.push(`${name(a)} and ${name(b)} repeat a recipe within ${n} days.`);
      }
    });
  }

  // The reported figures match the slots.
  const totals = dayTotals(result.slots, byId, people);
  for (const day of totals) {
    const reported = result.days.find((d) => d.day === day.day);
    if (!reported || Math.abs(reported.calories - day.calories) > 0.06 || Math.abs(reported.protein - day.protein) > 0.06) {
      violations.push(`${dayName(day.day)}'s totals do not match its slots.`);
    }
  }
  const missing = missingIngredients(result.slots, byId, input.ownedIngredientIds);
  if (missing.join(",") !== [...result.missingIngredientIds].sort((a, b) => a - b).join(","))
    violations.push("The missing ingredients do not match the slots.");
  return violations;
}
