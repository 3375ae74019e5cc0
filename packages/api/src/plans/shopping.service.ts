import { sql } from "drizzle-orm";
import { cartRecipes, type Db } from "@simmer/db";
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
  if (added.length === 0) return { cart_id: cartId, added, message: PLAN_MESSAGES.nothingToAdd };
  await db.transaction(async (tx) => {
    await tx
      .insert(cartRecipes)
      .values(added.map((a) => ({ cartId, recipeId: a.recipe_id, quantity: a.quantity })))
      .onConflictDoUpdate({
        target: [cartRecipes.cartId, cartRecipes.recipeId],
        set: { quantity: sql`least(${cartRecipes.quantity} + excluded.quantity, ${LINE_MAX})` },
      });
  });
  const total = added.reduce((sum, a) => sum + a.quantity, 0);
  return { cart_id: cartId, added, message: PLAN_MESSAGES.addedToCart(added.length, total) };
}
