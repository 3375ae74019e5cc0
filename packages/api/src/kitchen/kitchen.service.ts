import { and, asc, eq, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { equipment, ingredients, userEquipment, userIngredients, type Db } from "@simmer/db";
import type { TEquipmentItem, TIngredientItem, TToggleOutput } from "@simmer/contracts";
import { recipeIndexFor } from "../recipes/query/recipe-index";
import { sqlRows } from "../recipes/query/sql-rows";

export const KITCHEN_MESSAGES = {
  equipmentNotFound: "Equipment not found.",
  ingredientNotFound: "Ingredient not found.",
} as const;

async function freshIndex(db: Db) {
  const [row] = await sqlRows<{ version: string | number }>(db, sql`select version from recipe_index_state where id = 1`);
  const index = recipeIndexFor(db);
  await index.ensure(Number(row?.version ?? 0));
  return index;
}

/**
 * How many recipes the user can see use each item: the catalogue's counts plus the user's own
 * recipes. Items appear when a visible recipe uses them or the user owns them, so names from other
 * people's private recipes never show.
 */
async function usage(db: Db, userId: number, kind: "ingredients" | "equipment") {
  const index = await freshIndex(db);
  const catalogue = index.catalogueUsage();
  const counts = new Map(kind === "ingredients" ? catalogue.ingredients : catalogue.equipment);
  for (const r of index.sorted) {
    if (r.ownerId !== userId) continue;
    for (const id of kind === "ingredients" ? r.ingredientIds : r.equipmentIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const owned = kind === "ingredients" ? await ownedIngredientIds(db, userId) : await ownedEquipmentIds(db, userId);
  for (const id of owned) if (!counts.has(id)) counts.set(id, 0);
  const names = kind === "ingredients" ? index.ingredientNames : index.equipmentNames;
  const missingNames = [...counts.keys()].filter((id) => !names.has(id));
  const extra = new Map<number, string>();
  if (missingNames.length > 0) {
    const table = kind === "ingredients" ? ingredients : equipment;
    const rows = await db.select({ id: table.id, name: table.name }).from(table);
    for (const r of rows) if (counts.has(r.id)) extra.set(r.id, r.name);
  }
  return [...counts.entries()]
    .map(([id, count]) => ({ id, name: names.get(id) ?? extra.get(id), count }))
    .filter((x): x is { id: number; name: string; count: number } => x.name !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export async function listEquipment(db: Db, userId: number): Promise<TEquipmentItem[]> {
  return (await usage(db, userId, "equipment")).map((x) => ({ id: x.id, equipment_name: x.name, usage_count: x.count }));
}

export async function listIngredients(db: Db, userId: number): Promise<TIngredientItem[]> {
  return (await usage(db, userId, "ingredients")).map((x) => ({ id: x.id, ingredient_name: x.name, recipe_count: x.count }));
}

export async function equipmentNames(db: Db, userId: number) {
  return (await usage(db, userId, "equipment")).map((x) => ({ id: x.id, equipment_name: x.name }));
}

export async function ingredientNames(db: Db, userId: number) {
  return (await usage(db, userId, "ingredients")).map((x) => ({ id: x.id, ingredient_name: x.name }));
}

export async function ownedEquipmentIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userEquipment.equipmentId })
    .from(userEquipment)
    .where(eq(userEquipment.userId, userId))
    .orderBy(asc(userEquipment.equipmentId));
  return rows.map((r) => r.id);
}

export async function ownedIngredientIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userIngredients.ingredientId })
    .from(userIngredients)
    .where(eq(userIngredients.userId, userId))
    .orderBy(asc(userIngredients.ingredientId));
  return rows.map((r) => r.id);
}

/** Flips ownership of one catalogue item for this user alone; an unknown id is NOT_FOUND. */
export async function toggleEquipment(db: Db, userId: number, equipmentId: number): Promise<TToggleOutput> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ id: equipment.id }).from(equipment).where(eq(equipment.id, equipmentId)).limit(1);
    if (!item) throw new TRPCError({ code: "NOT_FOUND", message: KITCHEN_MESSAGES.equipmentNotFound });
    const removed = await tx
      .delete(userEquipment)
      .where(and(eq(userEquipment.userId, userId), eq(userEquipment.equipmentId, equipmentId)))
      .returning({ id: userEquipment.equipmentId });
    if (removed.length > 0) return { ok: true as const, owned: false };
    await tx.insert(userEquipment).values({ userId, equipmentId }).onConflictDoNothing();
    return { ok: true as const, owned: true };
  });
}

export async function toggleIngredient(db: Db, userId: number, ingredientId: number): Promise<TToggleOutput> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.id, ingredientId)).limit(1);
    if (!item) throw new TRPCError({ code: "NOT_FOUND", message: KITCHEN_MESSAGES.ingredientNotFound });
    const removed = await tx
      .delete(userIngredients)
      .where(and(eq(userIngredients.userId, userId), eq(userIngredients.ingredientId, ingredientId)))
      .returning({ id: userIngredients.ingredientId });
    if (removed.length > 0) return { ok: true as const, owned: false };
    await tx.insert(userIngredients).values({ userId, ingredientId }).onConflictDoNothing();
    return { ok: true as const, owned: true };
  });
}
