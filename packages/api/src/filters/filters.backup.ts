import { asc, eq } from "drizzle-orm";
import { userFilters, type Db } from "@simmer/db";
import { corruptEntryMessage, ZFilterItem } from "@simmer/contracts";
import { TRPCError } from "@trpc/server";
import { archiveDocument, type DomainBackup, BACKUP_ENTRIES, ZBackupFilters } from "../backup";

async function readFilters(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(userFilters)
    .where(eq(userFilters.userId, userId))
    .orderBy(asc(userFilters.order), asc(userFilters.id));
  const doc = rows.map((r) => ({
    order: r.order,
    component_id: r.componentId,
    header_title: r.headerTitle,
    filters: r.filters as Array<Record<string, unknown>>,
    created_at: r.createdAt.toISOString(),
  }));
  return { doc, counts: { filters: doc.length } };
}

/**
 * Saved Browse filter rows, renumbered from 1 in their saved order. They do not make an account
 * "hold data": every account starts with the starter rows, which a backup's rows replace (ADR 118).
 */
export const filtersBackup: DomainBackup = {
  domain: "filters",
  carries: [userFilters],
  leavesOut: [],
  holdsData: [],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.filters,
      schema: ZBackupFilters,
      read: readFilters,
      async restore({ tx, userId, counts }, doc) {
        if (doc.length === 0) return;
        const ordered = [...doc].sort((a, b) => a.order - b.order);
        const values = ordered.map((row, i) => {
          const filters = ZFilterItem.array().max(100).safeParse(row.filters);
          if (!filters.success) {
            throw new TRPCError({
              code: "BAD_REQUEST",
              message: corruptEntryMessage(BACKUP_ENTRIES.filters, `row ${i + 1}: its filters do not match the backup format`),
            });
          }
          return {
            userId,
            order: i + 1,
            componentId: row.component_id,
            headerTitle: row.header_title,
            filters: filters.data,
            createdAt: new Date(row.created_at),
          };
        });
        await tx.delete(userFilters).where(eq(userFilters.userId, userId));
        await tx.insert(userFilters).values(values);
        counts.filters = values.length;
      },
    }),
  ],
};
