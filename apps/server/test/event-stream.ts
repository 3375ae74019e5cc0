/**
 * A client of GET /api/events over real HTTP, as the web app reads it (a streaming fetch with the
 * Bearer header): it parses the SSE events as they arrive and waits for the ones a test expects.
 */
export interface StreamEvent {
  event: string;
  id: string | null;
  data: Record<string, unknown>;
}

export interface OpenStream {
  status: number;
  events: StreamEvent[];
  /** The next event after those already taken that matches, waiting up to `withinMs`. */
  next(match?: (event: StreamEvent) => boolean, withinMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(base: string, headers: Record<string, string>, path = "/api/events"): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  let done = false;
  const ended = (async () => {
    if (!res.body || res.status !== 200) {
      await res.text().catch(() => "");
      return;
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split("\n")) {
            if (line.startsWith(":") || !line.includes(":")) continue;
            const at = line.indexOf(":");
            fields.set(line.slice(0, at), line.slice(at + 1).replace(/^ /, ""));
          }
          if (!fields.has("data")) continue;
          events.push({
            event: fields.get("event") ?? "message",
            id: fields.get("id") ?? null,
            data: JSON.parse(fields.get("data") ?? "{}") as Record<string, unknown>,
          });
          wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      wake();
    }
  })();
  return {
    status: res.status,
    events,
    ended,
    next(match = () => true, withinMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          while (taken < events.length) {
            const event = events[taken] as StreamEvent;
            taken += 1;
            if (match(event)) {
              cleanup();
              resolve(event);
              return;
            }
          }
          if (done) {
            cleanup();
            reject(new Error("the stream ended"));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${withinMs} ms; got ${JSON.stringify(events)}`));
        }, withinMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    close: () => controller.abort(),
  };
}
