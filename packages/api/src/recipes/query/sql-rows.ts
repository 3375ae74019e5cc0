import type { SQL } from "drizzle-orm";
import type { Db } from "@simmer/db";

/** Runs raw SQL and returns its rows on both drivers (postgres.js answers an array, PGlite {rows}). */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** An int[] literal for `= any(...::int[])`, the same on both drivers. */
export function intArrayLiteral(ids: Iterable<number>): string {
  return `{${[...ids].map((id) => Math.trunc(id)).join(",")}}`;
}

/** Postgres int arrays may arrive as arrays or, on some paths, as "{1,2}" text. */
export function toIntArray(value: unknown): Int32Array {
  if (value === null || value === undefined) return new Int32Array(0);
  if (Array.isArray(value)) return Int32Array.from(value.filter((v) => v !== null).map(Number));
  if (typeof value === "string") {
    const inner = value.replace(/^\{|\}$/g, "");
    return inner === "" ? new Int32Array(0) : Int32Array.from(inner.split(",").map(Number));
  }
  return new Int32Array(0);
}

export function toStringArray(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return [];
}
