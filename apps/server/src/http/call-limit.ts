import type { FastifyInstance, FastifyRequest } from "fastify";
import { normalizeIP } from "@fastify/rate-limit";

export interface CallLimit {
  /**
   * Counts one call by the request's client (or by `key`, such as a person's id); false once the
   * key has spent its calls for the window. The calls of one request are counted in turn.
   */
  count(request: FastifyRequest, key?: string): Promise<boolean>;
}

/**
 * A limit counted by procedures rather than routes, so every route and every call in a tRPC batch
 * that reaches the procedure counts. It uses the store `registerRateLimits` set up, and a refused
 * call's answer carries Retry-After.
 */
export function createCallLimit(app: FastifyInstance, options: { name: string; max: number; windowMs: number }): CallLimit {
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    // A client address counts by its IPv6 network, as @fastify/rate-limit counts route limits.
    keyGenerator: (request) => `${options.name}:${keys.get(request) ?? normalizeIP(request.ip)}`,
  });
  const retryAfter = new WeakMap<FastifyRequest, number>();

  app.addHook("onSend", async (request, reply) => {
    const seconds = retryAfter.get(request);
    if (seconds !== undefined && reply.statusCode === 429) reply.header("retry-after", String(seconds));
  });

  // The calls of one batch are counted one after another: the in-memory store hands back its live
  // counter, so simultaneous reads would all see the batch's final count.
  const queues = new WeakMap<FastifyRequest, Promise<unknown>>();
  async function countNow(request: FastifyRequest, key: string | undefined): Promise<boolean> {
    if (key === undefined) keys.delete(request);
    else keys.set(request, key);
    // The store fails open itself (limit-store.ts); anything else thrown here is a fault of ours.
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return true;
    retryAfter.set(request, result.ttlInSeconds);
    return false;
  }

  return {
    count(request, key) {
      const previous = queues.get(request) ?? Promise.resolve();
      const counted = previous.then(() => countNow(request, key));
      queues.set(
        request,
        counted.catch(() => undefined),
      );
      return counted;
    },
  };
}
