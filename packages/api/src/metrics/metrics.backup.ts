import { asc, eq } from "drizzle-orm";
import { metricEntries, type Db } from "@simmer/db";
import { archiveDocument, type DomainBackup, BACKUP_ENTRIES, ZBackupMetrics } from "../backup";

async function readMetrics(db: Db, userId: number) {
  const rows = await db.select().from(metricEntries).where(eq(metricEntries.userId, userId)).orderBy(asc(metricEntries.id));
  const doc = rows.map(({ id: _id, userId: _user, createdAt, ...r }) => ({
    name: r.name,
    height: r.height,
    weight: r.weight,
    dob: r.dob,
    gender: r.gender,
    activity_level: r.activityLevel,
    goal: r.goal,
    entry_date: r.entryDate,
    target_weight: r.targetWeight,
    bmi: r.bmi,
    bmr: r.bmr,
    maintenance_calories: r.maintenanceCalories,
    calories_passive: r.caloriesPassive,
    calories_aggressive: r.caloriesAggressive,
    time_to_goal_passive: r.timeToGoalPassive,
    time_to_goal_aggressive: r.timeToGoalAggressive,
    protein_passive: r.proteinPassive,
    carbs_passive: r.carbsPassive,
    fat_passive: r.fatPassive,
    protein_aggressive: r.proteinAggressive,
    carbs_aggressive: r.carbsAggressive,
    fat_aggressive: r.fatAggressive,
    water_intake: r.waterIntake,
    sodium_intake: r.sodiumIntake,
    cholesterol_intake: r.cholesterolIntake,
    fiber_intake: r.fiberIntake,
    created_at: createdAt.toISOString(),
  }));
  return { doc, counts: { metrics: doc.length } };
}

/** Body-metrics entries with every stored figure. */
export const metricsBackup: DomainBackup = {
  domain: "metrics",
  carries: [metricEntries],
  leavesOut: [],
  holdsData: [metricEntries.userId],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.metrics,
      schema: ZBackupMetrics,
      read: readMetrics,
      async restore({ tx, userId, counts }, doc) {
        if (doc.length === 0) return;
        for (let i = 0; i < doc.length; i += 1000) {
          await tx.insert(metricEntries).values(
            doc.slice(i, i + 1000).map((m) => ({
              userId,
              name: m.name,
              height: m.height,
              weight: m.weight,
              dob: m.dob,
              gender: m.gender,
              activityLevel: m.activity_level,
              goal: m.goal,
              entryDate: m.entry_date,
              targetWeight: m.target_weight,
              bmi: m.bmi,
              bmr: m.bmr,
              maintenanceCalories: m.maintenance_calories,
              caloriesPassive: m.calories_passive,
              caloriesAggressive: m.calories_aggressive,
              timeToGoalPassive: m.time_to_goal_passive,
              timeToGoalAggressive: m.time_to_goal_aggressive,
              proteinPassive: m.protein_passive,
              carbsPassive: m.carbs_passive,
              fatPassive: m.fat_passive,
              proteinAggressive: m.protein_aggressive,
              carbsAggressive: m.carbs_aggressive,
              fatAggressive: m.fat_aggressive,
              waterIntake: m.water_intake,
              sodiumIntake: m.sodium_intake,
              cholesterolIntake: m.cholesterol_intake,
              fiberIntake: m.fiber_intake,
              createdAt: new Date(m.created_at),
            })),
          );
        }
        counts.metrics = doc.length;
      },
    }),
  ],
};
