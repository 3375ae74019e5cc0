import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import { plans, type Db } from "@simmer/db";
import { PLAN_MESSAGES, type TPlanSlotRef, type TPlanWeek } from "@simmer/contracts";
import type { PlanMeal } from "@simmer/domain";
import { targetsFor } from "./engine";
import { rulesOf } from "./rules.service";
import { ensurePlan, readSlots, readWeek, slotKey, visibleRecipes, writeSlots, type StoredSlot } from "./week";

export async function get(db: Db, userId: number, weekStart: string): Promise<TPlanWeek> {
  const [rules, targets] = await Promise.all([rulesOf(db, userId), targetsFor(db, userId)]);
  return readWeek(db, userId, weekStart, rules, targets);
}

const recipeNotFound = () => new TRPCError({ code: "NOT_FOUND", message: PLAN_MESSAGES.recipeNotFound });

type SlotChange = (slots: Map<string, StoredSlot>, people: number) => void;

/** Drops every leftover link into or out of the named slots: a hand edit breaks the pairing. */
function unlink(slots: Map<string, StoredSlot>, keys: readonly string[]): void {
  for (const [key, slot] of slots) {
    const from = slot.leftoverOf ? slotKey(slot.leftoverOf.day, slot.leftoverOf.meal) : null;
    if (keys.includes(key) || (from !== null && keys.includes(from))) slots.set(key, { ...slot, leftoverOf: null });
  }
}

function emptySlot(day: number, meal: PlanMeal, people: number): StoredSlot {
  return { day, meal, recipeId: null, servings: people, locked: false, leftoverOf: null, journalEntryId: null };
}

/** Reads the week's slots, applies one change and writes them back, all in one transaction. */
async function changeSlots(db: Db, userId: number, weekStart: string, change: SlotChange): Promise<TPlanWeek> {
  const rules = await rulesOf(db, userId);
  await db.transaction(async (tx) => {
    const planId = await ensurePlan(tx, userId, weekStart);
    // Two edits of one week at once would each write back what they read: take them in turn.
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for("update");
    const slots = new Map((await readSlots(tx, planId)).map((s) => [slotKey(s.day, s.meal), s]));
    change(slots, rules.people);
    await writeSlots(tx, planId, [...slots.values()]);
    await tx
      .update(plans)
      .set({ updatedAt: sql`now()` })
      .where(eq(plans.id, planId));
  });
  return readWeek(db, userId, weekStart, rules, await targetsFor(db, userId));
}

/** Puts a recipe in a slot (by hand: a locked slot takes it too, the lock only guards generation). */
export async function setSlot(
  db: Db,
  userId: number,
  ref: TPlanSlotRef & { recipeId: number; servings?: number | undefined },
): Promise<TPlanWeek> {
  if (!(await visibleRecipes(db, userId, [ref.recipeId])).has(ref.recipeId)) throw recipeNotFound();
  return changeSlots(db, userId, ref.weekStart, (slots, people) => {
    const key = slotKey(ref.day, ref.meal);
    const current = slots.get(key) ?? emptySlot(ref.day, ref.meal, people);
    unlink(slots, [key]);
    const same = current.recipeId === ref.recipeId;
    slots.set(key, {
      ...current,
      leftoverOf: null,
      recipeId: ref.recipeId,
      servings: ref.servings ?? (current.recipeId === null ? people : current.servings),
      journalEntryId: same ? current.journalEntryId : null,
    });
  });
}

/** Changes a slot's servings or lock; locking an empty slot keeps it empty when the week is generated. */
export async function updateSlot(
  db: Db,
  userId: number,
  ref: TPlanSlotRef & { servings?: number | undefined; locked?: boolean | undefined },
): Promise<TPlanWeek> {
  return changeSlots(db, userId, ref.weekStart, (slots, people) => {
    const key = slotKey(ref.day, ref.meal);
    const current = slots.get(key) ?? emptySlot(ref.day, ref.meal, people);
    slots.set(key, { ...current, servings: ref.servings ?? current.servings, locked: ref.locked ?? current.locked });
  });
}

/** Empties a slot; a locked slot stays locked (and so stays empty when the week is generated). */
export async function clearSlot(db: Db, userId: number, ref: TPlanSlotRef): Promise<TPlanWeek> {
  return changeSlots(db, userId, ref.weekStart, (slots) => {
    const key = slotKey(ref.day, ref.meal);
    const current = slots.get(key);
    if (!current) return;
    unlink(slots, [key]);
    slots.set(key, { ...current, recipeId: null, leftoverOf: null, journalEntryId: null });
  });
}

/** Swaps two slots' contents: recipe, servings, lock and logged entry move together. */
export async function swapSlots(
  db: Db,
  userId: number,
  input: { weekStart: string; from: { day: number; meal: PlanMeal }; to: { day: number; meal: PlanMeal } },
): Promise<TPlanWeek> {
  return changeSlots(db, userId, input.weekStart, (slots, people) => {
    const a = slotKey(input.from.day, input.from.meal);
    const b = slotKey(input.to.day, input.to.meal);
    if (a === b) return;
    unlink(slots, [a, b]);
    const first = slots.get(a) ?? emptySlot(input.from.day, input.from.meal, people);
    const second = slots.get(b) ?? emptySlot(input.to.day, input.to.meal, people);
    slots.set(a, { ...second, day: first.day, meal: first.meal, leftoverOf: null });
    slots.set(b, { ...first, day: second.day, meal: second.meal, leftoverOf: null });
  });
}
