import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { equipment, ingredients, userEquipment, userIngredients, type Db } from "@simmer/db";
import type { TEquipmentItem, TIngredientItem, TToggleOutput } from "@simmer/contracts";
import { ownerInView, recipeVisibility } from "@simmer/domain";
import { recipeIndexFor } from "../recipes";
import { sqlRows } from "../recipes";
import { householdPeopleSql, visibleTo } from "../recipes";
import { KITCHEN_MESSAGES } from "@simmer/contracts";

async function freshIndex(db: Db) {
  const [row] = await sqlRows<{ version: string | number }>(db, sql`select version from recipe_index_state where id = 1`);
  const index = recipeIndexFor(db);
  await index.ensure(Number(row?.version ?? 0));
  return index;
}

/**
 * How many recipes the user can see use each item: the catalogue's counts plus the user's own
 * recipes. Items appear when a visible recipe uses them or the user owns them (ADR 051, ADR 014),
 * so names from other people's recipes never show.
 */
async function usage(db: Db, kitchen: KitchenScope, kind: "ingredients" | "equipment") {
  const userId = kitchen.id;
  const index = await freshIndex(db);
  const catalogue = index.catalogueUsage();
  const rule = recipeVisibility(userId, "all", kitchen.memberIds);
  const counts = new Map(rule.catalogue ? (kind === "ingredients" ? catalogue.ingredients : catalogue.equipment) : []);
  // The catalogue is counted above; people's own published recipes are read per request (ADR 082):
  // the kitchen's own, or in a household the members' shared ones (ADR 127).
  const owners = [...new Set([userId, ...kitchen.memberIds])];
  const owned = await Promise.all(owners.map((owner) => index.ownRecipes(owner)));
  const ingredientNamesOfOwn = new Map<number, string>();
  const equipmentNamesOfOwn = new Map<number, string>();
  for (const own of owned) {
    for (const r of own.entries) {
      if (!ownerInView(rule, r.ownerId, r.visibility)) continue;
      for (const id of kind === "ingredients" ? r.ingredientIds : r.equipmentIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, name] of own.ingredientNames) ingredientNamesOfOwn.set(id, name);
    for (const [id, name] of own.equipmentNames) equipmentNamesOfOwn.set(id, name);
  }
  const ownedIds = kind === "ingredients" ? await ownedIngredientIds(db, userId) : await ownedEquipmentIds(db, userId);
  for (const id of ownedIds) if (!counts.has(id)) counts.set(id, 0);
  const catalogueNames = kind === "ingredients" ? index.ingredientNames : index.equipmentNames;
  const ownNames = kind === "ingredients" ? ingredientNamesOfOwn : equipmentNamesOfOwn;
  const names = {
    get: (id: number) => catalogueNames.get(id) ?? ownNames.get(id),
    has: (id: number) => catalogueNames.has(id) || ownNames.has(id),
  };
  const missingNames = [...counts.keys()].filter((id) => !names.has(id));
  const extra = new Map<number, string>();
  if (missingNames.length > 0) {
    const table = kind === "ingredients" ? ingredients : equipment;
    const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, missingNames));
    for (const r of rows) extra.set(r.id, r.name);
  }
  return [...counts.entries()]
    .map(([id, count]) => ({ id, name: names.get(id) ?? extra.get(id), count }))
    .filter((x): x is { id: number; name: string; count: number } => x.name !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * Whose kitchen: the account its rows are kept under (a person's own, or their household's) and
 * the people whose shared recipes count (ADR 127).
 */
export interface KitchenScope {
  id: number;
  memberIds: readonly number[];
}

export async function listEquipment(db: Db, kitchen: KitchenScope): Promise<TEquipmentItem[]> {
  return (await usage(db, kitchen, "equipment")).map((x) => ({ id: x.id, equipment_name: x.name, usage_count: x.count }));
}

export async function listIngredients(db: Db, kitchen: KitchenScope): Promise<TIngredientItem[]> {
  return (await usage(db, kitchen, "ingredients")).map((x) => ({ id: x.id, ingredient_name: x.name, recipe_count: x.count }));
}

export async function equipmentNames(db: Db, kitchen: KitchenScope) {
  return (await usage(db, kitchen, "equipment")).map((x) => ({ id: x.id, equipment_name: x.name }));
}

export async function ingredientNames(db: Db, kitchen: KitchenScope) {
  return (await usage(db, kitchen, "ingredients")).map((x) => ({ id: x.id, ingredient_name: x.name }));
}

/** An item is the kitchen's to see when it is the catalogue's, its own, or a household member's (ADR 127). */
const mineOrShared = (ownerId: typeof ingredients.ownerId | typeof equipment.ownerId, userId: number) =>
  or(isNull(ownerId), eq(ownerId, userId), sql`${ownerId} in ${householdPeopleSql(userId)}`);

export async function ownedEquipmentIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userEquipment.equipmentId })
    .from(userEquipment)
    .innerJoin(equipment, eq(equipment.id, userEquipment.equipmentId))
    .where(and(eq(userEquipment.userId, userId), mineOrShared(equipment.ownerId, userId)))
    .orderBy(asc(userEquipment.equipmentId));
  return rows.map((r) => r.id);
}

