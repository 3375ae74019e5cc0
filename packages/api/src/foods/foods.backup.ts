import { asc, eq, inArray } from "drizzle-orm";
import { foodFixes, foods } from "@simmer/db";
import { archiveDocument, type DomainBackup, BACKUP_ENTRIES, ZBackupFoodFixes, type TBackupFoodFixes } from "../backup";

/**
 * food_fixes.json: a person's remembered choices of food (ADR 141). The USDA foods are the
 * server's reference data and are not carried; a fix naming a food this server lacks is left out.
 */
export const foodsBackup: DomainBackup = {
  domain: "foods",
  carries: [foodFixes],
  leavesOut: [],
  holdsData: [foodFixes.userId],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.foodFixes,
      schema: ZBackupFoodFixes,
      async read(db, userId) {
        const rows = await db.select().from(foodFixes).where(eq(foodFixes.userId, userId)).orderBy(asc(foodFixes.name));
        const doc: TBackupFoodFixes = rows.map((row) => ({
          name: row.name,
          food_ndb_no: row.foodNdbNo,
          updated_at: row.updatedAt.toISOString(),
        }));
        return { doc, counts: { food_fixes: doc.length } };
      },
      async restore({ tx, userId, counts, warnings }, doc) {
        if (doc.length === 0) return;
        const wanted = [...new Set(doc.map((fix) => fix.food_ndb_no))];
        const known = new Set<string>();
        for (let i = 0; i < wanted.length; i += 1000) {
          const found = await tx
            .select({ ndbNo: foods.ndbNo })
            .from(foods)
            .where(inArray(foods.ndbNo, wanted.slice(i, i + 1000)));
          for (const row of found) known.add(row.ndbNo);
        }
        const rows = new Map<string, typeof foodFixes.$inferInsert>();
        for (const fix of doc) {
          if (!known.has(fix.food_ndb_no)) {
            warnings.push(`The food remembered for '${fix.name}' was left out: this server has no food ${fix.food_ndb_no}.`);
            continue;
          }
          rows.set(fix.name, { userId, name: fix.name, foodNdbNo: fix.food_ndb_no, updatedAt: new Date(fix.updated_at) });
        }
        const values = [...rows.values()];
        for (let i = 0; i < values.length; i += 1000) await tx.insert(foodFixes).values(values.slice(i, i + 1000));
        counts.food_fixes = values.length;
      },
    }),
  ],
};
