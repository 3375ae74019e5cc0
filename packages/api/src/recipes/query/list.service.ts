import { and, asc, count, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { recipes, type Db } from "@simmer/db";
import type { TRecipeListOutput, TRecipeListQuery } from "@simmer/contracts";
import { toCards } from "./cards";

/** Which recipes a caller can see: the catalogue and their own; a visitor sees the catalogue only. */
export function visibleTo(userId: number | null, scope: "all" | "mine"): SQL {
  if (userId === null) return isNull(recipes.ownerId);
  if (scope === "mine") return eq(recipes.ownerId, userId);
  return or(isNull(recipes.ownerId), eq(recipes.ownerId, userId)) as SQL;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The recipe listing: visibility, title search and stable paging by id. */
export async function listRecipes(db: Db, userId: number | null, query: TRecipeListQuery): Promise<TRecipeListOutput> {
  const conditions: SQL[] = [visibleTo(userId, query.scope)];
  if (query.search) conditions.push(sql`lower(${recipes.title}) like ${`%${escapeLike(query.search)}%`}`);
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(recipes).where(where).orderBy(asc(recipes.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(recipes).where(where),
  ]);
  return { recipes: await toCards(db, rows, userId), total: Number(totalRow?.total ?? 0) };
}
