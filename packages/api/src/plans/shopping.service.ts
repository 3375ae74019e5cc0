import { sql } from "drizzle-orm";
import { cartFoods, cartRecipes, type Db } from "@simmer/db";
import { sideFood } from "@simmer/domain";
import { PLAN_MESSAGES, type TPlanAddedToCart } from "@simmer/contracts";
import { requireCart } from "../grocery";
import { findPlan, readSlots, visibleRecipes } from "./week";

/** A cart line holds at most this many servings (the carts contract's bound). */
const LINE_MAX = 1000;

/**
 * Puts every planned recipe of the week into the cart with its servings summed over the week
 * (a cook-once-eat-twice pair counts both). A recipe already in the cart gets the servings added,
 * up to the line's maximum, so the combined list, shopping mode and delivery read it unchanged.
 */
export async function createCartLines(db: Db, userId: number, weekStart: string, cartId: number): Promise<TPlanAddedToCart> {
  await requireCart(db, userId, cartId);
  const plan = await findPlan(db, userId, weekStart);
  const slots = plan ? await readSlots(db, plan.id) : [];
  const recipes = await visibleRecipes(
    db,
    userId,
    slots.flatMap((s) => (s.recipeId === null ? [] : [s.recipeId])),
  );
  const servings = new Map<number, number>();
  for (const slot of slots) {
    if (slot.recipeId !== null && recipes.has(slot.recipeId))
      servings.set(slot.recipeId, (servings.get(slot.recipeId) ?? 0) + slot.servings);
  }
  const added = [...servings].map(([id, quantity]) => ({
    recipe_id: id,
    title: recipes.get(id)!.title,
    quantity: Math.min(quantity, LINE_MAX),
  }));
  // The simple foods beside the recipes (ADR 144), every present eater's, summed per food.
  const portions = new Map<string, number>();
  for (const slot of slots) {
    if (slot.recipeId === null || !recipes.has(slot.recipeId)) continue;
    for (const share of slot.portions ?? []) {
      if (share.away) continue;
      for (const side of share.sides) portions.set(side.food, (portions.get(side.food) ?? 0) + side.portions);
    }
  }
  const foods = [...portions].flatMap(([key, n]) => {
    const food = sideFood(key);
    return food ? [{ food: food.key, name: food.name, portions: Math.min(n, LINE_MAX) }] : [];
  });
  if (added.length === 0) return { cart_id: cartId, added, foods: [], message: PLAN_MESSAGES.nothingToAdd };
  await db.transaction(async (tx) => {
    await tx
      .insert(cartRecipes)
      .values(added.map((a) => ({ cartId, recipeId: a.recipe_id, quantity: a.quantity })))
      .onConflictDoUpdate({
        target: [cartRecipes.cartId, cartRecipes.recipeId],
        set: { quantity: sql`least(${cartRecipes.quantity} + excluded.quantity, ${LINE_MAX})` },
      });
    if (foods.length > 0)
      await tx
        .insert(cartFoods)
        .values(foods.map((f) => ({ cartId, food: f.food, portions: f.portions })))
        .onConflictDoUpdate({
          target: [cartFoods.cartId, cartFoods.food],
          set: { portions: sql`least(${cartFoods.portions} + excluded.portions, ${LINE_MAX})` },
        });
  });
  const total = added.reduce((sum, a) => sum + a.quantity, 0);
  const message = PLAN_MESSAGES.addedToCart(added.length, total) + (foods.length > 0 ? ` ${PLAN_MESSAGES.foodsToCart(foods.length)}` : "");
  return { cart_id: cartId, added, foods, message };
}
