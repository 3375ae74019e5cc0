import { and, eq, inArray, sql } from "drizzle-orm";
import { planSlots, plans, recipeIngredients, recipes, userIngredients, users, type Db, type PlanPortionRow } from "@simmer/db";
import {
  CONFIDENT_SHARE,
  type TPlanDaySummary,
  type TPlanEater,
  type TPlanRecipe,
  type TPlanRules,
  type TPlanSlot,
  type TPlanWeek,
} from "@simmer/contracts";
import {
  PLAN_MEALS,
  SIDE_FOOD_KEYS,
  addDays,
  explainDay,
  portionLimit,
  round1,
  sideFood,
  sideNutrients,
  portionLabel,
  sideText,
  withinTolerance,
  type PlanMeal,
  type PlanPortion,
  type PlanRules,
  type PlanSlot,
  type PlanTargets,
  type RelaxedRule,
  type UnitSystem,
} from "@simmer/domain";
import { visibleTo } from "../recipes";
import { targetsFor } from "./engine";

/** A person the plan feeds: the viewer first, then the other members of their household (ADR 144). */
export interface Eater {
  id: number;
  name: string;
  targets: PlanTargets | null;
}

/** The eaters of a plan, in the order given, with their names and their own latest targets. */
export async function eatersOf(db: Queryable, ids: readonly number[]): Promise<Eater[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, unique));
  const names = new Map(rows.map((r) => [r.id, r.email.split("@")[0] ?? r.email]));
  const targets = await Promise.all(unique.map((id) => targetsFor(db as Db, id)));
  return unique.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)!, targets: targets[unique.indexOf(id)] ?? null }));
}

const isSideKey = (v: unknown): boolean => typeof v === "string" && (SIDE_FOOD_KEYS as readonly string[]).includes(v);

/** The stored shares, read defensively: a row that does not read as one is dropped. */
function portionsFrom(value: unknown): PlanPortion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: PlanPortionRow) => {
    if (typeof row !== "object" || row === null || !Number.isInteger(row.person_id) || typeof row.portion !== "number") return [];
    const sides = Array.isArray(row.sides)
      ? row.sides
          .filter((x) => isSideKey(x?.food) && typeof x.portions === "number" && x.portions > 0)
          .map((x) => ({ food: x.food, portions: x.portions, locked: x.locked === true }))
      : [];
    return [{ eaterId: row.person_id, portion: row.portion, away: row.away === true, sides }];
  });
}

function portionRows(portions: readonly PlanPortion[] | undefined): PlanPortionRow[] {
  return (portions ?? []).map((p) => ({
    person_id: p.eaterId,
    portion: p.portion,
    away: p.away,
    sides: p.sides.map((x) => ({ food: x.food, portions: x.portions, locked: x.locked })),
  }));
}

/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Pick<Db, "select" | "insert" | "update" | "delete">;

export type StoredSlot = PlanSlot & { journalEntryId: number | null };

export const slotKey = (day: number, meal: string): string => `${day}:${meal}`;

export async function findPlan(db: Queryable, userId: number, weekStart: string) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.weekStart, weekStart)))
    .limit(1);
  return plan ?? null;
}

/** The person's plan for the week, made on the first write to it. */
export async function ensurePlan(db: Queryable, userId: number, weekStart: string): Promise<number> {
  await db
    .insert(plans)
    .values({ userId, weekStart })
    .onConflictDoNothing({ target: [plans.userId, plans.weekStart] });
  const plan = await findPlan(db, userId, weekStart);
  if (!plan) throw new Error("plan insert returned nothing");
  return plan.id;
}

function isMeal(meal: string | null): meal is PlanMeal {
  return meal !== null && (PLAN_MEALS as readonly string[]).includes(meal);
}

