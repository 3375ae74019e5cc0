import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { EVENT_STREAM, type TEventNotice, type TUser } from "@simmer/contracts";
import { channelsOf, compareIds, formatCursor, parseCursor, type Delivered, type NoticeBus, type Scope } from "@simmer/api";

/** Who a stream serves, as its request's credential says now; null once it no longer signs anyone in. */
export type Recheck = () => Promise<{ user: TUser; scope: Scope } | null>;

export interface StreamStart {
  user: TUser;
  scope: Scope;
  /** The Last-Event-ID header, when the client resumes. */
  lastEventId: string | undefined;
  recheck: Recheck;
}

/** Every open stream of this instance, by person, so each person holds a bounded number (ADR 139). */
export class EventStreams {
  private readonly byPerson = new Map<number, Set<EventStream>>();

  constructor(
    private readonly bus: NoticeBus,
    private readonly options: { heartbeatMs?: number; maxPerPerson?: number; recheckEvery?: number } = {},
  ) {
    bus.onGap(() => this.all().forEach((stream) => stream.resync()));
  }

  all(): EventStream[] {
    return [...this.byPerson.values()].flatMap((set) => [...set]);
  }

  /** Opens a stream on `res` (headers not yet sent); the person's oldest goes past the bound. */
  async open(res: ServerResponse, start: StreamStart): Promise<EventStream> {
    const stream = new EventStream(res, this.bus, start, {
      heartbeatMs: this.options.heartbeatMs ?? EVENT_STREAM.heartbeatMs,
      recheckEvery: this.options.recheckEvery ?? 3,
      onClose: () => {
        const set = this.byPerson.get(start.user.id);
        set?.delete(stream);
        if (set?.size === 0) this.byPerson.delete(start.user.id);
      },
    });
    const set = this.byPerson.get(start.user.id) ?? new Set();
    this.byPerson.set(start.user.id, set);
    set.add(stream);
    const max = this.options.maxPerPerson ?? EVENT_STREAM.maxPerPerson;
    for (const old of [...set].slice(0, Math.max(0, set.size - max))) old.close();
    await stream.begin();
    return stream;
  }

  closeAll(): void {
    this.all().forEach((stream) => stream.close());
  }
}

/**
 * One person's SSE stream (ADR 139). It reads their audience's channel and their own, replays what
 * a resuming client missed (or tells it to refetch everything), forwards each change with the
 * positions of both channels as its id, sends a heartbeat comment, and ends when the person's
 * sign-in ends or they join, leave or are removed from a household.
 */
export class EventStream {
  private readonly channels: string[];
  private readonly positions: (string | null)[];
  private readonly unsubscribe: Array<() => void> = [];
  /** Deliveries that arrived while the replay was being read; sent after it, without repeats. */
  private held: Array<{ index: number; delivered: Delivered }> | null = [];
  private timer: NodeJS.Timeout | null = null;
  private beats = 0;
  private closed = false;
  private checking: Promise<void> | null = null;
  private checkAgain = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly bus: NoticeBus,
    private readonly start: StreamStart,
    private readonly options: { heartbeatMs: number; recheckEvery: number; onClose: () => void },
  ) {
    this.channels = channelsOf(start.scope, start.user.id);
    this.positions = this.channels.map(() => null);
    res.on("close", () => this.close());
  }

  async begin(): Promise<void> {
    this.res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // nginx passes each event on at once instead of buffering the answer.
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    this.res.flushHeaders();
    const offs = await Promise.all(
      this.channels.map((channel, index) => this.bus.subscribe(channel, (delivered) => this.receive(index, delivered))),
    );
    this.unsubscribe.push(...offs);
    if (this.closed) {
      this.unsubscribe.splice(0).forEach((off) => off());
      return;
    }
    const resumeFrom = parseCursor(this.start.lastEventId, this.channels.length);
    let resync = this.start.lastEventId !== undefined && resumeFrom === null;
    const replay: Array<{ index: number; delivered: Delivered }> = [];
    if (resumeFrom) {
      const missed = await Promise.all(this.channels.map((channel, index) => this.bus.since(channel, resumeFrom[index] ?? "")));
      if (missed.some((m) => m === "gone")) resync = true;
      else {
        missed.forEach((entries, index) => {
          if (entries !== "gone") entries.forEach((delivered) => replay.push({ index, delivered }));
        });
        resumeFrom.forEach((position, index) => (this.positions[index] = position));
      }
    }
    if (!resumeFrom || resync) {
      const heads = await Promise.all(this.channels.map((channel) => this.bus.head(channel)));
      heads.forEach((head, index) => (this.positions[index] = head));
    }
    if (this.closed) return;
    this.write(`retry: ${EVENT_STREAM.retryMs}\n\n`);
    this.send("ready", { resync }, this.cursor());
    for (const { index, delivered } of replay) this.forward(index, delivered);
    const held = this.held ?? [];
    this.held = null;
    for (const { index, delivered } of held) this.receive(index, delivered);
    this.timer = setInterval(() => this.heartbeat(), this.options.heartbeatMs);
    this.timer.unref();
  }

  /** Delivery may have had a gap (Redis was away): the client refetches everything. */
  resync(): void {
    if (this.held !== null || this.closed) return;
    this.send("resync", {}, null);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe.splice(0).forEach((off) => off());
    if (!this.res.writableEnded) this.res.end();
    this.options.onClose();
  }

  private receive(index: number, delivered: Delivered) {
    if (this.closed) return;
    if (this.held) {
      this.held.push({ index, delivered });
      return;
    }
    const { message } = delivered;
    if (message.type === "check") {
      this.check();
      return;
    }
    this.forward(index, delivered);
    // A household notice may mean this person left or was removed: look again at once.
    if (message.notice.topic === "household") this.check();
  }

  private forward(index: number, delivered: Delivered) {
    if (delivered.message.type !== "change") return;
    const position = this.positions[index];
    if (delivered.id !== null) {
      if (position && compareIds(delivered.id, position) <= 0) return;
      this.positions[index] = delivered.id;
    }
    this.send("change", delivered.message.notice, delivered.id === null ? null : this.cursor());
  }

  private cursor(): string | null {
    return formatCursor(this.positions);
  }

  private heartbeat() {
    this.write(": heartbeat\n\n");
    this.beats += 1;
    // A session can also end by expiring; look at the credential now and then.
    if (this.beats % this.options.recheckEvery === 0) this.check();
  }

  /** Ends the stream when its credential signs nobody in now, or its person's household changed. */
  private check(): void {
    // A check asked for while one runs runs again after it: the first may have read the state before the change.
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = this.start
      .recheck()
      .then((now) => {
        // Another audience (joined, left, removed): the client reconnects and reads the new one.
        const channels = now ? channelsOf(now.scope, now.user.id) : [];
        if (!now || now.user.id !== this.start.user.id || channels.join(" ") !== this.channels.join(" ")) this.close();
      })
      .catch(() => undefined)
      .finally(() => {
        this.checking = null;
        if (this.checkAgain && !this.closed) {
          this.checkAgain = false;
          this.check();
        }
      });
  }

  private send(event: string, data: TEventNotice | Record<string, unknown>, id: string | null) {
    this.write(`event: ${event}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
  }

  private write(text: string) {
    if (this.closed || this.res.writableEnded) return;
    this.res.write(text);
  }
}

/** Ends every stream before the server closes, so closing does not wait on them and clients reconnect elsewhere. */
export function closeStreamsOnShutdown(app: FastifyInstance, streams: EventStreams): void {
  app.addHook("preClose", async () => streams.closeAll());
}
