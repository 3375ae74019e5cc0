import { slotKey } from "./meals";
import { sideFood, sideNutrients, sidesFor, type SideFood } from "./side-foods";
import { effectiveTargets, NUTRIENTS, type Nutrient } from "./targets";
import { eaterPortion } from "./totals";
import { PLAN_WEIGHTS, portionLimit, SLOT_SERVINGS_MAX } from "./weights";
import type { GenerateInput, PlanEater, PlanPortion, PlanRecipe, PlanSide, PlanSlot, PlanTargets } from "./types";

type Amounts = Record<Nutrient, number>;
const zero = (): Amounts => ({ calories: 0, protein: 0, carbs: 0, fat: 0 });

/** Portions of a side move in halves, up to two portions, and a slot takes at most two foods of its own choosing. */
const SIDE_STEP = 0.5;
const SIDE_MOST = 2;
const SIDES_PER_SLOT = 2;
/** Each food added to a slot costs a little beyond its portions, so one food in two portions beats two foods in one. */
const NEW_SIDE_COST = 0.03;
/** Moving a portion away from one serving costs a little, so a plain serving wins a tie. */
const PORTION_MOVE_COST = 0.02;
/** More portion combinations than this per day are settled one slot at a time instead of all at once. */
const MAX_COMBINATIONS = 400;

/**
 * Servings to cook for a slot: every present eater's portion, plus, for each person the rules
 * count beyond the eaters named (a guest, a partner who does not track), the eaters' mean
 * portion; in whole servings, within what storage holds.
 */
export function cookedServings(portions: readonly PlanPortion[], people: number): number {
  const present = portions.filter((p) => !p.away);
  const guests = Math.max(0, Math.floor(people) - portions.length);
  const eaten = present.reduce((sum, p) => sum + p.portion, 0);
  const total = eaten + guests * (present.length > 0 ? eaten / present.length : 1);
  return Math.min(SLOT_SERVINGS_MAX, Math.max(1, Math.ceil(total - 1e-9)));
}

/** How far a day's amounts are from an eater's targets, by the planner's bands (lower is better). */
export function bandCost(amounts: Amounts, targets: PlanTargets): number {
  let cost = 0;
  for (const key of NUTRIENTS) {
    const target = targets[key];
    if (!(target > 0)) continue;
    const delta = amounts[key] - target;
    const weight = PLAN_WEIGHTS.nutrition[key] / target;
    const side = delta > 0 ? PLAN_WEIGHTS.over[key] : PLAN_WEIGHTS.under[key];
    const outside = Math.max(0, Math.abs(delta) - targets.tolerance[key]);
    cost += weight * (Math.abs(delta) * side + outside * PLAN_WEIGHTS.outsideTolerance);
  }
  return cost;
}

function add(into: Amounts, recipe: PlanRecipe | undefined, portion: number): void {
  if (!recipe) return;
  into.calories += (recipe.calories ?? 0) * portion;
  into.protein += (recipe.protein ?? 0) * portion;
  into.carbs += (recipe.carbs ?? 0) * portion;
  into.fat += (recipe.fat ?? 0) * portion;
}

function addSide(into: Amounts, food: SideFood, portions: number, sign = 1): void {
  const n = sideNutrients(food, portions);
  for (const key of NUTRIENTS) into[key] += sign * n[key];
}

/** The portions a recipe allows one eater: halves when it serves two or more, whole servings otherwise. */
function portionChoices(recipe: PlanRecipe, most: number): number[] {
  const step = recipe.servings >= 2 ? 0.5 : 1;
  const out: number[] = [];
  for (let p = step; p <= most + 1e-9; p += step) out.push(Math.round(p * 2) / 2);
  return out;
}

interface OpenShare {
  key: string;
  recipe: PlanRecipe;
  choices: number[];
  foods: SideFood[];
  locked: PlanSide[];
}

interface DayChoice {
  portions: number[];
  sides: Array<Map<string, number>>;
  cost: number;
}

