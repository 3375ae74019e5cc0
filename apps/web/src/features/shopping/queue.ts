import type { TShoppingApplyResult, TShoppingCommand, TShoppingItem } from "@simmer/contracts";

/**
 * The outbox of shopping changes made on this device (ADR 096), as plain data and pure steps, so
 * the rules are tested without a browser: changes leave in the order they were made, a failed
 * send waits longer each time, and a change leaves the outbox only once the server has answered it.
 */
export interface Outbox {
  /** Changes not yet answered by the server, oldest first. */
  pending: TShoppingCommand[];
  /** Sends that failed in a row (no answer, a server error, too many requests). */
  failures: number;
  /** No send starts before this time (epoch ms); null when nothing is waiting out a failure. */
  retryAt: number | null;
  /**
   * After the server refused a whole batch as bad input, changes go one at a time until the one it
   * refuses is found and set aside, so one bad change never holds back the rest.
   */
  oneAtATime: boolean;
}

export const EMPTY_OUTBOX: Outbox = { pending: [], failures: 0, retryAt: null, oneAtATime: false };

/** The most changes one request carries (the server accepts 1..200). */
export const MAX_BATCH = 200;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/** Adds a change behind every change made before it. A change already queued (same id) is kept once. */
export function enqueue(outbox: Outbox, command: TShoppingCommand): Outbox {
  if (outbox.pending.some((queued) => queued.id === command.id)) return outbox;
  return { ...outbox, pending: [...outbox.pending, command] };
}

/** The changes to send now: the oldest ones, in order; none while a failure is being waited out. */
export function nextBatch(outbox: Outbox, now: number, max = MAX_BATCH): TShoppingCommand[] {
  if (outbox.retryAt !== null && now < outbox.retryAt) return [];
  return outbox.pending.slice(0, outbox.oneAtATime ? 1 : Math.max(1, Math.min(max, MAX_BATCH)));
}

/**
 * The wait before retry number `failures` (1, 2, ...): doubling from one second up to a minute,
 * with "equal jitter" (half fixed, half random) so devices that lost the same connection do not all
 * come back in the same instant. `random` is in [0, 1).
 */
export function backoffDelay(failures: number, random: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random, 0), 1));
}

/** A send that got no usable answer: everything stays queued, in order, and waits out the backoff. */
export function fail(outbox: Outbox, now: number, random: number): Outbox {
  const failures = outbox.failures + 1;
  return { ...outbox, failures, retryAt: now + backoffDelay(failures, random) };
}

/** The connection came back: the next send may start at once (the failure count stays, for the next wait). */
export function wake(outbox: Outbox): Outbox {
  return outbox.retryAt === null ? outbox : { ...outbox, retryAt: null };
}

export interface Settled {
  outbox: Outbox;
  /** The server's state of each item it answered about, to show instead of what this device guessed. */
  adopt: TShoppingItem[];
  /** Items that no longer exist on the server (removed, or left the list). */
  gone: string[];
  /** How many changes lost to newer ones made elsewhere (the device shows the newer state). */
  superseded: number;
}

/**
 * The server answered a batch. Every answered change leaves the outbox, whatever its status:
 * applied and duplicate (a retry of one already applied) both mean "done"; superseded and gone
 * mean the server holds something newer, which the device adopts. A change the answer does not
 * mention stays queued, so nothing is dropped without an answer.
 */
export function settle(outbox: Outbox, answer: TShoppingApplyResult): Settled {
  const answered = new Set(answer.results.map((result) => result.id));
  const adopt = new Map<string, TShoppingItem>();
  const gone: string[] = [];
  let superseded = 0;
  for (const result of answer.results) {
    if (result.status === "superseded") superseded += 1;
    if (result.item) adopt.set(result.item.uid, result.item);
    else if (result.status === "gone") {
      const command = outbox.pending.find((queued) => queued.id === result.id);
      if (command) gone.push(command.uid);
    }
  }
  const pending = outbox.pending.filter((queued) => !answered.has(queued.id));
  return {
    // One at a time goes on until the refused change is found (or nothing is left).
    outbox: { pending, failures: 0, retryAt: null, oneAtATime: outbox.oneAtATime && pending.length > 0 },
    adopt: [...adopt.values()],
    gone,
    superseded,
  };
}

/**
 * The server refused a batch as bad input (400). A batch of several is retried one change at a
 * time to find the refused one; a single refused change is set aside, reported, and the rest go on.
 */
export function refuse(outbox: Outbox, sent: readonly TShoppingCommand[]): { outbox: Outbox; dropped: TShoppingCommand[] } {
  if (sent.length > 1) return { outbox: { ...outbox, oneAtATime: true, retryAt: null }, dropped: [] };
  const ids = new Set(sent.map((command) => command.id));
  return {
    outbox: { pending: outbox.pending.filter((queued) => !ids.has(queued.id)), failures: 0, retryAt: null, oneAtATime: false },
    dropped: outbox.pending.filter((queued) => ids.has(queued.id)),
  };
}
