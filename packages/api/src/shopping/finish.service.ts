import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { groceryIngredients, ingredients, shoppingAddedItems, shoppingFinishes, userIngredients, type Db } from "@simmer/db";
import { finishMessage, type TShoppingFinishOutput } from "@simmer/contracts";
import { bury, lockList, saveListVersion } from "../grocery";

/**
 * Done shopping, all or nothing in one transaction (ADR 091): every ticked item that is a
 * catalogue or own ingredient becomes owned in Your Kitchen and its grocery line moves to what
 * the person has; ticked items added by hand leave the list. The same id answers the first
 * result again and changes nothing.
 */
export async function finish(db: Db, userId: number, id: string): Promise<TShoppingFinishOutput> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const listVersion = await lockList(t, userId);
    const [done] = await t
      .select()
      .from(shoppingFinishes)
      .where(and(eq(shoppingFinishes.userId, userId), eq(shoppingFinishes.id, id)));
    if (done)
      return { added_to_kitchen: done.addedToKitchen, cleared: done.cleared, message: finishMessage(done.addedToKitchen, done.cleared) };

    const lines = await t
      .select({ uid: groceryIngredients.uid, ingredientId: groceryIngredients.ingredientId })
      .from(groceryIngredients)
      .where(and(eq(groceryIngredients.userId, userId), eq(groceryIngredients.owned, false), eq(groceryIngredients.inBasket, true)));
    const added = await t
      .select({ uid: shoppingAddedItems.uid, ingredientId: shoppingAddedItems.ingredientId })
      .from(shoppingAddedItems)
      .where(and(eq(shoppingAddedItems.userId, userId), eq(shoppingAddedItems.inBasket, true)));

    const wanted = [...new Set([...lines, ...added].flatMap((item) => (item.ingredientId === null ? [] : [item.ingredientId])))];
    // Only the shared catalogue's ingredients and the person's own can be owned (ADR 014).
    const ownable = wanted.length
      ? await t
          .select({ id: ingredients.id })
          .from(ingredients)
          .where(and(inArray(ingredients.id, wanted), or(isNull(ingredients.ownerId), eq(ingredients.ownerId, userId))))
      : [];
    const kitchen = new Set(ownable.map((row) => row.id));
    if (kitchen.size > 0) {
      await t
        .insert(userIngredients)
        .values([...kitchen].map((ingredientId) => ({ userId, ingredientId })))
        .onConflictDoNothing();
    }
    const toKitchen = (item: { ingredientId: number | null }) => item.ingredientId !== null && kitchen.has(item.ingredientId);
    // Counted as the person reads Your Kitchen: ingredients, however many lines named each.
    const addedToKitchen = kitchen.size;
    const cleared = [...lines, ...added].filter((item) => !toKitchen(item)).length;

    if (lines.length > 0) {
      await t
        .update(groceryIngredients)
        .set({ owned: true, sendOff: false, inBasket: false, version: sql`${groceryIngredients.version} + 1` })
        .where(
          and(
            eq(groceryIngredients.userId, userId),
            inArray(
              groceryIngredients.uid,
              lines.map((l) => l.uid),
            ),
          ),
        );
    }
    if (added.length > 0) {
      const uids = added.map((a) => a.uid);
      await t.delete(shoppingAddedItems).where(and(eq(shoppingAddedItems.userId, userId), inArray(shoppingAddedItems.uid, uids)));
      await bury(t, userId, uids);
    }
    await t.insert(shoppingFinishes).values({ userId, id, addedToKitchen, cleared });
    if (lines.length + added.length > 0) await saveListVersion(t, userId, listVersion + 1);
    return { added_to_kitchen: addedToKitchen, cleared, message: finishMessage(addedToKitchen, cleared) };
  });
}
