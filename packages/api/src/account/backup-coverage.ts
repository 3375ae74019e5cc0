import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { DomainBackup } from "../backup";

const OWNER_COLUMNS = new Set(["user_id", "owner_id"]);

const nameOf = (table: PgTable) => getTableConfig(table).name;

/**
 * Tables that hold a person's rows: an owner column (user_id, owner_id), or a foreign key to such
 * a table (a recipe's lines, a cart's lines). `users` itself is the account, not its data.
 */
export function personalTables(tables: readonly PgTable[]): PgTable[] {
  const owned = new Set(tables.filter((table) => getTableConfig(table).columns.some((column) => OWNER_COLUMNS.has(column.name))));
  let grew = true;
  while (grew) {
    grew = false;
    for (const table of tables) {
      if (owned.has(table) || nameOf(table) === "users") continue;
      if (getTableConfig(table).foreignKeys.some((fk) => owned.has(fk.reference().foreignTable))) {
        owned.add(table);
        grew = true;
      }
    }
  }
  return [...owned];
}

/** Names of the personal tables that no declaration carries or leaves out, and of those named twice (ADR 111). */
export function coverageProblems(tables: readonly PgTable[], domains: readonly DomainBackup[]): { undeclared: string[]; twice: string[] } {
  const declared = domains.flatMap((domain) => [...domain.carries, ...domain.leavesOut.map((left) => left.table)]);
  const twice = [...new Set(declared.filter((table, i) => declared.indexOf(table) !== i).map(nameOf))];
  const undeclared = personalTables(tables)
    .filter((table) => !declared.includes(table))
    .map(nameOf);
  return { undeclared: undeclared.sort(), twice: twice.sort() };
}
