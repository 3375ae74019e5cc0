import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { planSlots, recipes, type Db } from "@simmer/db";
import { NOTES_LIMITS, PLAN_MESSAGES, type TJournalEntry, type TPlanSlotRef } from "@simmer/contracts";
import { addDays, round1, sideFood, sideNutrients, sideText } from "@simmer/domain";
import * as journal from "../journal";
import { recordCookedDay } from "../notes";
import { visibleTo } from "../recipes";
import { findPlan, unitSystemOfPerson } from "./week";

const times = (perServing: number | null, servings: number) => (perServing === null ? null : round1(perServing * servings));

/**
 * Writes the slot's meal into the food journal on that day: the recipe's per-serving nutrition
 * times the slot's servings, named after the recipe. The slot remembers the entry, so logging it
 * twice is refused until that entry is deleted. The day also joins the days the person cooked the
 * recipe (their notes, issue 31).
 */
export async function logEaten(
  db: Db,
  userId: number,
  ref: TPlanSlotRef,
  personId: number = userId,
): Promise<{ entry: TJournalEntry; message: string }> {
  const plan = await findPlan(db, userId, ref.weekStart);
  const slotNotFound = new TRPCError({ code: "NOT_FOUND", message: PLAN_MESSAGES.slotNotFound });
  if (!plan) throw slotNotFound;
  const mine = and(eq(planSlots.planId, plan.id), eq(planSlots.day, ref.day), eq(planSlots.meal, ref.meal));
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ servings: planSlots.servings, journalEntryId: planSlots.journalEntryId, portions: planSlots.portions, recipe: recipes })
      .from(planSlots)
      .innerJoin(recipes, and(eq(recipes.id, planSlots.recipeId), visibleTo(userId, "all")))
      .where(mine)
      .for("update", { of: planSlots })
      .limit(1);
    if (!slot) throw slotNotFound;
    if (slot.journalEntryId !== null) throw new TRPCError({ code: "CONFLICT", message: PLAN_MESSAGES.alreadyLogged });
    const { recipe } = slot;
    // With shares set (ADR 144), the person eats their own portion and the foods beside it.
    const share = (slot.portions ?? []).find((p) => p.person_id === personId && !p.away);
    const servings = share ? share.portion : slot.servings;
    // The plan may be the household's; the journal is always the person's own (ADR 127).
    const entry = await journal.create(tx, personId, {
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
    // Logged in the words the person reads them in on the Plan (their unit system).
    const system = share?.sides.length ? await unitSystemOfPerson(tx, personId) : "us";
    for (const side of share?.sides ?? []) {
      const food = sideFood(side.food);
      if (!food) continue;
      const n = sideNutrients(food, side.portions);
      await journal.create(tx, personId, {
        date: addDays(ref.weekStart, ref.day),
        meal: ref.meal,
        name: sideText(food, side.portions, system),
        serving_size: side.portions,
        calories: round1(n.calories),
        protein: round1(n.protein),
        carbs: round1(n.carbs),
        fat: round1(n.fat),
      });
    }
    await tx.update(planSlots).set({ journalEntryId: entry.id }).where(mine);
    await recordCookedDay(tx, userId, recipe.id, addDays(ref.weekStart, ref.day), NOTES_LIMITS.cookedMax);
    return { entry, message: PLAN_MESSAGES.logged };
  });
}
