import type { TEventNotice } from "@simmer/contracts";
import type { NoticeId } from "./cursor";

/**
 * What travels on a channel: a change notice (kept in the channel's recent log for replay), or a
 * `check`, which tells the streams on a person's own channel to look again at their sign-in and
 * household (a sign-out, a revoked token, a household left) and is never logged or forwarded.
 */
export type BusMessage = { type: "change"; notice: TEventNotice } | { type: "check" };

/** A message as it reaches a subscriber: a logged change carries its id; a check or a fallback does not. */
export interface Delivered {
  id: NoticeId | null;
  message: BusMessage;
}

/**
 * Carries notices to every stream of an audience, on this instance or any other (ADR 139): in
 * process without Redis, through Redis pub/sub and a capped stream per channel with it.
 */
export interface NoticeBus {
  /** Logs (changes only) and delivers a message. Never throws: a failure is delivered here alone. */
  publish(channel: string, message: BusMessage): Promise<void>;
  /** Resolves, with the way to stop, once messages published from now on will arrive. */
  subscribe(channel: string, listener: (delivered: Delivered) => void): Promise<() => void>;
  /** The channel's position now, for a new stream's first id; null when it cannot be known. */
  head(channel: string): Promise<NoticeId | null>;
  /** The changes after `after`, oldest first, or "gone" when some of them may be lost. */
  since(channel: string, after: NoticeId): Promise<Delivered[] | "gone">;
  /** Called when deliveries may have been missed (Redis was away): streams tell clients to refetch. */
  onGap(listener: () => void): () => void;
  /** "redis" while notices cross instances, "local" while they reach this instance only. */
  mode(): "redis" | "local";
  close(): Promise<void>;
}