export async function ownedIngredientIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userIngredients.ingredientId })
    .from(userIngredients)
    .innerJoin(ingredients, eq(ingredients.id, userIngredients.ingredientId))
    .where(and(eq(userIngredients.userId, userId), mineOrShared(ingredients.ownerId, userId)))
    .orderBy(asc(userIngredients.ingredientId));
  return rows.map((r) => r.id);
}

/**
 * Whether the user's kitchen lists show an item: it is shared or theirs, and a recipe they can see
 * uses it or they own it. Anything else is answered exactly like an id that does not exist.
 */
async function listedFor(tx: Db, userId: number, kind: "ingredients" | "equipment", id: number): Promise<boolean> {
  const t =
    kind === "ingredients"
      ? { items: "ingredients", lines: "recipe_ingredients", owned: "user_ingredients", column: "ingredient_id" }
      : { items: "equipment", lines: "recipe_equipment", owned: "user_equipment", column: "equipment_id" };
  const [row] = await sqlRows<{ id: number }>(
    tx,
    sql`select i.id from ${sql.identifier(t.items)} i
        where i.id = ${id} and (i.owner_id is null or i.owner_id = ${userId} or i.owner_id in ${householdPeopleSql(userId)})
          and (
            exists (select 1 from ${sql.identifier(t.owned)} o where o.user_id = ${userId} and o.${sql.identifier(t.column)} = i.id)
            or exists (
              select 1 from ${sql.identifier(t.lines)} l join recipes r on r.id = l.recipe_id
              where l.${sql.identifier(t.column)} = i.id and ${visibleTo(userId, "all", "r")}
            )
          )`,
  );
  return row !== undefined;
}

/** Flips ownership of one item the user's lists show, for this user alone; anything else is NOT_FOUND. */
export async function toggleEquipment(db: Db, userId: number, equipmentId: number): Promise<TToggleOutput> {
  return db.transaction(async (tx) => {
    if (!(await listedFor(tx as unknown as Db, userId, "equipment", equipmentId))) {
      throw new TRPCError({ code: "NOT_FOUND", message: KITCHEN_MESSAGES.equipmentNotFound });
    }
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
    if (!(await listedFor(tx as unknown as Db, userId, "ingredients", ingredientId))) {
      throw new TRPCError({ code: "NOT_FOUND", message: KITCHEN_MESSAGES.ingredientNotFound });
    }
    const removed = await tx
      .delete(userIngredients)
      .where(and(eq(userIngredients.userId, userId), eq(userIngredients.ingredientId, ingredientId)))
      .returning({ id: userIngredients.ingredientId });
    if (removed.length > 0) return { ok: true as const, owned: false };
    await tx.insert(userIngredients).values({ userId, ingredientId }).onConflictDoNothing();
    return { ok: true as const, owned: true };
  });
}
