import { Redis } from "ioredis";
import { EVENT_STREAM, type TEventNotice } from "@simmer/contracts";
import { compareIds, missedSince, positionBefore, Subscribers, type BusMessage, type Delivered, type NoticeBus } from "@simmer/api";

/**
 * Adds a change to its channel's capped stream, keeps the stream for twice the replay window, and
 * publishes it with its id, in one step: subscribers see the changes of one channel in id order.
 */
const PUBLISH_CHANGE = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', ARGV[2], '*', 'n', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PUBLISH', ARGV[1], '{"id":"' .. id .. '","m":' .. ARGV[5] .. '}')
return id
`;

interface Wire {
  id: string | null;
  m: BusMessage;
}

interface Logger {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * The bus across instances (ADR 139): Redis pub/sub carries every message to the instances whose
 * streams read its channel, and a capped Redis stream per channel keeps the recent changes for a
 * client that reconnects to any instance. `commands` is the app's client (no offline queue, so a
 * call fails at once while Redis is away); subscribing takes a connection of its own.
 *
 * Redis away never fails a request: a message that cannot be published is delivered to this
 * instance's streams alone (without an id, so nobody resumes from it), and when the subscription
 * comes back every stream is told to refetch, since messages of other instances were missed.
 */
export function createRedisBus(
  url: string,
  commands: Redis,
  log: Logger,
  options: { replayCount?: number; windowMs?: number } = {},
): NoticeBus {
  const replayCount = options.replayCount ?? EVENT_STREAM.replayCount;
  const windowMs = options.windowMs ?? EVENT_STREAM.replayWindowMs;
  // Pub/sub channels are not per database: the database number keeps deployments sharing one server apart.
  const database = /^\/(\d+)$/.exec(new URL(url).pathname)?.[1] ?? "0";
  const wireChannel = (channel: string) => `simmer:${database}:events:${channel}`;
  const channelOfWire = new Map<string, string>();
  const streamKey = (channel: string) => `events:${channel}`;

  const subscribers = new Subscribers();
  const subscribed = new Map<string, Promise<void>>();
  const gapListeners = new Set<() => void>();
  const subscriber = new Redis(url, {
    connectTimeout: 1_000,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let connectedBefore = false;
  let publishFailing = false;
  let reachable = false;
  subscriber.on("error", () => {});
  subscriber.on("ready", () => {
    reachable = true;
    if (connectedBefore) {
      log.info("live notices: Redis is back; open streams refetch what they missed");
      gapListeners.forEach((listener) => listener());
    }
    connectedBefore = true;
  });
  let closing = false;
  subscriber.on("close", () => {
    if (reachable && !closing) log.warn({}, "live notices: Redis is not answering; notices reach this instance's streams only");
    reachable = false;
  });
  subscriber.on("message", (wire: string, text: string) => {
    const channel = channelOfWire.get(wire);
    if (!channel) return;
    try {
      const parsed = JSON.parse(text) as Wire;
      subscribers.deliver(channel, { id: parsed.id, message: parsed.m });
    } catch {
      // Not one of ours.
    }
  });

  const deliverHere = (channel: string, message: BusMessage) => subscribers.deliver(channel, { id: null, message });

  return {
    async publish(channel, message) {
      try {
        if (message.type === "check") await commands.publish(wireChannel(channel), JSON.stringify({ id: null, m: message } satisfies Wire));
        else
          await commands.eval(
            PUBLISH_CHANGE,
            1,
            streamKey(channel),
            wireChannel(channel),
            String(replayCount),
            JSON.stringify(message.notice),
            String(windowMs * 2),
            JSON.stringify(message),
          );
        if (publishFailing) log.info("live notices: publishing through Redis again");
        publishFailing = false;
      } catch (err) {
        // Said once per outage, not once per write.
        if (!publishFailing) log.warn({ err }, "live notices: could not publish through Redis; delivered on this instance only");
        publishFailing = true;
        deliverHere(channel, message);
      }
    },
    async subscribe(channel, listener) {
      const wire = wireChannel(channel);
      let ready = subscribed.get(wire);
      if (!ready) {
        channelOfWire.set(wire, channel);
        // Waits (a second at most) until Redis confirms, so nothing published after a stream reads its
        // position slips past it; while Redis is away the subscription is made when it is back.
        ready = Promise.race([
          subscriber.subscribe(wire).then(
            () => undefined,
            () => undefined,
          ),
          new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref()),
        ]);
        subscribed.set(wire, ready);
      }
      const remove = subscribers.add(channel, listener);
      await ready;
      return () => {
        remove();
        if (!subscribers.has(channel)) {
          channelOfWire.delete(wire);
          subscribed.delete(wire);
          void subscriber.unsubscribe(wire).catch(() => undefined);
        }
      };
    },
    async head(channel) {
      try {
        const [last, time] = await Promise.all([commands.xrevrange(streamKey(channel), "+", "-", "COUNT", 1), commands.time()]);
        const quiet = positionBefore(Number(time[0]) * 1000 + Math.floor(Number(time[1]) / 1000));
        const lastId = last[0]?.[0];
        return lastId && compareIds(lastId, quiet) > 0 ? lastId : quiet;
      } catch {
        return null;
      }
    },
    async since(channel, after) {
      try {
        const [entries, time] = await Promise.all([commands.xrange(streamKey(channel), "-", "+"), commands.time()]);
        const log = entries.flatMap(([id, fields]) => {
          const text = fields[1];
          try {
            return text ? [{ id, notice: JSON.parse(text) as TEventNotice }] : [];
          } catch {
            return [];
          }
        });
        const missed = missedSince(log, after, {
          full: entries.length >= replayCount,
          nowMs: Number(time[0]) * 1000 + Math.floor(Number(time[1]) / 1000),
          windowMs,
        });
        if (missed === "gone") return missed;
        return missed.map((entry): Delivered => ({ id: entry.id, message: { type: "change", notice: entry.notice } }));
      } catch {
        return "gone";
      }
    },
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    mode: () => (reachable ? "redis" : "local"),
    async close() {
      closing = true;
      subscriber.disconnect();
    },
  };
}