export async function readSlots(db: Queryable, planId: number): Promise<StoredSlot[]> {
  const rows = await db.select().from(planSlots).where(eq(planSlots.planId, planId));
  return rows
    .filter((r) => isMeal(r.meal))
    .map((r) => ({
      day: r.day,
      meal: r.meal as PlanMeal,
      recipeId: r.recipeId,
      servings: r.servings,
      locked: r.locked,
      leftoverOf: r.leftoverDay !== null && isMeal(r.leftoverMeal) ? { day: r.leftoverDay, meal: r.leftoverMeal } : null,
      journalEntryId: r.journalEntryId,
      portions: portionsFrom(r.portions),
    }))
    .sort((a, b) => a.day - b.day || PLAN_MEALS.indexOf(a.meal) - PLAN_MEALS.indexOf(b.meal));
}

/** Replaces the plan's slots with `slots`; empty unlocked slots are not stored. */
export async function writeSlots(db: Queryable, planId: number, slots: readonly StoredSlot[]): Promise<void> {
  await db.delete(planSlots).where(eq(planSlots.planId, planId));
  const kept = slots.filter((s) => s.recipeId !== null || s.locked);
  if (kept.length === 0) return;
  await db.insert(planSlots).values(
    kept.map((s) => ({
      planId,
      day: s.day,
      meal: s.meal,
      recipeId: s.recipeId,
      servings: s.servings,
      locked: s.locked,
      leftoverDay: s.leftoverOf?.day ?? null,
      leftoverMeal: s.leftoverOf?.meal ?? null,
      journalEntryId: s.recipeId === null ? null : s.journalEntryId,
      portions: s.recipeId === null ? [] : portionRows(s.portions),
    })),
  );
}

/** The planned recipes the person may see, by id; a slot whose recipe is not here shows as empty. */
export async function visibleRecipes(db: Queryable, userId: number, ids: readonly number[]): Promise<Map<number, TPlanRecipe>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      image_url: recipes.imageUrl,
      servings: recipes.servings,
      total_time_min: recipes.totalTimeMin,
      calories: recipes.calories,
      protein: recipes.protein,
      carbs: recipes.carbs,
      fat: recipes.fat,
      nutrition_confidence: recipes.nutritionConfidence,
    })
    .from(recipes)
    .where(and(inArray(recipes.id, unique), visibleTo(userId, "all")));
  return new Map(rows.map((r) => [r.id, r]));
}

const NUTRIENTS = [
  ["calories", "Calories"],
  ["protein", "Protein (g)"],
  ["carbs", "Carbs (g)"],
  ["fat", "Fat (g)"],
] as const;

type Totals = { calories: number; protein: number; carbs: number; fat: number };

/** One eater's share of a slot as the week shows it: their own portion, or an equal share when none is set. */
function shareOf(slot: TPlanSlot, eaterId: number, people: number): { portion: number; sides: TPlanEater["sides"] } | null {
  if (slot.eaters.length === 0) return { portion: slot.servings / Math.max(1, people), sides: [] };
  const mine = slot.eaters.find((e) => e.user_id === eaterId);
  return mine && !mine.away ? { portion: mine.portion, sides: mine.sides } : null;
}

function totalsFor(slots: readonly TPlanSlot[], day: number, eaterId: number, people: number): Totals {
  const totals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const slot of slots) {
    if (slot.day !== day || !slot.recipe) continue;
    const share = shareOf(slot, eaterId, people);
    if (!share) continue;
    for (const [key] of NUTRIENTS) totals[key] += (slot.recipe[key] ?? 0) * share.portion;
    for (const side of share.sides) for (const [key] of NUTRIENTS) totals[key] += side[key];
  }
  return totals;
}

const rounded = (t: Totals): Totals => ({
  calories: round1(t.calories),
  protein: round1(t.protein),
  carbs: round1(t.carbs),
  fat: round1(t.fat),
});

function progressOf(totals: Totals, targets: PlanTargets | null) {
  const shown = rounded(totals);
  return targets
    ? NUTRIENTS.map(([key, label]) => ({
        key,
        label,
        planned: shown[key],
        target: round1(targets[key]),
        tolerance: round1(targets.tolerance[key]),
        onTrack: withinTolerance(targets[key], targets.tolerance[key], totals[key]),
      }))
    : null;
}

