import type { FastifyInstance, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { Redis } from "ioredis";

export interface CredentialLimit {
  /** Counts one credential attempt by the request's client; false once it is over the limit. */
  count(request: FastifyRequest): Promise<boolean>;
}

/**
 * Login and signup share one counter per client address (ADR 002, ADR 007). The counter is
 * @fastify/rate-limit's store: in memory, or in Redis when one is given, so every instance counts
 * together (ADR 080). It is consulted by the credential procedures themselves, once per call, so
 * every route and URL spelling that reaches them, and every call in a tRPC batch, is counted.
 *
 * When Redis cannot be reached the limit fails open: attempts are allowed, one warning is logged
 * when it starts and one line when Redis answers again.
 */
export async function registerCredentialLimit(
  app: FastifyInstance,
  options: { max: number; windowMs: number; redis?: Redis | null },
): Promise<CredentialLimit> {
  await app.register(rateLimit, options.redis ? { global: false, redis: options.redis, nameSpace: "credential-limit:" } : { global: false });
  const limit = app.createRateLimit({ max: options.max, timeWindow: options.windowMs });
  const retryAfter = new WeakMap<FastifyRequest, number>();

  app.addHook("onSend", async (request, reply) => {
    const seconds = retryAfter.get(request);
    if (seconds !== undefined && reply.statusCode === 429) reply.header("retry-after", String(seconds));
  });

  // The calls of one batch are counted one after another: the in-memory store hands back its live
  // counter, so simultaneous reads would all see the batch's final count.
  const queues = new WeakMap<FastifyRequest, Promise<unknown>>();
  let failingOpen = false;
  async function countNow(request: FastifyRequest): Promise<boolean> {
    let result: Awaited<ReturnType<typeof limit>>;
    try {
      result = await limit(request);
    } catch (err) {
      if (!failingOpen) {
        failingOpen = true;
        app.log.warn({ err }, "rate limit store unreachable: login and signup are not limited until it answers again");
      }
      return true;
    }
    if (failingOpen) {
      failingOpen = false;
      app.log.info("rate limit store answers again: login and signup are limited again");
    }
    if (result.isAllowed || !result.isExceeded) return true;
    retryAfter.set(request, result.ttlInSeconds);
    return false;
  }

  return {
    count(request) {
      const previous = queues.get(request) ?? Promise.resolve();
      const counted = previous.then(() => countNow(request));
      queues.set(request, counted.catch(() => undefined));
      return counted;
    },
  };
}
