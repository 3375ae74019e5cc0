import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";

/** Rows per statement: each statement carries its rows as one JSON parameter. */
const ROWS_PER_STATEMENT = 5000;

type PgType = "int" | "text" | "bool" | "float8" | "timestamptz";

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

const LINKS = {
  ingredients: { lines: "recipe_ingredients", column: "ingredient_id", owned: "user_ingredients", lists: ["grocery_ingredients"] },
  equipment: { lines: "recipe_equipment", column: "equipment_id", owned: "user_equipment", lists: [] as string[] },
} as const;

/**
 * Kitchen item ids for normalised names, creating what is missing (ADR 014). For the catalogue
 * (ownerId null) the names become shared items, and anyone's own item of the same name is merged
 * into it. For a person, a name the catalogue has is the shared item; any other name is their own.
 */
export async function kitchenIdsFor(
  db: Db,
  table: "ingredients" | "equipment",
  names: readonly string[],
  ownerId: number | null,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < names.length; i += ROWS_PER_STATEMENT) {
    const part = JSON.stringify(names.slice(i, i + ROWS_PER_STATEMENT));
    const wanted = sql`(select value from json_array_elements_text(${part}::json))`;
    if (ownerId === null) {
      await db.execute(
        sql`insert into ${sql.identifier(table)} (owner_id, name) select null, value from json_array_elements_text(${part}::json) on conflict do nothing`,
      );
      await mergeIntoShared(db, table, wanted);
    } else {
      await db.execute(
        sql`insert into ${sql.identifier(table)} (owner_id, name)
            select ${ownerId}::int, value from json_array_elements_text(${part}::json) v
            where not exists (select 1 from ${sql.identifier(table)} s where s.owner_id is null and s.name = v.value)
            on conflict do nothing`,
      );
    }
    // Two arms, so each reads the (owner_id, name) key directly.
    const rows = await rowsOf<{ id: number; name: string; owner_id: number | null }>(
      db,
      sql`select id, name, owner_id from ${sql.identifier(table)} where owner_id is null and name in ${wanted}
          ${ownerId === null ? sql`` : sql`union all select id, name, owner_id from ${sql.identifier(table)} where owner_id = ${ownerId} and name in ${wanted}`}`,
    );
    // The shared item wins over a person's own one of the same name.
    for (const row of rows) if (row.owner_id === null || !ids.has(row.name)) ids.set(row.name, Number(row.id));
  }
  return ids;
}

/** Moves lines, ownership marks and grocery lines from people's own items onto shared ones of the same name. */
async function mergeIntoShared(db: Db, table: "ingredients" | "equipment", names: ReturnType<typeof sql>) {
  const link = LINKS[table];
  const t = sql.identifier(table);
  const column = sql.identifier(link.column);
  const moves = sql`(select p.id as from_id, s.id as to_id from ${t} p join ${t} s on s.name = p.name and s.owner_id is null
                     where p.owner_id is not null and p.name in ${names})`;
  const [found] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from ${moves} m`);
  if (Number(found?.n ?? 0) === 0) return;
  await db.execute(sql`update ${sql.identifier(link.lines)} x set ${column} = m.to_id from ${moves} m where x.${column} = m.from_id`);
  await db.execute(
    sql`insert into ${sql.identifier(link.owned)} (user_id, ${column}) select x.user_id, m.to_id from ${sql.identifier(link.owned)} x
        join ${moves} m on x.${column} = m.from_id on conflict do nothing`,
  );
  for (const list of link.lists) {
    await db.execute(sql`update ${sql.identifier(list)} x set ${column} = m.to_id from ${moves} m where x.${column} = m.from_id`);
  }
  await db.execute(sql`delete from ${t} where id in (select from_id from ${moves} m)`);
}
