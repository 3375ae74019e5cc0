import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

/** Counts one call in a fixed window: the count so far and the milliseconds the window has left. */
const COUNT_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/**
 * One notice per outage: a warning when the store first fails, one line when it answers again.
 * Every limiter shares it, so an outage logs once however many routes meet it.
 */
export function storeOutage(log: FastifyBaseLogger) {
  let down = false;
  return {
    failed(err: unknown) {
      if (down) return;
      down = true;
      log.warn({ err }, "rate limit store unreachable: requests are not limited until it answers again");
    },
    answered() {
      if (!down) return;
      down = false;
      log.info("rate limit store answers again: requests are limited again");
    },
  };
}

type Outage = ReturnType<typeof storeOutage>;

/**
 * A @fastify/rate-limit store in Redis that fails open (ADR 080, ADR 116): when Redis cannot be
 * reached a call counts as the first of its window, so it is allowed, and the outage is logged
 * once. Route limits, the login limit and the plan-generation limit all count here.
 */
function failOpenRedisStore(redis: Redis, outage: Outage): FastifyRateLimitStoreCtor {
  class FailOpenRedisStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "rate-limit:",
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      redis.eval(COUNT_IN_WINDOW, 1, `${this.prefix}${key}`, timeWindow).then(
        (answer) => {
          outage.answered();
          const [current, ttl] = answer as [number, number];
          callback(null, { current, ttl });
        },
        (err: unknown) => {
          outage.failed(err);
          callback(null, { current: 0, ttl: timeWindow });
        },
      );
    }

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      return new FailOpenRedisStore(null, `${this.prefix}${String(routeOptions.method)}${routeOptions.url}-`);
    }
  }
  return FailOpenRedisStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Registers @fastify/rate-limit once for every limit of the server: route limits (`config.rateLimit`)
 * and the limits procedures count through `createCallLimit`. In memory without Redis; in Redis,
 * shared by every instance, when REDIS_URL is set, failing open while Redis is away.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, redis ? { global: false, store: failOpenRedisStore(redis, storeOutage(app.log)) } : { global: false });
}
