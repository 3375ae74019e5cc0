import { TRPCError } from "@trpc/server";
import { and, eq, sql } from "drizzle-orm";
import { recipeNotes, recipes, type Db } from "@simmer/db";
import { EMPTY_RECIPE_NOTES, RECIPE_MESSAGES, type TRecipeNotes, type TRecipeNotesValues } from "@simmer/contracts";
import { visibleTo } from "../recipes";

type Row = typeof recipeNotes.$inferSelect;

export function toNotes(row: Pick<Row, "rating" | "note" | "cooked"> | undefined): TRecipeNotes {
  return row ? { rating: row.rating, note: row.note, cooked: [...row.cooked].sort() } : { ...EMPTY_RECIPE_NOTES, cooked: [] };
}

/**
 * Whether the person may see the recipe is the recipes domain's rule alone (`visibleTo`), the same
 * the recipe detail answers with: a recipe they may not see is NOT_FOUND, like a missing one.
 */
async function assertVisible(db: Db, userId: number, recipeId: number): Promise<void> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(userId, "all")))
    .limit(1);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: RECIPE_MESSAGES.notFound });
}

const mine = (userId: number, recipeId: number) => and(eq(recipeNotes.userId, userId), eq(recipeNotes.recipeId, recipeId));

async function read(db: Db, userId: number, recipeId: number): Promise<TRecipeNotes> {
  const [row] = await db.select().from(recipeNotes).where(mine(userId, recipeId)).limit(1);
  return toNotes(row);
}

/** The person's notes on a recipe they can see; an empty record when they have written none. */
export async function get(db: Db, userId: number, recipeId: number): Promise<TRecipeNotes> {
  await assertVisible(db, userId, recipeId);
  return read(db, userId, recipeId);
}

/** Replaces the person's notes on a recipe; notes left empty are removed rather than kept as a row. */
export async function update(db: Db, userId: number, recipeId: number, input: TRecipeNotesValues): Promise<TRecipeNotes> {
  return db.transaction(async (tx) => {
    await assertVisible(tx, userId, recipeId);
    if (input.rating === null && input.note === "" && input.cooked.length === 0) {
      await tx.delete(recipeNotes).where(mine(userId, recipeId));
      return toNotes(undefined);
    }
    const values = { rating: input.rating, note: input.note, cooked: input.cooked, updatedAt: new Date() };
    await tx
      .insert(recipeNotes)
      .values({ userId, recipeId, ...values })
      .onConflictDoUpdate({ target: [recipeNotes.userId, recipeNotes.recipeId], set: values });
    return read(tx, userId, recipeId);
  });
}

/**
 * Adds one day to the days the person cooked a recipe already checked as visible to them, inside
 * the caller's transaction; a day already there, or a list already full, changes nothing.
 */
export async function recordCookedDay(tx: Db, userId: number, recipeId: number, day: string, max: number): Promise<boolean> {
  const current = await read(tx, userId, recipeId);
  if (current.cooked.includes(day) || current.cooked.length >= max) return false;
  await tx
    .insert(recipeNotes)
    .values({ userId, recipeId, cooked: [day], updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [recipeNotes.userId, recipeNotes.recipeId],
      set: { cooked: sql`array_append(${recipeNotes.cooked}, ${day}::date)`, updatedAt: new Date() },
    });
  return true;
}

/** Adds one day to the days the person cooked the recipe (once, however often it is sent). */
export async function createCookedDay(db: Db, userId: number, recipeId: number, day: string, max: number): Promise<TRecipeNotes> {
  return db.transaction(async (tx) => {
    await assertVisible(tx, userId, recipeId);
    const current = await read(tx, userId, recipeId);
    if (current.cooked.includes(day)) return current;
    if (current.cooked.length >= max) throw new TRPCError({ code: "BAD_REQUEST", message: `A recipe keeps at most ${max} cooked dates.` });
    await recordCookedDay(tx, userId, recipeId, day, max);
    return read(tx, userId, recipeId);
  });
}
