import { TRPCError } from "@trpc/server";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { planTemplates, plans, type Db } from "@simmer/db";
import { PLAN_MESSAGES, type TPlanTemplate, type TPlanWeek } from "@simmer/contracts";
import { PLAN_MEALS } from "@simmer/domain";
import { rulesOf } from "./rules.service";
import { ensurePlan, findPlan, readSlots, readWeek, slotKey, visibleRecipes, writeSlots, type StoredSlot, eatersOf } from "./week";

/** One saved meal of a template, as stored in plan_templates.slots. */
const ZStoredTemplateSlot = z.object({
  day: z.number().int().min(0).max(6),
  meal: z.enum(PLAN_MEALS),
  recipeId: z.number().int(),
  servings: z.number().int().min(1).max(50),
  leftoverOf: z.object({ day: z.number().int().min(0).max(6), meal: z.enum(PLAN_MEALS) }).nullable(),
});
export type TStoredTemplateSlot = z.infer<typeof ZStoredTemplateSlot>;

/** The template's readable slots; anything malformed is left out rather than failing the week. */
export function templateSlots(value: unknown): TStoredTemplateSlot[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = ZStoredTemplateSlot.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: PLAN_MESSAGES.templateNotFound });

function toTemplate(row: typeof planTemplates.$inferSelect): TPlanTemplate {
  return { id: row.id, name: row.name, meals: templateSlots(row.slots).length, created_at: row.createdAt.toISOString() };
}

export async function list(db: Db, userId: number): Promise<TPlanTemplate[]> {
  const rows = await db
    .select()
    .from(planTemplates)
    .where(eq(planTemplates.userId, userId))
    .orderBy(asc(planTemplates.name), asc(planTemplates.id));
  return rows.map(toTemplate);
}

/** Saves the week's planned meals (not its locks or logged entries) under a name. */
export async function create(db: Db, userId: number, weekStart: string, name: string): Promise<TPlanTemplate> {
  const plan = await findPlan(db, userId, weekStart);
  const stored = plan ? await readSlots(db, plan.id) : [];
  const visible = await visibleRecipes(
    db,
    userId,
    stored.flatMap((s) => (s.recipeId === null ? [] : [s.recipeId])),
  );
  const slots: TStoredTemplateSlot[] = stored.flatMap((s) =>
    s.recipeId !== null && visible.has(s.recipeId)
      ? [{ day: s.day, meal: s.meal, recipeId: s.recipeId, servings: s.servings, leftoverOf: s.leftoverOf }]
      : [],
  );
  if (slots.length === 0) throw new TRPCError({ code: "BAD_REQUEST", message: PLAN_MESSAGES.templateEmpty });
  const [row] = await db.insert(planTemplates).values({ userId, name, slots }).onConflictDoNothing().returning();
  if (!row) throw new TRPCError({ code: "CONFLICT", message: PLAN_MESSAGES.templateNameTaken });
  return toTemplate(row);
}

export async function remove(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(planTemplates)
    .where(and(eq(planTemplates.id, id), eq(planTemplates.userId, userId)))
    .returning({ id: planTemplates.id });
  if (!row) throw notFound();
  return { id: row.id, message: PLAN_MESSAGES.templateRemoved };
}

/**
 * Makes the week the template: every unlocked slot is replaced, locked slots stay. A recipe the
 * person can no longer see (deleted, or never theirs to see) is checked again here and left out.
 */
export async function apply(
  db: Db,
  userId: number,
  id: number,
  weekStart: string,
  eaterIds: readonly number[] = [userId],
): Promise<{ week: TPlanWeek; skipped: number; message: string }> {
  const [template] = await db
    .select()
    .from(planTemplates)
    .where(and(eq(planTemplates.id, id), eq(planTemplates.userId, userId)))
    .limit(1);
  if (!template) throw notFound();
  const wanted = templateSlots(template.slots);
  const visible = await visibleRecipes(
    db,
    userId,
    wanted.map((s) => s.recipeId),
  );
  let skipped = 0;
  await db.transaction(async (tx) => {
    const planId = await ensurePlan(tx, userId, weekStart);
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for("update");
    const current = await readSlots(tx, planId);
    const next = new Map<string, StoredSlot>(current.filter((s) => s.locked).map((s) => [slotKey(s.day, s.meal), s]));
    for (const slot of wanted) {
      const key = slotKey(slot.day, slot.meal);
      if (!visible.has(slot.recipeId) || next.has(key)) {
        skipped++;
        continue;
      }
      next.set(key, { ...slot, locked: false, journalEntryId: null });
    }
    // A leftover link holds only while the slot it eats from came along too.
    for (const [key, slot] of next) {
      const source = slot.leftoverOf ? next.get(slotKey(slot.leftoverOf.day, slot.leftoverOf.meal)) : undefined;
      if (slot.leftoverOf && source?.recipeId !== slot.recipeId) next.set(key, { ...slot, leftoverOf: null });
    }
    await writeSlots(tx, planId, [...next.values()]);
    await tx
      .update(plans)
      .set({ relaxed: [], updatedAt: sql`now()` })
      .where(eq(plans.id, planId));
  });
  const week = await readWeek(db, userId, weekStart, await rulesOf(db, userId), await eatersOf(db, eaterIds));
  return {
    week,
    skipped,
    message: skipped > 0 ? `${PLAN_MESSAGES.templateApplied} ${PLAN_MESSAGES.templateSkipped(skipped)}` : PLAN_MESSAGES.templateApplied,
  };
}
