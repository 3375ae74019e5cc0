import type { userFilters } from "@simmer/db";
import { STARTER_FILTER_ROWS, componentIdFor } from "@simmer/domain";

/** The stored form of the starter Browse rows a new account begins with (ADR 118). */
export function starterFilterRowsFor(userId: number): (typeof userFilters.$inferInsert)[] {
  return STARTER_FILTER_ROWS.map((row, index) => ({
    userId,
    order: index + 1,
    componentId: componentIdFor(index + 1),
    headerTitle: row.header_title,
    filters: row.filters,
  }));
}
