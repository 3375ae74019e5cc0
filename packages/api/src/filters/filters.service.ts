import { and, asc, eq, gt, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { userFilters, users, type Db } from "@simmer/db";
import { componentIdFor, headerTitleOrDefault, moveRow, NEW_FILTER_TITLE } from "@simmer/domain";
import { ZFilterItem, type TFilterItem, type TFilterRow, FILTER_MESSAGES } from "@simmer/contracts";
import { z } from "zod";

type Row = typeof userFilters.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const ZStoredFilters = z.array(ZFilterItem).catch([]);

function toRow(row: Row): TFilterRow {
  return {
    id: row.id,
    order: row.order,
    component_id: row.componentId,
    header_title: row.headerTitle,
    filters: ZStoredFilters.parse(row.filters),
  };
}

function notFound() {
  return new TRPCError({ code: "NOT_FOUND", message: FILTER_MESSAGES.notFound });
}

/** Serialises every change to one user's rows, so order stays 1..N under concurrent requests. */
async function lockUserRows(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

async function rowsOf(db: Db | Tx, userId: number): Promise<Row[]> {
  return db.select().from(userFilters).where(eq(userFilters.userId, userId)).orderBy(asc(userFilters.order), asc(userFilters.id));
}

export async function list(db: Db, userId: number): Promise<TFilterRow[]> {
  return (await rowsOf(db, userId)).map(toRow);
}

export async function create(
  db: Db,
  userId: number,
  input: { header_title?: string | undefined; filters: TFilterItem[]; component_id?: string | undefined },
): Promise<TFilterRow> {
  return db.transaction(async (tx) => {
    await lockUserRows(tx, userId);
    const [countRow] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userFilters)
      .where(eq(userFilters.userId, userId));
    const order = Number(countRow?.n ?? 0) + 1;
    const [row] = await tx
      .insert(userFilters)
      .values({
        userId,
        order,
        componentId: input.component_id ? input.component_id : componentIdFor(order),
        headerTitle: input.header_title === undefined ? NEW_FILTER_TITLE : headerTitleOrDefault(input.header_title),
        filters: input.filters,
      })
      .returning();
    if (!row) throw new Error("filter row insert returned nothing");
    return toRow(row);
  });
}

export async function update(
  db: Db,
  userId: number,
  input: { id: number; header_title?: string | undefined; filters?: TFilterItem[] | undefined },
): Promise<TFilterRow> {
  const changes: Partial<Row> = {};
  if (input.header_title !== undefined) changes.headerTitle = headerTitleOrDefault(input.header_title);
  if (input.filters !== undefined) changes.filters = input.filters;
  if (Object.keys(changes).length === 0) {
    const [row] = await db
      .select()
      .from(userFilters)
      .where(and(eq(userFilters.id, input.id), eq(userFilters.userId, userId)));
    if (!row) throw notFound();
    return toRow(row);
  }
  const [row] = await db
    .update(userFilters)
    .set(changes)
    .where(and(eq(userFilters.id, input.id), eq(userFilters.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toRow(row);
}

export async function remove(db: Db, userId: number, id: number): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    await lockUserRows(tx, userId);
    const [removed] = await tx
      .delete(userFilters)
      .where(and(eq(userFilters.id, id), eq(userFilters.userId, userId)))
      .returning({ order: userFilters.order });
    if (!removed) throw notFound();
    await tx
      .update(userFilters)
      .set({ order: sql`${userFilters.order} - 1` })
      .where(and(eq(userFilters.userId, userId), gt(userFilters.order, removed.order)));
    return { ok: true as const };
  });
}

/** Moves a row to newOrder clamped to 1..N and renumbers the user's rows 1..N. */
export async function move(db: Db, userId: number, id: number, newOrder: number): Promise<{ ok: true; items: TFilterRow[] }> {
  return db.transaction(async (tx) => {
    await lockUserRows(tx, userId);
    const rows = await rowsOf(tx, userId);
    if (!rows.some((r) => r.id === id)) throw notFound();
    const moved = moveRow(rows, id, newOrder);
    const before = new Map(rows.map((r) => [r.id, r.order]));
    for (const row of moved) {
      if (before.get(row.id) !== row.order) {
        await tx
          .update(userFilters)
          .set({ order: row.order })
          .where(and(eq(userFilters.id, row.id), eq(userFilters.userId, userId)));
      }
    }
    return { ok: true as const, items: moved.map(toRow) };
  });
}
