import { TRPCError } from "@trpc/server";
import { and, asc, eq, sql } from "drizzle-orm";
import { cartRecipes, carts, recipes, users, type Db } from "@simmer/db";
import { CART_MESSAGES, type TCart, type TCartLine, type TCartRecipes } from "@simmer/contracts";
import { toCards } from "../recipes";
import { visibleTo } from "../recipes";
import { requireCart } from "../grocery";

const cartColumns = { id: carts.id, name: carts.name, combined: carts.combined };

function notFound(what: "Cart" | "Recipe" | "Cart line"): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", message: `${what} not found.` });
}

async function requireVisibleRecipe(db: Db, userId: number, recipeId: number) {
  const [recipe] = await db
    .select({ id: recipes.id, title: recipes.title, servings: recipes.servings })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(userId, "all")))
    .limit(1);
  if (!recipe) throw notFound("Recipe");
  return recipe;
}

export function list(db: Db, userId: number): Promise<TCart[]> {
  return db.select(cartColumns).from(carts).where(eq(carts.userId, userId)).orderBy(asc(carts.id));
}

/**
 * A new cart, refused with 409 when the person already has one of that name, ignoring case and
 * surrounding spaces (ADR 119). The person's row is locked so two requests at once cannot both
 * pass the check; carts that already share a name are left as they are.
 */
export async function create(db: Db, userId: number, name: string): Promise<TCart> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [taken] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), sql`lower(btrim(${carts.name})) = lower(btrim(${name}))`))
      .limit(1);
    if (taken) throw new TRPCError({ code: "CONFLICT", message: CART_MESSAGES.nameTaken(name.trim()) });
    const [cart] = await tx.insert(carts).values({ userId, name }).returning(cartColumns);
    if (!cart) throw new Error("cart insert returned nothing");
    return cart;
  });
}

export async function remove(db: Db, userId: number, cartId: number): Promise<{ message: string }> {
  const deleted = await db
    .delete(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .returning({ id: carts.id });
  if (deleted.length === 0) throw notFound("Cart");
  return { message: "Cart deleted." };
}

export async function setCombined(db: Db, userId: number, cartId: number, combined: boolean): Promise<TCart> {
  const [cart] = await db
    .update(carts)
    .set({ combined })
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .returning(cartColumns);
  if (!cart) throw notFound("Cart");
  return cart;
}

export async function createLine(db: Db, userId: number, line: TCartLine): Promise<{ message: string; line: TCartLine }> {
  await requireCart(db, userId, line.cart_id);
  await requireVisibleRecipe(db, userId, line.recipe_id);
  const [row] = await db
    .insert(cartRecipes)
    .values({ cartId: line.cart_id, recipeId: line.recipe_id, quantity: line.quantity })
    .onConflictDoNothing({ target: [cartRecipes.cartId, cartRecipes.recipeId] })
    .returning({ recipe_id: cartRecipes.recipeId, cart_id: cartRecipes.cartId, quantity: cartRecipes.quantity });
  if (!row) throw new TRPCError({ code: "CONFLICT", message: CART_MESSAGES.alreadyInCart });
  return { message: "Recipe added to your grocery cart.", line: row };
}

export async function removeLine(db: Db, userId: number, cartId: number, recipeId: number): Promise<{ message: string; line: null }> {
  await requireCart(db, userId, cartId);
  const deleted = await db
    .delete(cartRecipes)
    .where(and(eq(cartRecipes.cartId, cartId), eq(cartRecipes.recipeId, recipeId)))
    .returning({ id: cartRecipes.id });
  if (deleted.length === 0) throw notFound("Cart line");
  return { message: "Recipe removed from your grocery cart.", line: null };
}

/** Sets a line's servings; below 1 removes the line (docs/product.md#states). */
export async function updateLine(db: Db, userId: number, line: TCartLine): Promise<{ message: string; line: TCartLine | null }> {
  if (line.quantity < 1) return removeLine(db, userId, line.cart_id, line.recipe_id);
  await requireCart(db, userId, line.cart_id);
  const [row] = await db
    .update(cartRecipes)
    .set({ quantity: line.quantity })
    .where(and(eq(cartRecipes.cartId, line.cart_id), eq(cartRecipes.recipeId, line.recipe_id)))
    .returning({ recipe_id: cartRecipes.recipeId, cart_id: cartRecipes.cartId, quantity: cartRecipes.quantity });
  if (!row) throw notFound("Cart line");
  return { message: "Quantity updated.", line: row };
}

/** Which of the user's carts hold a recipe, with the servings in each. */
export async function recipeStatus(db: Db, userId: number, recipeId: number) {
  const statuses = await db
    .select({ cart_id: cartRecipes.cartId, quantity: cartRecipes.quantity })
    .from(cartRecipes)
    .innerJoin(carts, eq(carts.id, cartRecipes.cartId))
    .where(and(eq(carts.userId, userId), eq(cartRecipes.recipeId, recipeId)))
    .orderBy(asc(cartRecipes.cartId));
  return { statuses };
}

export async function cartRecipesOf(db: Db, userId: number, cartId: number): Promise<TCartRecipes> {
  const cart = await requireCart(db, userId, cartId);
  const lines = await db
    .select({ recipe: recipes, quantity: cartRecipes.quantity })
    .from(cartRecipes)
    .innerJoin(recipes, eq(recipes.id, cartRecipes.recipeId))
    .where(eq(cartRecipes.cartId, cartId))
    .orderBy(asc(cartRecipes.createdAt), asc(cartRecipes.id));
  const cards = await toCards(
    db,
    lines.map((l) => l.recipe),
    userId,
  );
  return {
    cart,
    recipes: cards.map((card, index) => ({ ...card, recipeId: card.recipe_id, quantity: lines[index]?.quantity ?? 1 })),
  };
}
