import { and, asc, eq, inArray } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import {
  equipment,
  recipeEquipment,
  recipeIngredients,
  recipeInstructions,
  recipes,
  recipeSections,
  userEquipment,
  userIngredients,
  type Db,
} from "@simmer/db";
import { RECIPE_MESSAGES, type TNutritionSource, type TRecipeDetail, type TRecipeIngredientLine } from "@simmer/contracts";
import { toCards } from "./query/cards";
import { visibleTo } from "./query/visibility";
import { hasStaleNutrition, recomputeNutrition } from "./recipes.recompute";

type RecipeRow = typeof recipes.$inferSelect;

export function notFound(): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", message: RECIPE_MESSAGES.notFound });
}

/** A recipe the caller owns (may edit, delete, export). */
export async function ownedRecipe(db: Db, userId: number, recipeId: number): Promise<RecipeRow> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(userId, "mine")))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Loads the full detail of recipes already checked for visibility, split against what the user owns. */
export async function detailsFor(db: Db, rows: readonly RecipeRow[], userId: number | null): Promise<TRecipeDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [cards, sectionRows, lineRows, stepRows, equipmentRows, ownedIngredients, ownedEquipment] = await Promise.all([
    toCards(db, rows, userId),
    db
      .select()
      .from(recipeSections)
      .where(inArray(recipeSections.recipeId, ids))
      .orderBy(asc(recipeSections.recipeId), asc(recipeSections.position)),
    db
      .select()
      .from(recipeIngredients)
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position)),
    db
      .select()
      .from(recipeInstructions)
      .where(inArray(recipeInstructions.recipeId, ids))
      .orderBy(asc(recipeInstructions.recipeId), asc(recipeInstructions.stepNumber)),
    db
      .select({ recipeId: recipeEquipment.recipeId, id: equipment.id, name: equipment.name })
      .from(recipeEquipment)
      .innerJoin(equipment, eq(equipment.id, recipeEquipment.equipmentId))
      .where(inArray(recipeEquipment.recipeId, ids))
      .orderBy(asc(recipeEquipment.recipeId), asc(recipeEquipment.position)),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ id: userIngredients.ingredientId })
          .from(userIngredients)
          .innerJoin(recipeIngredients, eq(recipeIngredients.ingredientId, userIngredients.ingredientId))
          .where(and(eq(userIngredients.userId, userId), inArray(recipeIngredients.recipeId, ids))),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ id: userEquipment.equipmentId })
          .from(userEquipment)
          .innerJoin(recipeEquipment, eq(recipeEquipment.equipmentId, userEquipment.equipmentId))
          .where(and(eq(userEquipment.userId, userId), inArray(recipeEquipment.recipeId, ids))),
  ]);
  const ownsIngredient = new Set(ownedIngredients.map((r) => r.id));
  const ownsEquipment = new Set(ownedEquipment.map((r) => r.id));
  const sectionName = new Map(sectionRows.map((s) => [s.id, s.name]));
  const linesOf = groupBy(lineRows, (l) => l.recipeId);
  const sectionsOf = groupBy(sectionRows, (s) => s.recipeId);
  const stepsOf = groupBy(stepRows, (s) => s.recipeId);
  const equipmentOf = groupBy(equipmentRows, (e) => e.recipeId);

  return rows.map((row, index) => {
    const lines: TRecipeIngredientLine[] = (linesOf.get(row.id) ?? []).map((l) => ({
      id: l.id,
      ingredient_id: l.ingredientId,
      ingredient_name: l.name,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      method: l.method,
      brand: l.brand,
      optional: l.optional,
      food_ndb_no: l.foodNdbNo,
      food_match_manual: l.foodMatchManual,
      count_anyway: l.countAnyway,
      original: l.original,
      section_id: l.sectionId,
      section_name: sectionName.get(l.sectionId) ?? "",
    }));
    const items = (equipmentOf.get(row.id) ?? []).map((e) => ({ id: e.id, equipment_name: e.name }));
    const linesBySection = groupBy(lines, (l) => l.section_id);
    return {
      ...(cards[index] as (typeof cards)[number]),
      sodium: row.sodium,
      cholesterol: row.cholesterol,
      nutrition_source: row.nutritionSource as TNutritionSource,
      nutrition_confidence: row.nutritionSource === "ingredients" ? row.nutritionConfidence : null,
      yield_text: row.yieldText,
      visibility: row.visibility === "private" ? "private" : "household",
      instructions: (stepsOf.get(row.id) ?? []).map((s) => ({ step_number: s.stepNumber, instruction: s.instruction })),
      sections: (sectionsOf.get(row.id) ?? []).map((s) => ({
        section_id: s.id,
        id: s.id,
        section_name: s.name,
        ingredients: linesBySection.get(s.id) ?? [],
      })),
      ingredients: {
        ingavailable: lines.filter((l) => ownsIngredient.has(l.ingredient_id)),
        ingmissing: lines.filter((l) => !ownsIngredient.has(l.ingredient_id)),
      },
      equipment: {
        equavailable: items.filter((e) => ownsEquipment.has(e.id)),
        equmissing: items.filter((e) => !ownsEquipment.has(e.id)),
      },
      equipment_names: items.map((e) => e.equipment_name),
    };
  });
}

/** The detail (docs/product.md#recipe-detail) of one recipe the caller can see; another user's recipe is NOT_FOUND. */
export async function get(db: Db, userId: number | null, recipeId: number): Promise<TRecipeDetail> {
  const read = () =>
    db
      .select()
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), visibleTo(userId, "all")))
      .limit(1);
  let [row] = await read();
  if (!row) throw notFound();
  // Figures an older matcher or a since-remembered fix computed are computed again before they are shown (ADR 141).
  if (hasStaleNutrition(row) && (await recomputeNutrition(db, [row.id])) > 0) [row] = await read();
  if (!row) throw notFound();
  const [detail] = await detailsFor(db, [row], userId);
  return detail as TRecipeDetail;
}
