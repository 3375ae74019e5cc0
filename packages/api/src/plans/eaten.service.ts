import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { planSlots, recipes, type Db } from "@simmer/db";
import { PLAN_MESSAGES, type TJournalEntry, type TPlanSlotRef } from "@simmer/contracts";
import { addDays, round1 } from "@simmer/domain";
import * as journal from "../journal";
import { visibleTo } from "../recipes";
import { findPlan } from "./week";

const times = (perServing: number | null, servings: number) => (perServing === null ? null : round1(perServing * servings));

/**
 * Writes the slot's meal into the food journal on that day: the recipe's per-serving nutrition
 * times the slot's servings, named after the recipe. The slot remembers the entry, so logging it
 * twice is refused until that entry is deleted.
 */
export async function logEaten(db: Db, userId: number, ref: TPlanSlotRef): Promise<{ entry: TJournalEntry; message: string }> {
  const plan = await findPlan(db, userId, ref.weekStart);
  const slotNotFound = new TRPCError({ code: "NOT_FOUND", message: PLAN_MESSAGES.slotNotFound });
  if (!plan) throw slotNotFound;
  const mine = and(eq(planSlots.planId, plan.id), eq(planSlots.day, ref.day), eq(planSlots.meal, ref.meal));
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ servings: planSlots.servings, journalEntryId: planSlots.journalEntryId, recipe: recipes })
      .from(planSlots)
      .innerJoin(recipes, and(eq(recipes.id, planSlots.recipeId), visibleTo(userId, "all")))
      .where(mine)
      .for("update", { of: planSlots })
      .limit(1);
    if (!slot) throw slotNotFound;
    if (slot.journalEntryId !== null) throw new TRPCError({ code: "CONFLICT", message: PLAN_MESSAGES.alreadyLogged });
    const { recipe, servings } = slot;
    const entry = await journal.create(tx, userId, {
      date: addDays(ref.weekStart, ref.day),
      meal: ref.meal,
      name: recipe.title,
      serving_size: servings,
      calories: times(recipe.calories, servings),
      protein: times(recipe.protein, servings),
      carbs: times(recipe.carbs, servings),
      fat: times(recipe.fat, servings),
      sat_fat: times(recipe.satFat, servings),
      fiber: times(recipe.fiber, servings),
      sugar: times(recipe.sugar, servings),
      sodium: times(recipe.sodium, servings),
      cholesterol: times(recipe.cholesterol, servings),
    });
    await tx.update(planSlots).set({ journalEntryId: entry.id }).where(mine);
    return { entry, message: PLAN_MESSAGES.logged };
  });
}
