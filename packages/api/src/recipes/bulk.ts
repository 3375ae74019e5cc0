import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";

/** Rows per statement: each statement carries its rows as one JSON parameter. */
const ROWS_PER_STATEMENT = 5000;

type PgType = "int" | "text" | "bool" | "float8";

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Inserts many rows with one JSON parameter per statement (json_to_recordset): a fixed, small
 * number of round trips and no per-value bind parameters, on PostgreSQL and PGlite alike.
 * Table and column names come from our own code, never from input.
 */
export async function insertJsonRows(
  db: Db,
  table: string,
  columns: Record<string, PgType>,
  rows: readonly Record<string, unknown>[],
  options: { overridingIds?: boolean; onConflictDoNothing?: boolean } = {},
): Promise<void> {
  const names = Object.keys(columns);
  const list = names.map((n) => `"${n}"`).join(", ");
  const shape = names.map((n) => `"${n}" ${columns[n]}`).join(", ");
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + ROWS_PER_STATEMENT);
    await db.execute(
      sql`${sql.raw(`insert into "${table}" (${list})${options.overridingIds ? " overriding system value" : ""} select ${list} from json_to_recordset(`)}${JSON.stringify(part)}${sql.raw(`::json) as x(${shape})${options.onConflictDoNothing ? " on conflict do nothing" : ""}`)}`,
    );
  }
}

/** Reserves n ids from a table's identity sequence, so children can reference them before insert. */
export async function reserveIds(db: Db, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${n})`,
  );
  return rows.map((r) => Number(r.id));
}

/** Upserts catalogue names (one row per normalised name) and returns name → id. */
export async function catalogueIdsFor(db: Db, table: "ingredients" | "equipment", names: readonly string[]) {
  const ids = new Map<string, number>();
  for (let i = 0; i < names.length; i += ROWS_PER_STATEMENT) {
    const part = JSON.stringify(names.slice(i, i + ROWS_PER_STATEMENT));
    await db.execute(
      sql`${sql.raw(`insert into "${table}" ("name") select value from json_array_elements_text(`)}${part}${sql.raw(`::json) on conflict ("name") do nothing`)}`,
    );
    const rows = await rowsOf<{ id: number; name: string }>(
      db,
      sql`${sql.raw(`select "id", "name" from "${table}" where "name" in (select value from json_array_elements_text(`)}${part}${sql.raw("::json))")}`,
    );
    for (const row of rows) ids.set(row.name, Number(row.id));
  }
  return ids;
}
