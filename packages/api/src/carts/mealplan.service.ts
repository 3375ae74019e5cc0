import { eq } from "drizzle-orm";
import { cartRecipes, type Db } from "@simmer/db";
import { PLAN_MEALS, planRules, type PlanMeal, type PlanSlot } from "@simmer/domain";
import { CART_MESSAGES, type TMealPlanOutput } from "@simmer/contracts";
import { generatePlan, loadPlanRecipes, targetsFor } from "../plans";
import { requireCart } from "../grocery";

/** A day of the meal plan: breakfast, lunch and dinner, each a third-ish of the day's calories. */
const DAY_MEALS: readonly PlanMeal[] = PLAN_MEALS.filter((m) => m !== "Snack");
/** The most meals one engine run places: a week of days. */
const MEALS_PER_RUN = 7 * DAY_MEALS.length;

/**
 * The slots of one run of `count` meals: whole days of breakfast, lunch and dinner; the meals past
 * `count` on the last day are locked empty so the engine leaves them alone.
 */
function runSlots(count: number): { days: number[]; slots: PlanSlot[] } {
  const days = Array.from({ length: Math.ceil(count / DAY_MEALS.length) }, (_, d) => d);
  const slots: PlanSlot[] = [];
  days.forEach((day) =>
    DAY_MEALS.forEach((meal, m) => {
      if (day * DAY_MEALS.length + m >= count) slots.push({ day, meal, recipeId: null, servings: 1, locked: true, leftoverOf: null });
    }),
  );
  return { days, slots };
}

/**
 * Adds `count` recipes to the cart, planned by the week planner's engine as days of breakfast,
 * lunch and dinner: calories near the latest goal, few missing ingredients, varied. Recipes already
 * in the cart are skipped and none repeats; each goes in at its own servings. Fewer eligible recipes
 * than asked gives as many as exist, and the message says so.
 */
export async function generateMealPlan(db: Db, userId: number, cartId: number, count: number): Promise<TMealPlanOutput> {
  await requireCart(db, userId, cartId);
  const targets = await targetsFor(db, userId);
  const inCart = (await db.select({ id: cartRecipes.recipeId }).from(cartRecipes).where(eq(cartRecipes.cartId, cartId))).map((r) => r.id);
  const picked: number[] = [];
  while (picked.length < count) {
    const { days, slots } = runSlots(Math.min(MEALS_PER_RUN, count - picked.length));
    const result = await generatePlan(
      db,
      userId,
      {
        weekStart: "2000-01-03",
        rules: planRules({ days, meals: DAY_MEALS, noRepeatDays: 7, preferOwned: true }),
        targets,
        slots,
        scope: { kind: "week" },
      },
      { excludeRecipeIds: [...inCart, ...picked] },
    );
    // With fewer recipes than meals the engine repeats some (and says so); the cart takes each once.
    const fresh = [...new Set(result.slots.filter((s) => !s.locked && s.recipeId !== null).map((s) => s.recipeId as number))];
    if (fresh.length === 0) break;
    picked.push(...fresh.slice(0, count - picked.length));
  }

  const recipes = new Map((await loadPlanRecipes(db, userId, picked)).map((r) => [r.id, r]));
  const added = picked.map((id) => {
    const recipe = recipes.get(id);
    if (!recipe) throw new Error(`planned recipe ${id} is not visible`);
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
