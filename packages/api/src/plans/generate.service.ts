import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { plans, type Db } from "@simmer/db";
import { PLAN_MESSAGES, type TPlanWeek } from "@simmer/contracts";
import type { GenerateInput, PlanSlot } from "@simmer/domain";
import { generatePlan, targetsFor } from "./engine";
import { rulesOf } from "./rules.service";
import { ensurePlan, readSlots, readWeek, slotKey, writeSlots, type StoredSlot } from "./week";

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
): Promise<TPlanWeek & { message: string }> {
  const rules = await rulesOf(db, userId);
  const targets = await targetsFor(db, userId);
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
  const week = await readWeek(db, userId, input.weekStart, rules, targets);
  return { ...week, message: result.relaxed.length > 0 ? PLAN_MESSAGES.generatedRelaxed : PLAN_MESSAGES.generated };
}
