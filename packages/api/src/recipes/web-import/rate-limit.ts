/**
 * How many web fetches (pages and images) one person may start in a sliding minute (ADR 065).
 * Kept in the server process: a limit per instance is enough to stop one account from using
 * Simmer as a crawler, and needs no storage.
 */
export interface WebImportLimiter {
  /** Counts one fetch for the person; false (and nothing counted) once the minute's share is spent. */
  take(key: number | string): boolean;
}

/** The same sliding window counts other things by other keys: ticks sent through a shared list's link. */
export type SlidingLimiter = WebImportLimiter;

export function createWebImportLimiter(perMinute: number, windowMs = 60_000, now: () => number = Date.now): WebImportLimiter {
  const recent = new Map<number | string, number[]>();
  let calls = 0;
  return {
    take(key) {
      const at = now();
      const since = at - windowMs;
      const kept = (recent.get(key) ?? []).filter((t) => t > since);
      // Now and then, forget people whose minute has passed, so the map stays small.
      calls += 1;
      if (calls % 1000 === 0) for (const [id, times] of recent) if (times.every((t) => t <= since)) recent.delete(id);
      if (kept.length >= perMinute) {
        recent.set(key, kept);
        return false;
      }
      kept.push(at);
      recent.set(key, kept);
      return true;
    },
  };
}
