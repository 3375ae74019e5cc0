import { asc, eq } from "drizzle-orm";
import { equipment, ingredients, userEquipment, userIngredients, type Db } from "@simmer/db";
import { archiveDocument, type DomainBackup, BACKUP_ENTRIES, ZBackupKitchen } from "../backup";
import { kitchenIdsFor } from "../recipes";

async function readKitchen(db: Db, userId: number) {
  const [ownedIngredients, ownedEquipment] = await Promise.all([
    db
      .select({ name: ingredients.name })
      .from(userIngredients)
      .innerJoin(ingredients, eq(ingredients.id, userIngredients.ingredientId))
      .where(eq(userIngredients.userId, userId))
      .orderBy(asc(ingredients.name)),
    db
      .select({ name: equipment.name })
      .from(userEquipment)
      .innerJoin(equipment, eq(equipment.id, userEquipment.equipmentId))
      .where(eq(userEquipment.userId, userId))
      .orderBy(asc(equipment.name)),
  ]);
  const doc = { ingredients: ownedIngredients.map((r) => r.name), equipment: ownedEquipment.map((r) => r.name) };
  return { doc, counts: { kitchen: doc.ingredients.length + doc.equipment.length } };
}

/**
 * Your Kitchen: the items marked as owned travel by name. The person's own ingredients and
 * equipment are not a document of their own: each comes back, by name, with the row that uses it
 * (ADR 014).
 */
export const kitchenBackup: DomainBackup = {
  domain: "kitchen",
  carries: [userIngredients, userEquipment, ingredients, equipment],
  leavesOut: [],
  holdsData: [userIngredients.userId, userEquipment.userId],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.kitchen,
      schema: ZBackupKitchen,
      read: readKitchen,
      async restore({ tx, userId, counts }, doc) {
        const ingredientIds = await kitchenIdsFor(tx, "ingredients", [...new Set(doc.ingredients)], userId);
        const equipmentIds = await kitchenIdsFor(tx, "equipment", [...new Set(doc.equipment)], userId);
        if (ingredientIds.size)
          await tx
            .insert(userIngredients)
            .values([...new Set(ingredientIds.values())].map((ingredientId) => ({ userId, ingredientId })))
            .onConflictDoNothing();
        if (equipmentIds.size)
          await tx
            .insert(userEquipment)
            .values([...new Set(equipmentIds.values())].map((equipmentId) => ({ userId, equipmentId })))
            .onConflictDoNothing();
        counts.kitchen = ingredientIds.size + equipmentIds.size;
      },
    }),
  ],
};
