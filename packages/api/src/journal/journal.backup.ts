import { asc, eq } from "drizzle-orm";
import { journalEntries, type Db } from "@simmer/db";
import { archiveDocument, type DomainBackup, BACKUP_ENTRIES, ZBackupJournal } from "../backup";

async function readJournal(db: Db, userId: number) {
  const rows = await db.select().from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(asc(journalEntries.id));
  const doc = rows.map((r) => ({
    date: r.date,
    entry_time: r.entryTime,
    meal: r.meal,
    name: r.name,
    serving_size: r.servingSize,
    calories: r.calories,
    protein: r.protein,
    carbs: r.carbs,
    fat: r.fat,
    sat_fat: r.satFat,
    trans_fat: r.transFat,
    cholesterol: r.cholesterol,
    sodium: r.sodium,
    added_sugars: r.addedSugars,
    fiber: r.fiber,
    sugar: r.sugar,
    total_weight: r.totalWeight,
    created_at: r.createdAt.toISOString(),
  }));
  return { doc, counts: { journal: doc.length } };
}

/** Food journal entries, in the order they were written: the planner names them by position. */
export const journalBackup: DomainBackup = {
  domain: "journal",
  carries: [journalEntries],
  leavesOut: [],
  holdsData: [journalEntries.userId],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.journal,
      schema: ZBackupJournal,
      read: readJournal,
      async restore({ tx, userId, counts, journalIds }, doc) {
        if (doc.length === 0) return;
        for (let i = 0; i < doc.length; i += 1000) {
          const written = await tx
            .insert(journalEntries)
            .values(
              doc.slice(i, i + 1000).map((j) => ({
                userId,
                date: j.date,
                entryTime: j.entry_time,
                meal: j.meal,
                name: j.name,
                servingSize: j.serving_size,
                calories: j.calories,
                protein: j.protein,
                carbs: j.carbs,
                fat: j.fat,
                satFat: j.sat_fat,
                transFat: j.trans_fat,
                cholesterol: j.cholesterol,
                sodium: j.sodium,
                addedSugars: j.added_sugars,
                fiber: j.fiber,
                sugar: j.sugar,
                totalWeight: j.total_weight,
                createdAt: new Date(j.created_at),
              })),
            )
            .returning({ id: journalEntries.id });
          journalIds.push(...written.map((row) => row.id));
        }
        counts.journal = doc.length;
      },
    }),
  ],
};
