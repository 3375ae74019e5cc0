import { TRPCError } from "@trpc/server";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { cartFoods, cartRecipes, groceryIngredients, ingredients, recipeIngredients, recipes, userIngredients, type Db } from "@simmer/db";
import {
  buildGroceryList,
  buyableAmount,
  ingredientSources,
  matchIngredient,
  PLAN_SIDES_TITLE,
  sideFood,
  type FoodIndex,
  type Measure,
  type UnitSystem,
} from "@simmer/domain";
import type { TGroceryIngredient, TGroceryList } from "@simmer/contracts";
import { bury, carryOver, keptColumns, lockList, ownerUnitSystem, requireCarts, saveListVersion } from "../grocery";
import { foodIndexFor, type FoodRecord } from "../foods";

const columns = {
  id: groceryIngredients.id,
  ingredient_name: groceryIngredients.ingredientName,
  brand: groceryIngredients.brand,
  optional: groceryIngredients.optional,
  quantity: groceryIngredients.quantity,
  unit: groceryIngredients.unit,
  send_off: groceryIngredients.sendOff,
  owned: groceryIngredients.owned,
  parts: groceryIngredients.parts,
  apart_reason: groceryIngredients.apart,
};

type Row = Omit<TGroceryIngredient, "amount_text" | "parts"> & { owned: boolean; parts: unknown };

/** A stored line as the API answers it, its amount written in the owner's system (ADR 132). */
function present({ owned: _owned, parts, ...line }: Row, system: UnitSystem): TGroceryIngredient {
  return {
    ...line,
    amount_text: buyableAmount(line.quantity, line.unit, system)?.text ?? null,
    parts: Array.isArray(parts) ? parts : [],
  };
}

/** The stored list, split into what the user needs and what they already own. */
export async function get(db: Db, userId: number): Promise<TGroceryList> {
  const [rows, system] = await Promise.all([
    db
      .select(columns)
      .from(groceryIngredients)
      .where(eq(groceryIngredients.userId, userId))
      .orderBy(asc(groceryIngredients.position), asc(groceryIngredients.id)),
    ownerUnitSystem(db, userId),
  ]);
  return {
    userNeeds: rows.filter((r) => !r.owned).map((r) => present(r, system)),
    userHas: rows.filter((r) => r.owned).map((r) => present(r, system)),
  };
}

/**
 * Each ingredient's USDA household measures, for adding its needs across unit families (ADR 131):
 * the food its recipes' lines chose, or else the best match of its name.
 */
export function measuresFrom(
  index: FoodIndex<FoodRecord>,
  ingredients: ReadonlyArray<{ ingredientId: number; name: string }>,
  sources: ReadonlyMap<number, { foodNdbNo: string | null }>,
): Map<number, readonly Measure[]> {
  const found = new Map<number, readonly Measure[]>();
  for (const { ingredientId, name } of ingredients) {
    if (found.has(ingredientId)) continue;
    const chosen = sources.get(ingredientId)?.foodNdbNo;
    const food = (chosen ? index.get(chosen) : undefined) ?? matchIngredient(index, name)?.food;
    if (food) found.set(ingredientId, food.measures);
  }
  return found;
}

/**
 * The simple foods a week plan put in the carts (ADR 144) as lines of their kitchen ingredient,
 * under "Foods beside the plan", so they merge with the recipes' lines of the same ingredient.
 */
async function foodLines(db: Db, cartIds: readonly number[]) {
  if (cartIds.length === 0) return [];
  const rows = await db
    .select()
    .from(cartFoods)
    .where(inArray(cartFoods.cartId, [...cartIds]));
  const portions = new Map<string, number>();
  for (const row of rows) portions.set(row.food, (portions.get(row.food) ?? 0) + row.portions);
  const foods = [...portions].flatMap(([key, n]) => {
    const food = sideFood(key);
    return food ? [{ food, n }] : [];
  });
  if (foods.length === 0) return [];
  const known = await db
    .select({ id: ingredients.id, name: ingredients.name })
    .from(ingredients)
    .where(
      and(
        isNull(ingredients.ownerId),
        inArray(
          ingredients.name,
          foods.map((f) => f.food.ingredient),
        ),
      ),
    );
  const idOf = new Map(known.map((k) => [k.name, k.id]));
  return foods.flatMap(({ food, n }) => {
    const ingredientId = idOf.get(food.ingredient);
    if (ingredientId === undefined) return [];
    return [
      {
        ingredientId,
        name: food.ingredient,
        quantity: String(Math.round(food.buy.quantity * n * 10) / 10),
        unit: food.buy.unit ?? "units",
        brand: null as string | null,
        optional: false,
        recipeServings: 1,
        cartQuantity: 1,
        recipeTitle: PLAN_SIDES_TITLE,
        foodNdbNo: food.ndbNo as string | null,
      },
    ];
  });
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

  lines.push(...(await foodLines(db, ids)));
  const ingredientIds = [...new Set(lines.map((l) => l.ingredientId))];
  const owned = ingredientIds.length
    ? await db
        .select({ id: userIngredients.ingredientId })
        .from(userIngredients)
        .where(and(eq(userIngredients.userId, userId), inArray(userIngredients.ingredientId, ingredientIds)))
    : [];
  const sources = ingredientSources(lines);
  const list = buildGroceryList(lines, new Set(owned.map((o) => o.id)), measuresFrom(await foodIndexFor(db), lines, sources));

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
        parts: line.parts,
        apart: line.apart,
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
  return { groceryIngredient: present(row, await ownerUnitSystem(db, userId)) };
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
