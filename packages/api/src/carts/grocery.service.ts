import { TRPCError } from "@trpc/server";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cartRecipes, groceryIngredients, recipeIngredients, recipes, userIngredients, type Db } from "@simmer/db";
import { buildGroceryList, ingredientSources } from "@simmer/domain";
import type { TGroceryIngredient, TGroceryList } from "@simmer/contracts";
import { bury, carryOver, keptColumns, lockList, requireCarts, saveListVersion } from "../grocery";

const columns = {
  id: groceryIngredients.id,
  ingredient_name: groceryIngredients.ingredientName,
  brand: groceryIngredients.brand,
  optional: groceryIngredients.optional,
  quantity: groceryIngredients.quantity,
  unit: groceryIngredients.unit,
  send_off: groceryIngredients.sendOff,
  owned: groceryIngredients.owned,
};

/** The stored list, split into what the user needs and what they already own. */
export async function get(db: Db, userId: number): Promise<TGroceryList> {
  const rows = await db
    .select(columns)
    .from(groceryIngredients)
    .where(eq(groceryIngredients.userId, userId))
    .orderBy(asc(groceryIngredients.position), asc(groceryIngredients.id));
  const strip = ({ owned: _owned, ...line }: (typeof rows)[number]): TGroceryIngredient => line;
  return { userNeeds: rows.filter((r) => !r.owned).map(strip), userHas: rows.filter((r) => r.owned).map(strip) };
}

/**
 * Builds the combined list from the given carts and replaces the stored one in one transaction:
 * needs are marked for sending, things already owned are not. A line still on the list (same
 * ingredient and unit) keeps its shopping-mode id, basket state, section and version; a line
 * that leaves becomes a tombstone, so a late tick from an offline device never brings it back
 * (ADR 092). Items added by hand are not touched.
 */
export async function regenerateGroceryList(db: Db, userId: number, cartIds: readonly number[]): Promise<TGroceryList> {
  const ids = await requireCarts(db, userId, cartIds);
  const lines = await db
    .select({
      ingredientId: recipeIngredients.ingredientId,
      name: recipeIngredients.name,
      quantity: recipeIngredients.quantity,
      unit: recipeIngredients.unit,
      brand: recipeIngredients.brand,
      optional: recipeIngredients.optional,
      recipeServings: recipes.servings,
      cartQuantity: cartRecipes.quantity,
      recipeTitle: recipes.title,
      foodNdbNo: recipeIngredients.foodNdbNo,
    })
    .from(cartRecipes)
    .innerJoin(recipes, eq(recipes.id, cartRecipes.recipeId))
    .innerJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipes.id))
    .where(inArray(cartRecipes.cartId, ids))
    .orderBy(asc(cartRecipes.cartId), asc(cartRecipes.id), asc(recipeIngredients.position));

  const ingredientIds = [...new Set(lines.map((l) => l.ingredientId))];
  const owned = ingredientIds.length
    ? await db
        .select({ id: userIngredients.ingredientId })
        .from(userIngredients)
        .where(and(eq(userIngredients.userId, userId), inArray(userIngredients.ingredientId, ingredientIds)))
    : [];
  const list = buildGroceryList(lines, new Set(owned.map((o) => o.id)));
  const sources = ingredientSources(lines);

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const listVersion = await lockList(t, userId);
    const previous = await t.select(keptColumns).from(groceryIngredients).where(eq(groceryIngredients.userId, userId));
    const carried = carryOver(previous, list);
    await t.delete(groceryIngredients).where(eq(groceryIngredients.userId, userId));
    await bury(t, userId, carried.gone);
    await saveListVersion(t, userId, listVersion + 1);
    if (list.length === 0) return;
    await t.insert(groceryIngredients).values(
      list.map((line, position) => ({
        userId,
        ingredientId: line.ingredientId,
        ingredientName: line.ingredientName,
        brand: line.brand,
        optional: line.optional,
        quantity: line.quantity,
        unit: line.unit,
        owned: line.owned,
        sendOff: !line.owned,
        position,
        recipes: sources.get(line.ingredientId)?.titles ?? [],
        foodNdbNo: sources.get(line.ingredientId)?.foodNdbNo ?? null,
        ...carried.state[position],
      })),
    );
  });
  return get(db, userId);
}

export async function toggleSendOff(db: Db, userId: number, id: number): Promise<{ groceryIngredient: TGroceryIngredient }> {
  const [row] = await db
    .update(groceryIngredients)
    .set({ sendOff: sql`not ${groceryIngredients.sendOff}` })
    .where(and(eq(groceryIngredients.id, id), eq(groceryIngredients.userId, userId)))
    .returning(columns);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Grocery ingredient not found." });
  const { owned: _owned, ...groceryIngredient } = row;
  return { groceryIngredient };
}

/** The lines marked for sending, in list order. */
export function itemsToSend(db: Db, userId: number) {
  return db
    .select({
      name: groceryIngredients.ingredientName,
      quantity: groceryIngredients.quantity,
      unit: groceryIngredients.unit,
      brand: groceryIngredients.brand,
      uid: groceryIngredients.uid,
    })
    .from(groceryIngredients)
    .where(and(eq(groceryIngredients.userId, userId), eq(groceryIngredients.sendOff, true)))
    .orderBy(asc(groceryIngredients.position), asc(groceryIngredients.id));
}