/** Adds and trims sides one half-portion at a time while that brings the day nearer its targets. */
function settleSides(
  base: Amounts,
  shares: readonly OpenShare[],
  targets: PlanTargets,
  allowed: boolean,
): { sides: Array<Map<string, number>>; cost: number } {
  const amounts = { ...base };
  const sides = shares.map(() => new Map<string, number>());
  let cost = bandCost(amounts, targets);
  if (!allowed) return { sides, cost };
  for (let round = 0; round < 24; round++) {
    let best: { slot: number; food: SideFood; delta: number; cost: number } | null = null;
    shares.forEach((share, i) => {
      const mine = sides[i] as Map<string, number>;
      for (const food of share.foods) {
        const now = mine.get(food.key) ?? 0;
        for (const delta of [SIDE_STEP, -SIDE_STEP]) {
          const next = now + delta;
          if (next < 0 || next > SIDE_MOST) continue;
          if (now === 0 && mine.size >= SIDES_PER_SLOT) continue;
          addSide(amounts, food, delta);
          const penalty = PLAN_WEIGHTS.side * delta + (now === 0 ? NEW_SIDE_COST : next === 0 ? -NEW_SIDE_COST : 0);
          const trial = bandCost(amounts, targets) + penalty;
          addSide(amounts, food, -delta);
          if (trial < cost - 1e-9 && (!best || trial < best.cost)) best = { slot: i, food, delta, cost: trial };
        }
      }
    });
    if (!best) break;
    const { slot, food, delta } = best as { slot: number; food: SideFood; delta: number; cost: number };
    const mine = sides[slot] as Map<string, number>;
    const next = (mine.get(food.key) ?? 0) + delta;
    if (next <= 0) mine.delete(food.key);
    else mine.set(food.key, next);
    addSide(amounts, food, delta);
    cost = bandCost(amounts, targets);
  }
  const extra = sides.reduce((sum, m) => sum + [...m.values()].reduce((s, n) => s + n * PLAN_WEIGHTS.side + NEW_SIDE_COST, 0), 0);
  return { sides, cost: cost + extra };
}

/** The best portions and sides for one eater's day, given what the kept slots already give. */
function settleDay(fixed: Amounts, shares: readonly OpenShare[], targets: PlanTargets, sidesAllowed: boolean): DayChoice {
  const evaluate = (portions: number[]): DayChoice => {
    const base = { ...fixed };
    shares.forEach((share, i) => {
      add(base, share.recipe, portions[i] as number);
      for (const side of share.locked) {
        const food = sideFood(side.food);
        if (food) addSide(base, food, side.portions);
      }
    });
    const { sides, cost } = settleSides(base, shares, targets, sidesAllowed);
    const moves = portions.reduce((sum, p) => sum + Math.abs(p - 1) * PORTION_MOVE_COST, 0);
    return { portions, sides, cost: cost + moves };
  };
  const combinations = shares.reduce((n, s) => n * s.choices.length, 1);
  if (combinations <= MAX_COMBINATIONS) {
    let best: DayChoice | null = null;
    const walk = (i: number, chosen: number[]) => {
      if (i === shares.length) {
        const trial = evaluate(chosen);
        if (!best || trial.cost < best.cost - 1e-12) best = trial;
        return;
      }
      for (const p of (shares[i] as OpenShare).choices) walk(i + 1, [...chosen, p]);
    };
    walk(0, []);
    return best ?? evaluate([]);
  }
  // Many slots: one slot's portion at a time, from one serving each, until nothing improves.
  let current = evaluate(shares.map((s) => (s.choices.includes(1) ? 1 : (s.choices[0] as number))));
  for (let round = 0; round < 8; round++) {
    let improved = false;
    shares.forEach((share, i) => {
      for (const p of share.choices) {
        if (p === current.portions[i]) continue;
        const trial = evaluate(current.portions.map((q, j) => (j === i ? p : q)));
        if (trial.cost < current.cost - 1e-12) {
          current = trial;
          improved = true;
        }
      }
    });
    if (!improved) break;
  }
  return current;
}

