/** A stream of items in ascending id order, read by position (a segment's matches, a person's own). */
export interface SortedRun<T> {
  readonly count: number;
  idAt(i: number): number;
  itemAt(i: number): T;
}

/** A run over an array already sorted by id. */
export function arrayRun<T>(items: readonly T[], id: (item: T) => number): SortedRun<T> {
  return { count: items.length, idAt: (i) => id(items[i] as T), itemAt: (i) => items[i] as T };
}

/** The first position in `run` at or after `from` whose id is above `id`. */
function firstAbove<T>(run: SortedRun<T>, id: number, from: number): number {
  let lo = from;
  let hi = run.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (run.idAt(mid) <= id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Merges the catalogue's matches (consecutive runs, one per segment, ascending by id across them)
 * with a person's own matches (one ascending run) into the Browse order, ascending id, and returns
 * positions [from, to) of it with the total (ADR 082). Ids are distinct across the two. A segment
 * lying wholly before the page is skipped by counting, not walked.
 */
export function mergePage<T>(runs: readonly SortedRun<T>[], own: SortedRun<T>, from: number, to: number): { total: number; page: T[] } {
  let total = own.count;
  for (const run of runs) total += run.count;
  const page: T[] = [];
  let pos = 0;
  let j = 0;
  for (const run of runs) {
    if (pos >= to) break;
    if (run.count === 0) continue;
    // Own matches up to this segment's last id fall inside (or before) it in the order.
    const k = firstAbove(own, run.idAt(run.count - 1), j);
    const size = run.count + (k - j);
    if (pos + size <= from) {
      pos += size;
      j = k;
      continue;
    }
    let i = 0;
    while ((i < run.count || j < k) && pos < to) {
      const takeOwn = j < k && (i >= run.count || own.idAt(j) < run.idAt(i));
      const item = takeOwn ? own.itemAt(j++) : run.itemAt(i++);
      if (pos >= from) page.push(item);
      pos += 1;
    }
  }
  while (j < own.count && pos < to) {
    const item = own.itemAt(j++);
    if (pos >= from) page.push(item);
    pos += 1;
  }
  return { total, page };
}
