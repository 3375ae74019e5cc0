import { eq, isNull, or, type SQL } from "drizzle-orm";
import { recipes } from "@simmer/db";

/** Which recipes a caller can see in SQL: the catalogue and their own; a visitor sees the catalogue only. */
export function visibleTo(userId: number | null, scope: "all" | "mine"): SQL {
  if (userId === null) return isNull(recipes.ownerId);
  if (scope === "mine") return eq(recipes.ownerId, userId);
  return or(isNull(recipes.ownerId), eq(recipes.ownerId, userId)) as SQL;
}
