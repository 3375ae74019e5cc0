import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";
import type { TRecipeCard, TRecipeListOutput, TRecipeListQuery } from "@simmer/contracts";
import { cookedRecentlySince } from "@simmer/domain";
import { runQuery, type CallerState } from "./matcher";
import { recipeIndexFor, type IndexedRecipe, type RecipeIndex } from "./recipe-index";
import { withHousehold, type OwnRecipes } from "./own-recipes";
import { sqlRows, toIntArray } from "./sql-rows";

/** The server's day: a person's "N weeks" may start a day early or late near midnight (ADR 142). */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

interface StateRow {
  version: string | number;
  members: unknown;
  owned_ingredients: unknown;
  owned_equipment: unknown;
  cart_recipes: unknown;
  rated_recipes: unknown;
  recent_recipes: unknown;
  cooked_recipes: unknown;
}

/** What the caller's own notes must answer for this query (ADR 142): the caller's, never the household's. */
export interface NotesNeeds {
  minRating?: number | undefined;
  /** The first day that counts as cooked recently. */
  recentSince?: string | undefined;
  cookedBefore?: boolean | undefined;
}

/**
 * Reads, in one round trip, the index version and what the caller owns or has in carts (only the
 * parts the query needs), so ownership and carts are always current (ADR 050).
 */
export async function readCallerState(
  db: Db,
  userId: number | null,
  needs: { ingredients: boolean; equipment: boolean; carts: boolean; notes?: NotesNeeds },
) {
  const notes = needs.notes ?? {};
  const none = sql`null`;
  // In a household the kitchen and carts are the household's (ADR 127): its account keys them.
  const kitchen = sql`(select coalesce((select h.scope_user_id from household_members m join households h on h.id = m.household_id where m.user_id = ${userId}), ${userId}))`;
  const [row] = await sqlRows<StateRow>(
    db,
    sql`select
      (select version from recipe_index_state where id = 1) as version,
      ${userId !== null ? sql`(select array_agg(o.user_id order by o.user_id) from household_members o where o.household_id = (select m.household_id from household_members m where m.user_id = ${userId}))` : none} as members,
      ${userId !== null && needs.ingredients ? sql`(select array_agg(ingredient_id) from user_ingredients where user_id = ${kitchen})` : none} as owned_ingredients,
      ${userId !== null && needs.equipment ? sql`(select array_agg(equipment_id) from user_equipment where user_id = ${kitchen})` : none} as owned_equipment,
      ${
        userId !== null && needs.carts
          ? sql`(select array_agg(distinct cr.recipe_id) from cart_recipes cr join carts c on c.id = cr.cart_id where c.user_id = ${kitchen})`
          : none
      } as cart_recipes,
      ${
        userId !== null && notes.minRating !== undefined
          ? sql`(select array_agg(recipe_id) from recipe_notes where user_id = ${userId} and rating >= ${notes.minRating})`
          : none
      } as rated_recipes,
      ${
        userId !== null && notes.recentSince !== undefined
          ? sql`(select array_agg(recipe_id) from recipe_notes where user_id = ${userId} and exists (select 1 from unnest(cooked) d where d >= ${notes.recentSince}::date))`
          : none
      } as recent_recipes,
      ${
        userId !== null && notes.cookedBefore === true
          ? sql`(select array_agg(recipe_id) from recipe_notes where user_id = ${userId} and cardinality(cooked) > 0)`
          : none
      } as cooked_recipes`,
  );
  const caller: CallerState = {
    userId,
    householdMembers: [...toIntArray(row?.members)],
    ownedIngredients: new Set(toIntArray(row?.owned_ingredients)),
    ownedEquipment: new Set(toIntArray(row?.owned_equipment)),
    cartRecipeIds: new Set(toIntArray(row?.cart_recipes)),
    ratedRecipeIds: notes.minRating !== undefined ? new Set(toIntArray(row?.rated_recipes)) : null,
    recentlyCookedIds: notes.recentSince !== undefined ? new Set(toIntArray(row?.recent_recipes)) : null,
    cookedRecipeIds: notes.cookedBefore === true ? new Set(toIntArray(row?.cooked_recipes)) : null,
  };
  return { version: Number(row?.version ?? 0), caller };
}

/** The Browse and Your Recipes listing: every Browse filter (docs/product.md#browse-filters), AND-combined, stable id order, exact total. */
export async function list(db: Db, userId: number | null, query: TRecipeListQuery): Promise<TRecipeListOutput> {
  const { version, caller } = await readCallerState(db, userId, {
    ingredients: query.maxMissingIngredients !== undefined,
    equipment: query.filterByEquipment === true,
    carts: query.filterByGrocerycart === true,
    notes: {
      minRating: query.minRating,
      recentSince: query.notCookedWeeks !== undefined ? cookedRecentlySince(todayUtc(), query.notCookedWeeks) : undefined,
      cookedBefore: query.notCookedWeeks !== undefined && query.cookedBefore === true,
    },
  });
  const index = recipeIndexFor(db);
  await index.ensure(version);
  // The caller's own recipes come per request (ADR 082), with their household's shared ones
  // (ADR 127); a visitor has none.
  const own = userId !== null ? await ownAndHousehold(index, userId, query.scope === "all" ? (caller.householdMembers ?? []) : []) : null;
  const { total, page } = runQuery(index, query, caller, own);
  return { total, recipes: page.map((r) => cardOf(r, userId !== null && r.ownerId === userId)) };
}

/** The caller's own recipes with their household's shared ones (ADR 127). */
async function ownAndHousehold(index: RecipeIndex, userId: number, members: readonly number[]): Promise<OwnRecipes> {
  const others = members.filter((id) => id !== userId);
  const [mine, ...theirs] = await Promise.all([userId, ...others].map((id) => index.ownRecipes(id)));
  return withHousehold(mine as OwnRecipes, theirs, members);
}

/**
 * A Browse card written out field by field: V8 builds this literal twenty times faster than an
 * object spread of the stored card, and the output check reads it faster too (ADR 085).
 */
function cardOf({ card: c }: IndexedRecipe, isOwner: boolean): TRecipeCard {
  return {
    recipe_id: c.recipe_id,
    id: c.id,
    title: c.title,
    image_url: c.image_url,
    servings: c.servings,
    prep_time_min: c.prep_time_min,
    wait_time_min: c.wait_time_min,
    cook_time_min: c.cook_time_min,
    total_time_min: c.total_time_min,
    calories: c.calories,
    fat: c.fat,
    sat_fat: c.sat_fat,
    carbs: c.carbs,
    fiber: c.fiber,
    sugar: c.sugar,
    protein: c.protein,
    tags: [...c.tags],
    data_source: c.data_source,
    data_source_name: c.data_source_name,
    data_source_link: c.data_source_link,
    is_owner: isOwner,
  };
}
