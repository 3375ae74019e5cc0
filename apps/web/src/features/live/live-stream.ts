import { ZEventNotice, type TEventNotice } from "@simmer/contracts";
import { SseParser } from "./sse";

/** What the stream reader needs from the app; tests hand in their own. */
export interface LivePorts {
  token: () => string | null;
  fetch: typeof fetch;
  onNotice: (notice: TEventNotice) => void;
  /** Notices may have been missed: refetch everything shown. */
  onResync: () => void;
  /** The token was refused (401): the session has ended. */
  onRefused: (token: string) => void;
  random: () => number;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Waits before reconnect n (from 0): 1, 2, 4 … 30 s, each between half and all of that. */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
  return Math.round(ceiling * (0.5 + random / 2));
}

/**
 * Reads GET /api/events with a streaming fetch and the Bearer header (ADR 139), for as long as the
 * signal allows: reconnects with backoff and its last event id, and says when notices may have
 * been missed (a refused resume, a resync, or a reconnect without an id to resume from).
 */
export async function runLiveStream(ports: LivePorts, signal: AbortSignal): Promise<void> {
  let lastId: string | null = null;
  let attempt = 0;
  let connectedBefore = false;
  while (!signal.aborted) {
    const token = ports.token();
    if (!token) return;
    let res: Response | null;
    try {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: "text/event-stream" };
      if (lastId) headers["Last-Event-ID"] = lastId;
      res = await ports.fetch("/api/events", { headers, signal, cache: "no-store" });
    } catch {
      res = null;
    }
    if (res?.status === 401) {
      ports.onRefused(token);
      return;
    }
    if (res?.ok && res.body) {
      const parser = new SseParser();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.push(value)) {
            if (event.id) lastId = event.id;
            if (event.event === "ready") {
              attempt = 0;
              const { resync } = JSON.parse(event.data) as { resync?: boolean };
              // Back after a gap with nothing to resume from, or a resume the server could not honour.
              if (resync || (connectedBefore && !lastId)) ports.onResync();
              connectedBefore = true;
            } else if (event.event === "resync") {
              ports.onResync();
            } else if (event.event === "change") {
              const notice = ZEventNotice.safeParse(JSON.parse(event.data));
              if (notice.success) ports.onNotice(notice.data);
            }
          }
        }
      } catch {
        // The connection dropped, or the reader was stopped.
      }
    }
    if (signal.aborted) return;
    await ports.wait(reconnectDelay(attempt, ports.random()), signal);
    attempt += 1;
  }
}
