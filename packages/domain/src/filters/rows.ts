/** Defaults and limits of saved Browse filter rows (docs/product.md#browse-filters and #limits). */
export const NEW_FILTER_TITLE = "New Filter";
export const BLANK_TITLE_FALLBACK = "Recipes";
export const BROWSE_PAGE_SIZE = 48;
export const BROWSE_SCROLL_THRESHOLD_PX = 5;
export const BROWSE_CACHE_MS = 60_000;
export const STATUS_PREFETCH_MARGIN_PX = 200;
export const MODAL_REOPEN_GUARD_MS = 160;

/** The component id of the Nth row: "search" plus the row number. */
export function componentIdFor(rowNumber: number): string {
  return `search${rowNumber}`;
}

/** A header title that is blank after trimming falls back to 'Recipes'. */
export function headerTitleOrDefault(title: string | null | undefined): string {
  const trimmed = (title ?? "").trim();
  return trimmed === "" ? BLANK_TITLE_FALLBACK : trimmed;
}

/** A requested position clamped to 1..count (a non-number stays where it asks to be clamped from). */
export function clampOrder(requested: number, count: number): number {
  if (count < 1) return 1;
  return Math.min(Math.max(Math.trunc(requested), 1), count);
}

/**
 * Moves the row with `id` to `newOrder` (clamped) and renumbers every row 1..N, the way the server
 * does; used for the optimistic update in Browse.
 */
export function moveRow<T extends { id: number; order: number }>(rows: readonly T[], id: number, newOrder: number): T[] {
  const sorted = [...rows].sort((a, b) => a.order - b.order || a.id - b.id);
  const from = sorted.findIndex((r) => r.id === id);
  if (from < 0) return sorted;
  const [moving] = sorted.splice(from, 1);
  if (!moving) return sorted;
  sorted.splice(clampOrder(newOrder, rows.length) - 1, 0, moving);
  return sorted.map((row, index) => ({ ...row, order: index + 1 }));
}