/**
 * Which of one eater's meals on a day rest on guesses (ADR 144): recipes whose stored confidence is
 * under the recipe page's 0.9, or that have no calories at all. The day rests on guesses when those
 * carry a tenth or more of its planned calories (the recipe page's rule, over the day), or when
 * one has no figures, so its totals leave a meal out.
 */
export function dayGuesses(slots: readonly TPlanSlot[], day: number, eaterId: number, people: number) {
  const titles: string[] = [];
  let calories = 0;
  let unsure = 0;
  let missing = false;
  for (const slot of slots) {
    if (slot.day !== day || !slot.recipe) continue;
    const share = shareOf(slot, eaterId, people);
    if (!share) continue;
    const { recipe } = slot;
    const kcal = (recipe.calories ?? 0) * share.portion;
    calories += kcal + share.sides.reduce((sum, side) => sum + side.calories, 0);
    const confidence = recipe.nutrition_confidence;
    const guessed = recipe.calories === null || (confidence !== null && confidence < CONFIDENT_SHARE);
    if (recipe.calories === null) missing = true;
    else if (confidence !== null) unsure += kcal * (1 - confidence);
    if (guessed && !titles.includes(recipe.title)) titles.push(recipe.title);
  }
  const restsOnGuesses = missing || (calories > 0 && unsure / calories >= 1 - CONFIDENT_SHARE);
  return { guesses: titles, restsOnGuesses };
}

/**
 * Per-day totals for every eater against their own targets, with the dashboard's green/red rule
 * and a sentence for each missed day; the first eater (the viewer) also fills the day's own fields.
 */
export function daySummaries(
  weekStart: string,
  slots: readonly TPlanSlot[],
  rules: Pick<
    PlanRules,
    "days" | "people" | "meals" | "maxTimeWeekday" | "maxTimeWeekend" | "mealTimeLimits" | "sides" | "maxServingsPerPerson"
  >,
  eaters: readonly Eater[],
): TPlanDaySummary[] {
  const people = Math.max(rules.people, eaters.length);
  const most = portionLimit(rules);
  return Array.from({ length: 7 }, (_, day) => {
    const planned = rules.days.includes(day);
    const members = eaters.map((eater) => {
      const totals = totalsFor(slots, day, eater.id, people);
      const daySlots = slots.filter((s) => s.day === day);
      const emptyMeals = rules.meals.filter((m) => !daySlots.some((s) => s.meal === m && s.recipe)).length;
      const shares = daySlots.flatMap((s) => {
        const share = s.recipe ? shareOf(s, eater.id, people) : null;
        return share ? [share.portion] : [];
      });
      const note =
        planned && eater.targets && daySlots.some((s) => s.recipe)
          ? explainDay(totals, eater.targets, {
              day,
              rules,
              emptyMeals,
              portionsAtMost: shares.length > 0 && shares.every((p) => p >= most),
            })
          : null;
      return {
        user_id: eater.id,
        name: eater.name,
        totals: rounded(totals),
        progress: progressOf(totals, eater.targets),
        notes: note ? [note] : [],
      };
    });
    const viewer = members[0];
    const guessed = dayGuesses(slots, day, eaters[0]?.id ?? -1, people);
    return {
      day,
      date: addDays(weekStart, day),
      planned,
      totals: viewer?.totals ?? { calories: 0, protein: 0, carbs: 0, fat: 0 },
      progress: viewer?.progress ?? null,
      notes: viewer?.notes ?? [],
      guesses: guessed.guesses,
      rests_on_guesses: guessed.restsOnGuesses,
      members,
    };
  });
}

/** A slot's eaters as the API shows them: the plan's current eaters only, sides with their figures. */
export function eatersView(
  portions: readonly PlanPortion[] | undefined,
  eaters: readonly Eater[],
  system: UnitSystem = "us",
): TPlanEater[] {
  const names = new Map(eaters.map((e) => [e.id, e.name]));
  return (portions ?? [])
    .filter((p) => names.has(p.eaterId))
    .map((p) => ({
      user_id: p.eaterId,
      name: names.get(p.eaterId)!,
      portion: p.portion,
      away: p.away,
      sides: p.sides.flatMap((x) => {
        const food = sideFood(x.food);
        if (!food) return [];
        const n = sideNutrients(food, x.portions);
        return [
          {
            food: food.key,
            name: food.name,
            portions: x.portions,
            portion_label: portionLabel(food, system),
            grams: Math.round(food.portion.grams * x.portions),
            text: `+ ${sideText(food, x.portions, system)}`,
            calories: round1(n.calories),
            protein: round1(n.protein),
            carbs: round1(n.carbs),
            fat: round1(n.fat),
            locked: x.locked,
          },
        ];
      }),
    }));
}

