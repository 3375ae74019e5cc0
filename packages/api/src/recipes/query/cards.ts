import { asc, inArray } from "drizzle-orm";
import { recipeTags, type recipes, type Db } from "@simmer/db";
import type { TRecipeCard } from "@simmer/contracts";

type RecipeRow = typeof recipes.$inferSelect;

/** Turns recipe rows into cards, loading their tags in one query. */
export async function toCards(db: Db, rows: readonly RecipeRow[], userId: number | null): Promise<TRecipeCard[]> {
  if (rows.length === 0) return [];
  const tagRows = await db
    .select({ recipeId: recipeTags.recipeId, tag: recipeTags.tag })
    .from(recipeTags)
    .where(
      inArray(
        recipeTags.recipeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(recipeTags.recipeId), asc(recipeTags.position), asc(recipeTags.tag));
  const tagsByRecipe = new Map<number, string[]>();
  for (const { recipeId, tag } of tagRows) {
    const list = tagsByRecipe.get(recipeId) ?? [];
    list.push(tag);
    tagsByRecipe.set(recipeId, list);
  }
  return rows.map((r) => ({
    recipe_id: r.id,
    id: r.id,
    title: r.title,
    image_url: r.imageUrl,
    servings: r.servings,
    prep_time_min: r.prepTimeMin,
    wait_time_min: r.waitTimeMin,
    cook_time_min: r.cookTimeMin,
    total_time_min: r.totalTimeMin,
    calories: r.calories,
    fat: r.fat,
    sat_fat: r.satFat,
    carbs: r.carbs,
    fiber: r.fiber,
    sugar: r.sugar,
    protein: r.protein,
    tags: tagsByRecipe.get(r.id) ?? [],
    data_source: r.dataSource as TRecipeCard["data_source"],
    data_source_name: r.dataSourceName,
    data_source_link: r.dataSourceLink,
    is_owner: userId !== null && r.ownerId === userId,
  }));
}
