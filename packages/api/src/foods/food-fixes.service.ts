import { and, asc, eq, inArray } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { foodFixes, recipes, type Db } from "@simmer/db";
import type { TFoodFixInput, TFoodFixList } from "@simmer/contracts";
import { ZFoodFixForgetInput, ZFoodFixInput } from "@simmer/contracts";
import { foodIndexFor } from "./foods.index";
import { fixKeyOfLine } from "./nutrition.service";

/** A person's remembered fixes, by key (ADR 141). Another person's are never read. */
export async function fixesOf(db: Db, userId: number): Promise<Map<string, string>> {
  const rows = await db.select({ name: foodFixes.name, ndbNo: foodFixes.foodNdbNo }).from(foodFixes).where(eq(foodFixes.userId, userId));
  return new Map(rows.map((row) => [row.name, row.ndbNo]));
}

/** The fixes of several people at once (the recompute of stored figures reads each owner's). */
export async function fixesOfOwners(db: Db, userIds: readonly number[]): Promise<Map<number, Map<string, string>>> {
  const owners = new Map<number, Map<string, string>>(userIds.map((id) => [id, new Map()]));
  if (userIds.length === 0) return owners;
  const rows = await db
    .select()
    .from(foodFixes)
    .where(inArray(foodFixes.userId, [...userIds]));
  for (const row of rows) owners.get(row.userId)?.set(row.name, row.foodNdbNo);
  return owners;
}

export async function listFixes(db: Db, userId: number): Promise<TFoodFixList> {
  const [index, rows] = await Promise.all([
    foodIndexFor(db),
    db.select().from(foodFixes).where(eq(foodFixes.userId, userId)).orderBy(asc(foodFixes.name)),
  ]);
  return {
    fixes: rows.map((row) => ({
      name: row.name,
      food: { ndb_no: row.foodNdbNo, name: index.get(row.foodNdbNo)?.name ?? row.foodNdbNo },
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

/**
 * The person's recipes whose figures come from their ingredients are computed again with the fix
 * (ADR 141): marking them stale has the next read or the start-up sweep recompute them.
 */
async function staleOwnRecipes(db: Db, userId: number) {
  await db
    .update(recipes)
    .set({ nutritionVersion: null })
    .where(and(eq(recipes.ownerId, userId), eq(recipes.nutritionSource, "ingredients")));
}

/** Remembers a food for lines naming this ingredient: the person's later calculations use it first. */
export async function rememberFix(db: Db, userId: number, input: TFoodFixInput): Promise<TFoodFixList["fixes"][number]> {
  const { ingredient_name, food_ndb_no } = ZFoodFixInput.parse(input);
  const food = (await foodIndexFor(db)).get(food_ndb_no);
  if (!food) throw new TRPCError({ code: "BAD_REQUEST", message: `food ${food_ndb_no} was not found.` });
  const name = fixKeyOfLine(ingredient_name);
  const updatedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(foodFixes)
      .values({ userId, name, foodNdbNo: food_ndb_no, updatedAt })
      .onConflictDoUpdate({ target: [foodFixes.userId, foodFixes.name], set: { foodNdbNo: food_ndb_no, updatedAt } });
    await staleOwnRecipes(tx as unknown as Db, userId);
  });
  return { name, food: { ndb_no: food.ndbNo, name: food.name }, updated_at: updatedAt.toISOString() };
}

/** Forgets the fix for the ingredient this line names; the automatic match answers again. */
export async function forgetFix(db: Db, userId: number, input: { ingredient_name: string }): Promise<{ forgotten: boolean }> {
  const { ingredient_name } = ZFoodFixForgetInput.parse(input);
  const name = fixKeyOfLine(ingredient_name);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(foodFixes)
      .where(and(eq(foodFixes.userId, userId), eq(foodFixes.name, name)))
      .returning({ name: foodFixes.name });
    if (gone.length > 0) await staleOwnRecipes(tx as unknown as Db, userId);
    return { forgotten: gone.length > 0 };
  });
}
