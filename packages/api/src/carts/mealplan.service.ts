import { and, asc, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import { cartRecipes, metricEntries, recipeIngredients, recipes, recipeTags, userIngredients, type Db } from "@simmer/db";
import { planMeals, type MealCandidate } from "@simmer/domain";
import { CART_MESSAGES, type TMealPlanOutput } from "@simmer/contracts";
import { visibleTo } from "../recipes/query/visibility";
import { requireCart } from "./carts.service";

/** How many of the best-placed candidates the greedy planner considers. */
const CANDIDATE_POOL = 400;

/** Calories per meal from the latest metric entry: the goal midpoint over three meals. */
async function caloriesPerMeal(db: Db, userId: number): Promise<number | null> {
  const [latest] = await db
    .select({ passive: metricEntries.caloriesPassive, aggressive: metricEntries.caloriesAggressive })
    .from(metricEntries)
    .where(eq(metricEntries.userId, userId))
    .orderBy(desc(metricEntries.entryDate), desc(metricEntries.id))
    .limit(1);
  return latest ? (latest.passive + latest.aggressive) / 2 / 3 : null;
}

/**
 * Adds `count` recipes to the cart, chosen by planMeals: few missing ingredients, calories near the
 * per-meal target, varied tags. Each goes in at its own servings; fewer eligible recipes than asked
 * gives as many as exist, and the message says so.
 */
export async function generateMealPlan(db: Db, userId: number, cartId: number, count: number): Promise<TMealPlanOutput> {
  await requireCart(db, userId, cartId);
  const target = await caloriesPerMeal(db, userId);

  // The outer column is spelled out: inside a subquery Drizzle would render it unqualified.
  const missing = sql<number>`(
    select count(*)::int from ${recipeIngredients} ri
    where ri.recipe_id = "recipes"."id" and not ri.optional
      and not exists (select 1 from ${userIngredients} ui where ui.user_id = ${userId} and ui.ingredient_id = ri.ingredient_id)
  )`;
  const byCalorieGap = target === null ? [] : [asc(sql`abs(coalesce(${recipes.calories}, ${target * 3}) - ${target})`)];
  const pool = await db
    .select({ id: recipes.id, title: recipes.title, servings: recipes.servings, calories: recipes.calories, missing })
    .from(recipes)
    .where(
      and(
        visibleTo(userId, "all"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(cartRecipes)
            .where(and(eq(cartRecipes.cartId, cartId), eq(cartRecipes.recipeId, recipes.id))),
        ),
      ),
    )
    .orderBy(asc(missing), ...byCalorieGap, asc(recipes.id))
    .limit(CANDIDATE_POOL);

  const tagRows = pool.length
    ? await db.select().from(recipeTags).where(inArray(recipeTags.recipeId, pool.map((p) => p.id)))
    : [];
  const tags = new Map<number, string[]>();
  for (const row of tagRows) tags.set(row.recipeId, [...(tags.get(row.recipeId) ?? []), row.tag]);

  const candidates: MealCandidate[] = pool.map((p) => ({ id: p.id, calories: p.calories, missing: Number(p.missing), tags: tags.get(p.id) ?? [] }));
  const picked = planMeals(candidates, count, { caloriesPerMeal: target });
  const byId = new Map(pool.map((p) => [p.id, p]));
  const added = picked.map((id) => {
    const recipe = byId.get(id);
    if (!recipe) throw new Error(`planned recipe ${id} is not in the pool`);
    return { recipe_id: id, title: recipe.title, quantity: recipe.servings };
  });

  if (added.length > 0) {
    await db.transaction(async (tx) => {
      await tx
        .insert(cartRecipes)
        .values(added.map((a) => ({ cartId, recipeId: a.recipe_id, quantity: a.quantity })))
        .onConflictDoNothing({ target: [cartRecipes.cartId, cartRecipes.recipeId] });
    });
  }
  const message =
    added.length === 0
      ? CART_MESSAGES.mealPlanNone
      : added.length < count
        ? `Only ${added.length} recipe${added.length === 1 ? " was" : "s were"} available, so ${added.length} of ${count} meals ${added.length === 1 ? "was" : "were"} added.`
        : CART_MESSAGES.mealPlanDone;
  return { cart_id: cartId, added, message };
}
