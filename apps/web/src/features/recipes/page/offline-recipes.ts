import { clear, createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import type { TRecipeDetail } from "@simmer/contracts";

/**
 * The recipes this device opened lately, so a recipe page and its cook mode open again without a
 * connection (ADR 138). Forgotten with the rest of the device's data when the person logs out.
 */
const DATABASE = "simmer-recipes";
/** How many recipes the device keeps; the least recently opened goes first. */
export const OFFLINE_RECIPES_KEPT = 30;

interface Kept {
  savedAt: number;
  recipe: TRecipeDetail;
}

let store: UseStore | null = null;
function db(): UseStore {
  store ??= createStore(DATABASE, "recipes");
  return store;
}

export async function keepRecipe(recipe: TRecipeDetail): Promise<void> {
  try {
    await set(recipe.recipe_id, { savedAt: Date.now(), recipe } satisfies Kept, db());
    const all = await entries<number, Kept>(db());
    if (all.length <= OFFLINE_RECIPES_KEPT) return;
    const oldest = all.sort((a, b) => a[1].savedAt - b[1].savedAt).slice(0, all.length - OFFLINE_RECIPES_KEPT);
    await Promise.all(oldest.map(([id]) => del(id, db())));
  } catch {
    // A browser without IndexedDB (a private window in some) simply keeps nothing.
  }
}

export async function keptRecipe(recipeId: number): Promise<TRecipeDetail | null> {
  try {
    return (await get<Kept>(recipeId, db()))?.recipe ?? null;
  } catch {
    return null;
  }
}

export async function forgetKeptRecipes(): Promise<void> {
  try {
    await clear(db());
  } catch {
    // Nothing kept.
  }
}
