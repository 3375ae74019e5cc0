import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";
import type { TRecipeCard } from "@simmer/contracts";
import { intArrayLiteral, sqlRows, toIntArray, toStringArray } from "./sql-rows";
import { publishedSql } from "./visibility";

/** What Browse needs of one recipe, held in memory (ADR 050). */
export interface IndexedRecipe {
  id: number;
  ownerId: number | null;
  /** Whether the owner's household sees it too (ADR 127). */
  visibility: "household" | "private";
  card: Omit<TRecipeCard, "is_owner">;
  titleLower: string;
  tagsLower: string[];
  /** Distinct ingredient ids of every line, ascending. */
  ingredientIds: Int32Array;
  /** Distinct ingredient ids of non-optional lines, ascending. */
  requiredIds: Int32Array;
  equipmentIds: Int32Array;
}

interface RecipeRow {
  id: number;
  owner_id: number | null;
  visibility: string;
  title: string;
  image_url: string | null;
  servings: number;
  prep_time_min: number;
  wait_time_min: number;
  cook_time_min: number;
  total_time_min: number;
  calories: number | null;
  fat: number | null;
  sat_fat: number | null;
  carbs: number | null;
  fiber: number | null;
  sugar: number | null;
  protein: number | null;
  data_source: string;
  data_source_name: string | null;
  data_source_link: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Which recipes `loadIndexedRecipes` reads. */
export type IndexedSelection =
  /** Published recipes with these ids, of any owner (a catch-up, ADR 050). */
  | { ids: number[] }
  /** These ids as they are, published or not (an import about to be published, ADR 016). */
  | { ids: number[]; staged: true }
  /** Every published recipe of the shared catalogue. */
  | { catalogue: true }
  /** Every published recipe of one person, by the recipes_owner_idx index (ADR 082). */
  | { ownerId: number };

/**
 * Reads recipes with their lines, equipment and tags, ready for the index. Only published ones,
 * unless the selection asks for staged ids as they are.
 */
export async function loadIndexedRecipes(db: Db, selection: IndexedSelection): Promise<Map<number, IndexedRecipe>> {
  const loaded = new Map<number, IndexedRecipe>();
  const published = "staged" in selection ? sql`` : sql` and ${publishedSql("recipes")}`;
  const recipeWhere =
    "ids" in selection
      ? sql`id = any(${intArrayLiteral(selection.ids)}::int[])`
      : "ownerId" in selection
        ? sql`owner_id = ${selection.ownerId}`
        : sql`owner_id is null`;
  const only = (column: string) =>
    "ids" in selection
      ? sql` where ${sql.raw(column)} = any(${intArrayLiteral(selection.ids)}::int[])`
      : "ownerId" in selection
        ? sql` where ${sql.raw(column)} in (select id from recipes where owner_id = ${selection.ownerId})`
        : sql` where ${sql.raw(column)} in (select id from recipes where owner_id is null)`;
  const [recipeRows, lineRows, equipmentRows, tagRows] = await Promise.all([
    sqlRows<RecipeRow>(
      db,
      sql`select id, owner_id, visibility, title, image_url, servings, prep_time_min, wait_time_min, cook_time_min, total_time_min,
                 calories, fat, sat_fat, carbs, fiber, sugar, protein, data_source, data_source_name, data_source_link
          from recipes where ${recipeWhere}${published}`,
    ),
    sqlRows<{ recipe_id: number; all_ids: unknown; required_ids: unknown }>(
      db,
      sql`select recipe_id,
                 array_agg(distinct ingredient_id) as all_ids,
                 array_agg(distinct ingredient_id) filter (where not optional) as required_ids
          from recipe_ingredients${only("recipe_id")} group by recipe_id`,
    ),
    sqlRows<{ recipe_id: number; ids: unknown }>(
      db,
      sql`select recipe_id, array_agg(equipment_id order by equipment_id) as ids from recipe_equipment${only("recipe_id")} group by recipe_id`,
    ),
    sqlRows<{ recipe_id: number; tags: unknown }>(
      db,
      sql`select recipe_id, array_agg(tag order by position, tag) as tags from recipe_tags${only("recipe_id")} group by recipe_id`,
    ),
  ]);
  const lines = new Map(lineRows.map((r) => [Number(r.recipe_id), r]));
  const equipmentByRecipe = new Map(equipmentRows.map((r) => [Number(r.recipe_id), toIntArray(r.ids)]));
  const tagsByRecipe = new Map(tagRows.map((r) => [Number(r.recipe_id), toStringArray(r.tags)]));
  let built = 0;
  for (const row of recipeRows) {
    // Building 100,000 entries takes a while: other requests run between slices of 2,000.
    if (++built % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const id = Number(row.id);
    const line = lines.get(id);
    const tags = tagsByRecipe.get(id) ?? [];
    loaded.set(id, {
      id,
      ownerId: row.owner_id === null ? null : Number(row.owner_id),
      visibility: row.visibility === "private" ? "private" : "household",
      titleLower: row.title.toLowerCase(),
      tagsLower: tags.map((t) => t.toLowerCase()),
      ingredientIds: toIntArray(line?.all_ids).sort(),
      requiredIds: toIntArray(line?.required_ids).sort(),
      equipmentIds: equipmentByRecipe.get(id) ?? new Int32Array(0),
      card: {
        recipe_id: id,
        id,
        title: row.title,
        image_url: row.image_url,
        servings: Number(row.servings),
        prep_time_min: Number(row.prep_time_min),
        wait_time_min: Number(row.wait_time_min),
        cook_time_min: Number(row.cook_time_min),
        total_time_min: Number(row.total_time_min),
        calories: num(row.calories),
        fat: num(row.fat),
        sat_fat: num(row.sat_fat),
        carbs: num(row.carbs),
        fiber: num(row.fiber),
        sugar: num(row.sugar),
        protein: num(row.protein),
        tags,
        data_source: row.data_source as TRecipeCard["data_source"],
        data_source_name: row.data_source_name,
        data_source_link: row.data_source_link,
      },
    });
  }
  return loaded;
}
