import { and, eq } from "drizzle-orm";
import { recipeNotes, type Db } from "@simmer/db";
import type { TRecipeDetail, TRecipeNotes } from "@simmer/contracts";

/**
 * The detail carries the signed-in person's notes on the recipe (issue 31); a visitor's is null.
 * Read here from the notes table rather than through the notes domain, which stands above recipes
 * (it asks recipes whether a recipe is visible).
 */
export async function withNotes(db: Db, userId: number | null, detail: TRecipeDetail): Promise<TRecipeDetail> {
  if (userId === null) return { ...detail, notes: null };
  const [row] = await db
    .select({ rating: recipeNotes.rating, note: recipeNotes.note, cooked: recipeNotes.cooked })
    .from(recipeNotes)
    .where(and(eq(recipeNotes.userId, userId), eq(recipeNotes.recipeId, detail.recipe_id)))
    .limit(1);
  const notes: TRecipeNotes = row
    ? { rating: row.rating, note: row.note, cooked: [...row.cooked].sort() }
    : { rating: null, note: "", cooked: [] };
  return { ...detail, notes };
}
