import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { recipes } from "@simmer/db";

/** A recipe no import is still writing (ADR 016): staged rows stay out of every read. */
export function published(): SQL {
  return isNull(recipes.importJobId);
}

/** Which recipes a caller can see in SQL: the catalogue and their own; a visitor sees the catalogue only. */
export function visibleTo(userId: number | null, scope: "all" | "mine"): SQL {
  if (userId === null) return and(isNull(recipes.ownerId), published()) as SQL;
  if (scope === "mine") return and(eq(recipes.ownerId, userId), published()) as SQL;
  return and(or(isNull(recipes.ownerId), eq(recipes.ownerId, userId)), published()) as SQL;
}
