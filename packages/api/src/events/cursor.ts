/**
 * Positions in the notice log (ADR 139). A notice's id in one channel is "<ms>-<seq>", ordered by
 * time then sequence: the shape of a Redis stream id, so the in-process log and Redis agree. A
 * stream reads one or two channels (the audience's and the person's own); the SSE `id:` it sends is
 * their positions joined by "_", so one Last-Event-ID resumes both.
 */
export type NoticeId = string;

const ID = /^(\d{1,15})-(\d{1,15})$/;

export function parseId(id: string): [number, number] | null {
  const match = ID.exec(id);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

/** Negative when a comes first, 0 when equal, positive when a comes after b. Both must be valid ids. */
export function compareIds(a: NoticeId, b: NoticeId): number {
  const [am = 0, as = 0] = parseId(a) ?? [];
  const [bm = 0, bs = 0] = parseId(b) ?? [];
  return am !== bm ? am - bm : as - bs;
}

/** The position just before anything a log may add after `ms` (a quiet channel's position). */
export function positionBefore(ms: number): NoticeId {
  return `${Math.max(0, Math.floor(ms) - 1)}-0`;
}

/** The SSE id for a stream's positions; null when any is unknown (then the event carries no id). */
export function formatCursor(positions: readonly (NoticeId | null)[]): string | null {
  if (positions.some((p) => p === null)) return null;
  return positions.join("_");
}

/**
 * A Last-Event-ID read back into one position per channel; null when it is not one this stream
 * could have sent (wrong shape, or another number of channels: the person joined or left a
 * household meanwhile), and the client must refetch everything instead.
 */
export function parseCursor(text: string | undefined, channels: number): NoticeId[] | null {
  if (text === undefined || text.length > 100) return null;
  const parts = text.split("_");
  if (parts.length !== channels || parts.some((part) => parseId(part) === null)) return null;
  return parts;
}

export interface LoggedNotice<T> {
  id: NoticeId;
  notice: T;
}

/**
 * What a client that last saw `after` missed, from a channel's log (oldest first), or "gone" when
 * some of it may no longer be there: `after` is older than the replay window, or the log is full
 * and begins after it (what came between was trimmed).
 */
export function missedSince<T>(
  log: readonly LoggedNotice<T>[],
  after: NoticeId,
  state: { full: boolean; nowMs: number; windowMs: number },
): LoggedNotice<T>[] | "gone" {
  const [afterMs] = parseId(after) ?? [-1];
  if (afterMs < state.nowMs - state.windowMs) return "gone";
  const oldest = log[0];
  if (state.full && oldest && compareIds(oldest.id, after) > 0) return "gone";
  return log.filter((entry) => compareIds(entry.id, after) > 0);
}
