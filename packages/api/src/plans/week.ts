import { and, eq, inArray, sql } from "drizzle-orm";
import { planSlots, plans, recipeIngredients, recipes, userIngredients, type Db } from "@simmer/db";
import type { TPlanDaySummary, TPlanRecipe, TPlanRules, TPlanSlot, TPlanWeek } from "@simmer/contracts";
import {
  PLAN_MEALS,
  addDays,
  round1,
  withinTolerance,
  type PlanMeal,
  type PlanSlot,
  type PlanTargets,
  type RelaxedRule,
} from "@simmer/domain";
import { visibleTo } from "../recipes";

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

/** Per-day totals per person against the targets, with the dashboard's green/red rule. */
export function daySummaries(
  weekStart: string,
  slots: readonly TPlanSlot[],
  rules: Pick<TPlanRules, "days" | "people">,
  targets: PlanTargets | null,
): TPlanDaySummary[] {
  return Array.from({ length: 7 }, (_, day) => {
    const totals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
    for (const slot of slots) {
      if (slot.day !== day || !slot.recipe) continue;
      for (const [key] of NUTRIENTS) totals[key] += ((slot.recipe[key] ?? 0) * slot.servings) / rules.people;
    }
    const rounded = {
      calories: round1(totals.calories),
      protein: round1(totals.protein),
      carbs: round1(totals.carbs),
      fat: round1(totals.fat),
    };
    const progress = targets
      ? NUTRIENTS.map(([key, label]) => ({
          key,
          label,
          planned: rounded[key],
          target: round1(targets[key]),
          tolerance: round1(targets.tolerance[key]),
          onTrack: withinTolerance(targets[key], targets.tolerance[key], totals[key]),
        }))
      : null;
    return { day, date: addDays(weekStart, day), planned: rules.days.includes(day), totals: rounded, progress };
  });
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

/** The week as the Plan screen shows it. */
export async function readWeek(
  db: Queryable,
  userId: number,
  weekStart: string,
  rules: TPlanRules,
  targets: PlanTargets | null,
): Promise<TPlanWeek> {
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
    days: daySummaries(weekStart, slots, rules, targets),
    summary: {
      recipes: recipeIds.length,
      servings: planned.reduce((sum, s) => sum + s.servings, 0),
      missingIngredients: size.missing,
      shoppingItems: size.items,
    },
    relaxed: plan && isRelaxedList(plan.relaxed) ? plan.relaxed : [],
  };
}