/** Distinct required ingredients of the recipes, and how many of them the person does not own. */
async function shoppingSize(db: Queryable, userId: number, recipeIds: readonly number[]) {
  if (recipeIds.length === 0) return { items: 0, missing: 0 };
  const [row] = await db
    .select({
      items: sql<number>`count(distinct ${recipeIngredients.ingredientId})::int`,
      missing: sql<number>`count(distinct ${recipeIngredients.ingredientId}) filter (where ${userIngredients.ingredientId} is null)::int`,
    })
    .from(recipeIngredients)
    .leftJoin(userIngredients, and(eq(userIngredients.ingredientId, recipeIngredients.ingredientId), eq(userIngredients.userId, userId)))
    .where(and(inArray(recipeIngredients.recipeId, [...recipeIds]), eq(recipeIngredients.optional, false)));
  return { items: Number(row?.items ?? 0), missing: Number(row?.missing ?? 0) };
}

export function isRelaxedList(value: unknown): value is RelaxedRule[] {
  return (
    Array.isArray(value) &&
    value.every(
      (r) =>
        typeof r === "object" &&
        r !== null &&
        typeof (r as RelaxedRule).rule === "string" &&
        typeof (r as RelaxedRule).message === "string",
    )
  );
}

export async function unitSystemOfPerson(db: Queryable, userId: number): Promise<UnitSystem> {
  const [row] = await db.select({ unitSystem: users.unitSystem }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.unitSystem === "metric" ? "metric" : "us";
}

/** The week as the Plan screen shows it. */
export async function readWeek(
  db: Queryable,
  userId: number,
  weekStart: string,
  rules: TPlanRules,
  eaters: readonly Eater[],
): Promise<TPlanWeek> {
  // Foods beside the meals read in the viewer's own unit system (ADR 126, ADR 144).
  const system = await unitSystemOfPerson(db, eaters[0]?.id ?? userId);
  const plan = await findPlan(db, userId, weekStart);
  const stored = plan ? await readSlots(db, plan.id) : [];
  const cards = await visibleRecipes(
    db,
    userId,
    stored.flatMap((s) => (s.recipeId === null ? [] : [s.recipeId])),
  );
  const slots: TPlanSlot[] = stored
    .map((s) => ({
      day: s.day,
      meal: s.meal,
      recipe: s.recipeId === null ? null : (cards.get(s.recipeId) ?? null),
      servings: s.servings,
      locked: s.locked,
      leftoverOf: s.leftoverOf,
      journalEntryId: s.journalEntryId,
      eaters: eatersView(s.portions, eaters, system),
    }))
    // A slot whose recipe was deleted (or is out of sight) is empty; unless locked it is no slot at all.
    .filter((s) => s.recipe !== null || s.locked);
  const planned = slots.filter((s) => s.recipe);
  const recipeIds = [...new Set(planned.map((s) => s.recipe!.id))];
  const size = await shoppingSize(db, userId, recipeIds);
  const meals = PLAN_MEALS.filter((m) => rules.meals.includes(m) || slots.some((s) => s.meal === m));
  return {
    weekStart,
    meals,
    people: rules.people,
    slots,
    days: daySummaries(weekStart, slots, rules, eaters),
    summary: {
      recipes: recipeIds.length,
      servings: planned.reduce((sum, s) => sum + s.servings, 0),
      missingIngredients: size.missing,
      shoppingItems: size.items,
    },
    relaxed: plan && isRelaxedList(plan.relaxed) ? plan.relaxed : [],
  };
}
