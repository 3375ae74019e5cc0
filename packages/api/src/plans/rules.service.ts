import { TRPCError } from "@trpc/server";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { ingredients, planRules as planRulesTable, type Db } from "@simmer/db";
import { PLAN_MESSAGES, ZPlanRules, type TPlanRules, type TPlanRulesState } from "@simmer/contracts";
import { DEFAULT_MAX_PER_WEEK, DEFAULT_MEAL_TIME_LIMITS, planRules, type PlanTargets } from "@simmer/domain";
import { targetsFor } from "./engine";
import type { Queryable } from "./week";
import { householdPeopleSql } from "../recipes";

/**
 * What a person who never set a rule gets: three meals every day for one, from their metrics, up
 * to two portions each so the days reach the calorie target.
 */
export const DEFAULT_RULES: TPlanRules = {
  ...planRules({ days: [0, 1, 2, 3, 4, 5, 6], meals: ["Breakfast", "Lunch", "Dinner"], noRepeatDays: 2, preferOwned: true }),
  maxServingsPerPerson: 2,
  // A quick weekday breakfast and lunch, at most twice a week each recipe, foods beside recipes (ADR 144).
  mealTimeLimits: { ...DEFAULT_MEAL_TIME_LIMITS },
  maxPerWeek: DEFAULT_MAX_PER_WEEK,
  sides: true,
};

/** The remembered rules; a stored row that no longer reads as rules counts as none. */
export async function rulesOf(db: Queryable, userId: number): Promise<TPlanRules> {
  const [row] = await db.select({ rules: planRulesTable.rules }).from(planRulesTable).where(eq(planRulesTable.userId, userId)).limit(1);
  const parsed = row ? ZPlanRules.safeParse(row.rules) : null;
  return parsed?.success ? parsed.data : DEFAULT_RULES;
}

/** The macro split the targets imply, in percent of calories (4 kcal per gram of protein and carbs, 9 of fat). */
function splitOf(targets: PlanTargets): TPlanRulesState["defaults"]["macroSplit"] {
  const protein = targets.protein * 4;
  const carbs = targets.carbs * 4;
  const fat = targets.fat * 9;
  const total = protein + carbs + fat;
  if (total <= 0) return null;
  const p = Math.round((protein / total) * 100);
  const c = Math.round((carbs / total) * 100);
  return { protein: p, carbs: c, fat: 100 - p - c };
}

async function visibleIngredients(db: Queryable, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: ingredients.id, name: ingredients.name })
    .from(ingredients)
    .where(
      and(
        inArray(ingredients.id, [...ids]),
        or(isNull(ingredients.ownerId), eq(ingredients.ownerId, userId), sql`${ingredients.ownerId} in ${householdPeopleSql(userId)}`),
      ),
    );
}

export async function get(db: Db, userId: number, personId: number = userId): Promise<TPlanRulesState> {
  const rules = await rulesOf(db, userId);
  const targets = await targetsFor(db, personId);
  const found = await visibleIngredients(db, userId, rules.excludeIngredientIds);
  const names = new Map(found.map((i) => [i.id, i.name]));
  return {
    // An ingredient that went away (or was never the person's to name) drops out of the rules.
    rules: { ...rules, excludeIngredientIds: rules.excludeIngredientIds.filter((id) => names.has(id)) },
    defaults: { dailyCalories: targets ? Math.round(targets.calories) : null, macroSplit: targets ? splitOf(targets) : null },
    excludedIngredients: rules.excludeIngredientIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
  };
}

export async function update(db: Db, userId: number, rules: TPlanRules, personId: number = userId): Promise<TPlanRulesState> {
  const found = await visibleIngredients(db, userId, rules.excludeIngredientIds);
  if (found.length !== rules.excludeIngredientIds.length)
    throw new TRPCError({ code: "NOT_FOUND", message: PLAN_MESSAGES.ingredientNotFound });
  await db
    .insert(planRulesTable)
    .values({ userId, rules })
    .onConflictDoUpdate({ target: planRulesTable.userId, set: { rules, updatedAt: sql`now()` } });
  return get(db, userId, personId);
}