/** The eaters a plan feeds: those given, or the one person with the input's targets. */
export function planEaters(input: Pick<GenerateInput, "eaters" | "targets" | "rules">): PlanEater[] {
  if (input.eaters && input.eaters.length > 0) return [...input.eaters];
  return [{ id: 0, targets: effectiveTargets(input.targets, input.rules) }];
}

/**
 * Gives every eater of each filled open slot their own portion (in halves where the recipe allows)
 * and simple foods beside it, day by day toward their own targets (ADR 144); the slot then cooks
 * the sum. Kept slots stay as they are and count toward the day. Without any eater's targets the
 * slots are left as the model chose them.
 */
export function settlePortions(input: GenerateInput, slots: readonly PlanSlot[], openKeys: ReadonlySet<string>): PlanSlot[] {
  const eaters = planEaters(input);
  if (!eaters.some((e) => e.targets)) return [...slots];
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const before = new Map(input.slots.map((s) => [slotKey(s.day, s.meal), s]));
  const most = Math.max(1, portionLimit(input.rules));
  const people = Math.max(1, input.rules.people);
  const excluded = input.excludedIngredientNames ?? new Set<string>();
  const sidesAllowed = input.rules.sides !== false;
  const out = slots.map((s) => ({ ...s }));
  const awayAt = (key: string, eaterId: number) => before.get(key)?.portions?.find((p) => p.eaterId === eaterId)?.away ?? false;
  const lockedAt = (key: string, eaterId: number) =>
    (before.get(key)?.portions?.find((p) => p.eaterId === eaterId)?.sides ?? []).filter((s) => s.locked);

  const portionsOf = new Map<string, PlanPortion[]>();
  for (const eater of eaters) {
    for (let day = 0; day < 7; day++) {
      const fixed = zero();
      const shares: OpenShare[] = [];
      for (const slot of out) {
        if (slot.day !== day) continue;
        const key = slotKey(slot.day, slot.meal);
        const recipe = slot.recipeId === null ? undefined : byId.get(slot.recipeId);
        if (openKeys.has(key) && recipe) {
          if (awayAt(key, eater.id)) continue;
          shares.push({
            key,
            recipe,
            choices: portionChoices(recipe, most),
            foods: sidesFor(slot.meal, input.rules.excludeTags, excluded),
            locked: lockedAt(key, eater.id),
          });
          continue;
        }
        const share = eaterPortion(slot, eater.id, people);
        if (!share) continue;
        add(fixed, recipe, share.portion);
        for (const side of share.sides) {
          const food = sideFood(side.food);
          if (food) addSide(fixed, food, side.portions);
        }
      }
      if (shares.length === 0) continue;
      const choice = eater.targets
        ? settleDay(fixed, shares, eater.targets, sidesAllowed)
        : {
            portions: shares.map((s) => (s.choices.includes(1) ? 1 : (s.choices[0] as number))),
            sides: shares.map(() => new Map()),
            cost: 0,
          };
      shares.forEach((share, i) => {
        const sides: PlanSide[] = [
          ...share.locked,
          ...[...(choice.sides[i] ?? new Map<string, number>())].map(([food, portions]) => ({ food, portions, locked: false })),
        ];
        portionsOf.set(share.key, [
          ...(portionsOf.get(share.key) ?? []),
          { eaterId: eater.id, portion: choice.portions[i] as number, away: false, sides },
        ]);
      });
    }
  }
  for (const slot of out) {
    const key = slotKey(slot.day, slot.meal);
    if (!openKeys.has(key) || slot.recipeId === null) continue;
    const mine = portionsOf.get(key) ?? [];
    const portions = eaters.map(
      (e) => mine.find((p) => p.eaterId === e.id) ?? { eaterId: e.id, portion: 0, away: true, sides: lockedAt(key, e.id) },
    );
    slot.portions = portions;
    slot.servings = cookedServings(portions, people);
  }
  return out;
}
