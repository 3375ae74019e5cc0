import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { ingredients, plans, type Db } from "@simmer/db";
import { PLAN_MESSAGES, type TPlanWeek } from "@simmer/contracts";
import { effectiveTargets, type GenerateInput, type PlanSlot, type PlanTargets } from "@simmer/domain";
import { generatePlan } from "./engine";
import { rulesOf } from "./rules.service";
import { eatersOf, ensurePlan, readSlots, readWeek, slotKey, writeSlots, type Eater, type StoredSlot } from "./week";

/** What the model aims one shared recipe choice at: the eaters' mean targets (each gets their own portions after). */
export function sharedTargets(eaters: readonly Pick<Eater, "targets">[]): PlanTargets | null {
  const known = eaters.flatMap((e) => (e.targets ? [e.targets] : []));
  if (known.length === 0) return null;
  const mean = (f: (t: PlanTargets) => number) => known.reduce((sum, t) => sum + f(t), 0) / known.length;
  return {
    calories: mean((t) => t.calories),
    protein: mean((t) => t.protein),
    carbs: mean((t) => t.carbs),
    fat: mean((t) => t.fat),
    tolerance: {
      calories: mean((t) => t.tolerance.calories),
      protein: mean((t) => t.tolerance.protein),
      carbs: mean((t) => t.tolerance.carbs),
      fat: mean((t) => t.tolerance.fat),
    },
  };
}

async function ingredientNames(db: Db, ids: readonly number[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ name: ingredients.name })
    .from(ingredients)
    .where(inArray(ingredients.id, [...ids]));
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

type Scope = GenerateInput["scope"];

function inScope(scope: Scope, slot: { day: number; meal: string }): boolean {
  if (scope.kind === "week") return true;
  if (scope.kind === "day") return slot.day === scope.day;
  return slot.day === scope.day && slot.meal === scope.meal;
}

/**
 * What the engine must keep as it is: locked slots always; for the whole week also every filled
 * slot ('Generate' fills empty slots only), and for a day or a slot everything outside it.
 */
function kept(scope: Scope, slot: StoredSlot): boolean {
  if (slot.locked) return true;
  if (scope.kind === "week") return slot.recipeId !== null;
  return !inScope(scope, slot);
}

/**
 * Fills the week (empty unlocked slots), or refills one day or one slot, with the engine; the
 * rules it had to relax are kept with the plan until the next generation.
 */
export async function generate(
  db: Db,
  userId: number,
  input: { weekStart: string; scope: Scope; seed?: number | undefined },
  eaterIds: readonly number[] = [userId],
): Promise<TPlanWeek & { message: string }> {
  const rules = await rulesOf(db, userId);
  // Every eater toward their own targets (ADR 144); one person's own overrides (daily calories,
  // macro split) apply to them alone.
  const eaters = await eatersOf(db, eaterIds);
  const alone = eaters.length === 1;
  const aims = eaters.map((e) => ({ id: e.id, targets: alone ? effectiveTargets(e.targets, rules) : e.targets }));
  const targets = alone ? (eaters[0]?.targets ?? null) : sharedTargets(aims);
  const planId = await ensurePlan(db, userId, input.weekStart);
  const current = await readSlots(db, planId);
  const byKey = new Map(current.map((s) => [slotKey(s.day, s.meal), s]));
  const slots: PlanSlot[] = current.map(({ journalEntryId: _entry, ...slot }) => ({
    ...slot,
    locked: kept(input.scope, { ...slot, journalEntryId: null }),
  }));
  const result = await generatePlan(db, userId, {
    weekStart: input.weekStart,
    rules,
    targets,
    slots,
    scope: input.scope,
    seed: input.seed ?? crypto.randomInt(0, 2_147_483_647),
    eaters: aims,
    excludedIngredientNames: await ingredientNames(db, rules.excludeIngredientIds),
  });

  await db.transaction(async (tx) => {
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for("update");
    // Read again under the lock: an edit made while the engine ran wins over its answer.
    const fresh = new Map((await readSlots(tx, planId)).map((s) => [slotKey(s.day, s.meal), s]));
    const next = new Map(fresh);
    for (const slot of result.slots) {
      const key = slotKey(slot.day, slot.meal);
      const before = byKey.get(key);
      const now = fresh.get(key);
      // The engine's answer never overrides a kept slot, whatever it says about it.
      if ((before && kept(input.scope, before)) || !inScope(input.scope, slot)) continue;
      if (now?.recipeId !== before?.recipeId || now?.locked !== before?.locked) continue;
      const sameRecipe = before?.recipeId === slot.recipeId;
      next.set(key, { ...slot, locked: before?.locked ?? false, journalEntryId: sameRecipe ? (before?.journalEntryId ?? null) : null });
    }
    await writeSlots(tx, planId, [...next.values()]);
    await tx
      .update(plans)
      .set({ relaxed: result.relaxed, updatedAt: sql`now()` })
      .where(eq(plans.id, planId));
  });
  const week = await readWeek(db, userId, input.weekStart, rules, eaters);
  return { ...week, message: result.relaxed.length > 0 ? PLAN_MESSAGES.generatedRelaxed : PLAN_MESSAGES.generated };
}
