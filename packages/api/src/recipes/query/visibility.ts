import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { recipes } from "@simmer/db";

/**
 * A recipe no import is still writing (ADR 016): staged rows stay out of every read until their
 * job is done. `alias` names the recipes table in raw SQL.
 */
export function publishedSql(alias: string): SQL {
  const column = sql.raw(`${alias}.import_job_id`);
  return sql`(${column} is null or exists (select 1 from jobs pj where pj.id = ${column} and pj.state = 'done'))`;
}

export function published(): SQL {
  return publishedSql('"recipes"');
}

/** Which recipes a caller can see in SQL: the catalogue and their own; a visitor sees the catalogue only. */
export function visibleTo(userId: number | null, scope: "all" | "mine"): SQL {
  if (userId === null) return and(isNull(recipes.ownerId), published()) as SQL;
  if (scope === "mine") return and(eq(recipes.ownerId, userId), published()) as SQL;
  return and(or(isNull(recipes.ownerId), eq(recipes.ownerId, userId)), published()) as SQL;
}
