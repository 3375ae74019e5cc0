import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import { plans, type Db } from "@simmer/db";
import { PLAN_MESSAGES, type TPlanSlotRef, type TPlanWeek } from "@simmer/contracts";
import type { PlanMeal } from "@simmer/domain";
import { cookedServings } from "@simmer/domain";
import { rulesOf } from "./rules.service";
import { eatersOf, ensurePlan, readSlots, readWeek, slotKey, visibleRecipes, writeSlots, type StoredSlot } from "./week";

/**
 * `userId` is whose plan (a household's account or a person's own, ADR 127); `eaterIds` are the
 * people it feeds, the one looking first: each is measured against their own targets (ADR 144).
 */
export async function get(db: Db, userId: number, weekStart: string, eaterIds: readonly number[] = [userId]): Promise<TPlanWeek> {
  const [rules, eaters] = await Promise.all([rulesOf(db, userId), eatersOf(db, eaterIds)]);
  return readWeek(db, userId, weekStart, rules, eaters);
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
async function changeSlots(db: Db, userId: number, weekStart: string, change: SlotChange, eaterIds: readonly number[]): Promise<TPlanWeek> {
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
  return readWeek(db, userId, weekStart, rules, await eatersOf(db, eaterIds));
}

/** Puts a recipe in a slot (by hand: a locked slot takes it too, the lock only guards generation). */
export async function setSlot(
  db: Db,
  userId: number,
  ref: TPlanSlotRef & { recipeId: number; servings?: number | undefined },
  eaterIds: readonly number[] = [userId],
): Promise<TPlanWeek> {
  if (!(await visibleRecipes(db, userId, [ref.recipeId])).has(ref.recipeId)) throw recipeNotFound();
  return changeSlots(
    db,
    userId,
    ref.weekStart,
    (slots, people) => {
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
        // Another recipe (or servings set by hand) is shared equally again.
        portions: same && ref.servings === undefined ? current.portions : [],
      });
    },
    eaterIds,
  );
}

/** Changes a slot's servings or lock; locking an empty slot keeps it empty when the week is generated. */
export async function updateSlot(
  db: Db,
  userId: number,
  ref: TPlanSlotRef & { servings?: number | undefined; locked?: boolean | undefined },
  eaterIds: readonly number[] = [userId],
): Promise<TPlanWeek> {
  return changeSlots(
    db,
    userId,
    ref.weekStart,
    (slots, people) => {
      const key = slotKey(ref.day, ref.meal);
      const current = slots.get(key) ?? emptySlot(ref.day, ref.meal, people);
      slots.set(key, {
        ...current,
        servings: ref.servings ?? current.servings,
        locked: ref.locked ?? current.locked,
        portions: ref.servings === undefined ? current.portions : [],
      });
    },
    eaterIds,
  );
}

/** Empties a slot; a locked slot stays locked (and so stays empty when the week is generated). */
export async function clearSlot(db: Db, userId: number, ref: TPlanSlotRef, eaterIds: readonly number[] = [userId]): Promise<TPlanWeek> {
  return changeSlots(
    db,
    userId,
    ref.weekStart,
    (slots) => {
      const key = slotKey(ref.day, ref.meal);
      const current = slots.get(key);
      if (!current) return;
      unlink(slots, [key]);
      slots.set(key, { ...current, recipeId: null, leftoverOf: null, journalEntryId: null, portions: [] });
    },
    eaterIds,
  );
}

/** Swaps two slots' contents: recipe, servings, lock and logged entry move together. */
export async function swapSlots(
  db: Db,
  userId: number,
  input: { weekStart: string; from: { day: number; meal: PlanMeal }; to: { day: number; meal: PlanMeal } },
  eaterIds: readonly number[] = [userId],
): Promise<TPlanWeek> {
  return changeSlots(
    db,
    userId,
    input.weekStart,
    (slots, people) => {
      const a = slotKey(input.from.day, input.from.meal);
      const b = slotKey(input.to.day, input.to.meal);
      if (a === b) return;
      unlink(slots, [a, b]);
      const first = slots.get(a) ?? emptySlot(input.from.day, input.from.meal, people);
      const second = slots.get(b) ?? emptySlot(input.to.day, input.to.meal, people);
      slots.set(a, { ...second, day: first.day, meal: first.meal, leftoverOf: null });
      slots.set(b, { ...first, day: second.day, meal: second.meal, leftoverOf: null });
    },
    eaterIds,
  );
}

const eaterNotFound = () => new TRPCError({ code: "NOT_FOUND", message: PLAN_MESSAGES.eaterNotFound });

/**
 * Changes one eater's share of a filled slot: away from the meal or back, or their portion; the
 * slot then cooks the sum (ADR 144). A slot shared equally gets a share per eater first.
 */
export async function updateEater(
  db: Db,
  userId: number,
  ref: TPlanSlotRef & { userId: number; away?: boolean | undefined; portion?: number | undefined },
  eaterIds: readonly number[] = [userId],
): Promise<TPlanWeek> {
  if (!eaterIds.includes(ref.userId)) throw eaterNotFound();
  return changeSlots(
    db,
    userId,
    ref.weekStart,
    (slots, people) => {
      const key = slotKey(ref.day, ref.meal);
      const current = slots.get(key);
      if (!current || current.recipeId === null) throw eaterNotFound();
      const everyone = Math.max(people, eaterIds.length);
      const shares =
        current.portions && current.portions.length > 0
          ? current.portions.filter((p) => eaterIds.includes(p.eaterId))
          : eaterIds.map((id) => ({
              eaterId: id,
              portion: Math.round((current.servings / everyone) * 2) / 2 || 0.5,
              away: false,
              sides: [],
            }));
      if (!shares.some((p) => p.eaterId === ref.userId)) shares.push({ eaterId: ref.userId, portion: 1, away: false, sides: [] });
      const portions = shares.map((p) =>
        p.eaterId === ref.userId ? { ...p, away: ref.away ?? p.away, portion: ref.portion ?? (p.portion > 0 ? p.portion : 1) } : p,
      );
      slots.set(key, { ...current, portions, servings: cookedServings(portions, people) });
    },
    eaterIds,
  );
}

/** Removes one simple food from an eater's share of a slot, or locks it so generation keeps it. */
export async function changeSide(
  db: Db,
  userId: number,
  ref: TPlanSlotRef & { userId: number; food: string; locked?: boolean | undefined },
  remove: boolean,
  eaterIds: readonly number[] = [userId],
): Promise<TPlanWeek> {
  if (!eaterIds.includes(ref.userId)) throw eaterNotFound();
  return changeSlots(
    db,
    userId,
    ref.weekStart,
    (slots) => {
      const key = slotKey(ref.day, ref.meal);
      const current = slots.get(key);
      const share = current?.portions?.find((p) => p.eaterId === ref.userId);
      if (!current || !share || !share.sides.some((x) => x.food === ref.food))
        throw new TRPCError({ code: "NOT_FOUND", message: PLAN_MESSAGES.sideNotFound });
      const sides = remove
        ? share.sides.filter((x) => x.food !== ref.food)
        : share.sides.map((x) => (x.food === ref.food ? { ...x, locked: ref.locked ?? x.locked } : x));
      slots.set(key, { ...current, portions: (current.portions ?? []).map((p) => (p === share ? { ...p, sides } : p)) });
    },
    eaterIds,
  );
}
