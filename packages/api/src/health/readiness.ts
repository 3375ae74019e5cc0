import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";
import { recipeIndexFor } from "../recipes";
import { sqlRows } from "../recipes";

/** Loads this process's Browse index up to the current change-log version (readiness, ADR 080). */
export async function warmBrowseIndex(db: Db): Promise<number> {
  const [state] = await sqlRows<{ version: string | number }>(db, sql`select version from recipe_index_state where id = 1`);
  const index = recipeIndexFor(db);
  await index.ensure(Number(state?.version ?? 0));
  return index.version;
}

/** The change-log version this process's Browse index has reached; -1 before it first loads. */
export function browseIndexVersion(db: Db): number {
  return recipeIndexFor(db).version;
}
