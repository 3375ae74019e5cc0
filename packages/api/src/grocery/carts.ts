import { TRPCError } from "@trpc/server";
import { and, eq, inArray } from "drizzle-orm";
import { carts, type Db } from "@simmer/db";
import type { TCart } from "@simmer/contracts";

const cartColumns = { id: carts.id, name: carts.name, combined: carts.combined };

const cartNotFound = () => new TRPCError({ code: "NOT_FOUND", message: "Cart not found." });

/** The user's cart, or 404: another user's cart is exactly as missing as one that never existed. */
export async function requireCart(db: Db, userId: number, cartId: number): Promise<TCart> {
  const [cart] = await db
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .limit(1);
  if (!cart) throw cartNotFound();
  return cart;
}

/** Cart ids of the user among the given ones; any other id is a 404. */
export async function requireCarts(db: Db, userId: number, cartIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(cartIds)];
  const found = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), inArray(carts.id, unique)));
  if (found.length !== unique.length) throw cartNotFound();
  return unique;
}
