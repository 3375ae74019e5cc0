import { z } from "zod";

/**
 * What a live notice is about (ADR 139): the domain whose data changed, so a screen refetches only
 * what it shows. `household` also means "who you share with changed": refetch everything.
 */
export const EVENT_TOPICS = ["shopping", "kitchen", "carts", "plan", "recipes", "household"] as const;
export const ZEventTopic = z.enum(EVENT_TOPICS);
export type TEventTopic = z.infer<typeof ZEventTopic>;

/** Who made a change: their id, and a name to show (the part of their email before the "@"). */
export const ZEventActor = z.object({ user_id: z.number().int(), name: z.string() });
export type TEventActor = z.infer<typeof ZEventActor>;

/**
 * One change notice on GET /api/events: the `data` of an SSE event named `change`. It says what
 * changed and who changed it, never the data itself; the screen refetches through the usual calls.
 */
export const ZEventNotice = z.object({
  topic: ZEventTopic,
  by: ZEventActor.nullable(),
  /** When the server published it (ISO 8601). */
  at: z.string(),
});
export type TEventNotice = z.infer<typeof ZEventNotice>;

/** Timings and bounds of the stream (ADR 139). */
export const EVENT_STREAM = {
  /** A comment line this often keeps proxies from closing a quiet stream (nginx waits 60 s). */
  heartbeatMs: 20_000,
  /** What the client waits before its first reconnect (the SSE `retry:` field). */
  retryMs: 2_000,
  /** Open streams one person may hold on one instance; a new one closes their oldest. */
  maxPerPerson: 8,
  /** Notices kept per audience for replay after a reconnect. */
  replayCount: 200,
  /** How far back a Last-Event-ID may reach; older, the client is told to refetch everything. */
  replayWindowMs: 10 * 60_000,
} as const;
