import { TRPCError } from "@trpc/server";
import { and, desc, eq } from "drizzle-orm";
import { metricEntries, type Db } from "@simmer/db";
import type { TMetricEntry, TMetricValues } from "@simmer/contracts";
import { deriveMetrics } from "@simmer/domain";
import { METRICS_MESSAGES } from "@simmer/contracts";

type Row = typeof metricEntries.$inferSelect;

function toEntry(row: Row): TMetricEntry {
  return {
    id: row.id,
    name: row.name,
    height: row.height,
    weight: row.weight,
    age: row.dob,
    gender: row.gender,
    activity_level: row.activityLevel,
    goal: row.goal,
    entry_date: row.entryDate,
    target_weight: row.targetWeight,
    bmi: row.bmi,
    bmr: row.bmr,
    maintenance_calories: row.maintenanceCalories,
    calories_passive: row.caloriesPassive,
    calories_aggressive: row.caloriesAggressive,
    time_to_goal_passive: row.timeToGoalPassive,
    time_to_goal_aggressive: row.timeToGoalAggressive,
    protein_passive: row.proteinPassive,
    carbs_passive: row.carbsPassive,
    fat_passive: row.fatPassive,
    protein_aggressive: row.proteinAggressive,
    carbs_aggressive: row.carbsAggressive,
    fat_aggressive: row.fatAggressive,
    water_intake: row.waterIntake,
    sodium_intake: row.sodiumIntake,
    cholesterol_intake: row.cholesterolIntake,
    fiber_intake: row.fiberIntake,
  };
}

/** The stored columns: the inputs as given, every derived figure recomputed here, never trusted. */
function columns(input: TMetricValues) {
  const inputs = {
    name: input.name,
    height: input.height,
    weight: input.weight,
    dob: input.dob,
    gender: input.gender,
    activityLevel: input.activityLevel,
    goal: input.goal,
    entryDate: input.entryDate,
    targetWeight: input.targetWeight,
  };
  return { ...inputs, ...deriveMetrics(inputs) };
}

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: METRICS_MESSAGES.notFound });

/** Newest entry first, so the first one is the latest (docs/product.md#states). */
export async function list(db: Db, userId: number): Promise<TMetricEntry[]> {
  const rows = await db
    .select()
    .from(metricEntries)
    .where(eq(metricEntries.userId, userId))
    .orderBy(desc(metricEntries.entryDate), desc(metricEntries.id));
  return rows.map(toEntry);
}

export async function create(db: Db, userId: number, input: TMetricValues): Promise<TMetricEntry> {
  const [row] = await db
    .insert(metricEntries)
    .values({ userId, ...columns(input) })
    .returning();
  return toEntry(row!);
}

export async function update(db: Db, userId: number, id: number, input: TMetricValues): Promise<TMetricEntry> {
  const [row] = await db
    .update(metricEntries)
    .set(columns(input))
    .where(and(eq(metricEntries.id, id), eq(metricEntries.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toEntry(row);
}

export async function remove(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(metricEntries)
    .where(and(eq(metricEntries.id, id), eq(metricEntries.userId, userId)))
    .returning({ id: metricEntries.id });
  if (!row) throw notFound();
  return { id: row.id, message: METRICS_MESSAGES.deleted };
}
