import { Redis } from "ioredis";

/**
 * A Redis client that never holds a request up (ADR 080): commands fail at once while the
 * connection is down (no offline queue), a command that hangs gives up after half a second, and
 * the client keeps reconnecting in the background. Callers decide what a failure means; the
 * credential limit fails open.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    // Key names stay ours alone: everything Simmer writes starts with "simmer:".
    keyPrefix: "simmer:",
  });
  // Connection errors are reported by whoever uses the client (once, not per reconnect attempt).
  client.on("error", () => {});
  return client;
}

/** Waits until the client is connected, or the time is up (then it goes on trying in the background). */
export async function redisConnected(client: Redis, withinMs: number): Promise<boolean> {
  if (client.status === "ready") return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      client.off("ready", onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), withinMs);
    client.on("ready", onReady);
  });
}

/** "ok" when Redis answers a PING now, "unreachable" otherwise. */
export async function redisHealth(client: Redis): Promise<"ok" | "unreachable"> {
  try {
    return (await client.ping()) === "PONG" ? "ok" : "unreachable";
  } catch {
    return "unreachable";
  }
}
