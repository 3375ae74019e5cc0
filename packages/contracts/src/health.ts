import { z } from "zod";

/**
 * What one instance says of itself (ADR 080). `db` names the engine; `database` and `redis` say
 * whether they answer now (`redis` is "not configured" without REDIS_URL); `browseIndex.version`
 * is the change-log version this process's Browse index has reached (-1 before it first loads);
 * `instance` tells the processes behind one address apart. `live` says how change notices travel
 * (ADR 139): through Redis to every instance, or to this instance's streams alone (no Redis, or
 * Redis away).
 */
export const ZHealth = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]),
  database: z.literal("ok"),
  redis: z.enum(["ok", "unreachable", "not configured"]),
  browseIndex: z.object({ version: z.number().int() }),
  instance: z.object({ pid: z.number().int(), worker: z.number().int().nullable() }),
  live: z.enum(["redis", "local"]),
});
export type THealth = z.infer<typeof ZHealth>;

/** GET /api/ready: 200 once the instance can serve at full speed, 503 before and while it stops. */
export const ZReadiness = z.object({
  ready: z.boolean(),
  state: z.enum(["starting", "ready", "stopping"]),
});
export type TReadiness = z.infer<typeof ZReadiness>;
