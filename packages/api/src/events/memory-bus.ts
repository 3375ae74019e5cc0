import { EVENT_STREAM } from "@simmer/contracts";
import type { BusMessage, Delivered, NoticeBus } from "./bus";
import { compareIds, missedSince, positionBefore, type LoggedNotice } from "./cursor";
import type { TEventNotice } from "@simmer/contracts";

/** Listeners by channel; both buses deliver through one. */
export class Subscribers {
  private readonly byChannel = new Map<string, Set<(delivered: Delivered) => void>>();

  add(channel: string, listener: (delivered: Delivered) => void): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byChannel.get(channel) === set) this.byChannel.delete(channel);
    };
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channel: string, delivered: Delivered): void {
    for (const listener of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        listener(delivered);
      } catch {
        // One stream's failure (a closed socket) is that stream's business.
      }
    }
  }
}

/** Hands out increasing "<ms>-<seq>" ids from a clock, also when the clock stands still or steps back. */
export function idMaker(now: () => number): () => string {
  let lastMs = 0;
  let seq = 0;
  return () => {
    const ms = Math.max(now(), lastMs);
    seq = ms === lastMs ? seq + 1 : 0;
    lastMs = ms;
    return `${ms}-${seq}`;
  };
}

interface Log {
  entries: LoggedNotice<TEventNotice>[];
  trimmed: boolean;
}

/**
 * The bus of one instance without Redis (ADR 139): each channel keeps its last notices in memory
 * (EVENT_STREAM.replayCount, for EVENT_STREAM.replayWindowMs) and delivers to this process's streams.
 */
export function createMemoryBus(options: { now?: () => number; replayCount?: number; windowMs?: number } = {}): NoticeBus {
  const now = options.now ?? Date.now;
  const replayCount = options.replayCount ?? EVENT_STREAM.replayCount;
  const windowMs = options.windowMs ?? EVENT_STREAM.replayWindowMs;
  const nextId = idMaker(now);
  const subscribers = new Subscribers();
  const logs = new Map<string, Log>();

  /** Logs of channels nobody changed within the window are dropped: they could only answer "gone" or nothing. */
  const sweep = () => {
    const oldest = now() - windowMs;
    for (const [channel, log] of logs) {
      const last = log.entries.at(-1);
      if (!last || compareIds(last.id, `${oldest}-0`) < 0) logs.delete(channel);
    }
  };
  let published = 0;

  return {
    async publish(channel: string, message: BusMessage) {
      if (message.type === "check") {
        subscribers.deliver(channel, { id: null, message });
        return;
      }
      const id = nextId();
      const log = logs.get(channel) ?? { entries: [], trimmed: false };
      log.entries.push({ id, notice: message.notice });
      if (log.entries.length > replayCount) {
        log.entries.splice(0, log.entries.length - replayCount);
        log.trimmed = true;
      }
      logs.set(channel, log);
      published += 1;
      if (published % 1000 === 0) sweep();
      subscribers.deliver(channel, { id, message });
    },
    subscribe: async (channel, listener) => subscribers.add(channel, listener),
    async head(channel) {
      const last = logs.get(channel)?.entries.at(-1);
      const quiet = positionBefore(now());
      return last && compareIds(last.id, quiet) > 0 ? last.id : quiet;
    },
    async since(channel, after) {
      const log = logs.get(channel);
      const missed = missedSince(log?.entries ?? [], after, {
        full: log?.trimmed ?? false,
        nowMs: now(),
        windowMs,
      });
      if (missed === "gone") return missed;
      return missed.map((entry) => ({ id: entry.id, message: { type: "change" as const, notice: entry.notice } }));
    },
    onGap: () => () => {},
    mode: () => "local",
    async close() {
      logs.clear();
    },
  };
}
