import { ZHealth } from "@simmer/contracts";
import { ping } from "@simmer/db";
import { publicProcedure, router } from "../trpc/init";
import { browseIndexVersion } from "./readiness";

export const healthRouter = router({
  check: publicProcedure.output(ZHealth).query(async ({ ctx }) => {
    await ping(ctx.db);
    return {
      status: "ok" as const,
      db: ctx.dbKind,
      database: "ok" as const,
      redis: ctx.redisHealth ? await ctx.redisHealth() : ("not configured" as const),
      browseIndex: { version: browseIndexVersion(ctx.db) },
      instance: { pid: process.pid, worker: ctx.worker ?? null },
      live: ctx.events?.mode() ?? ("local" as const),
    };
  }),
});
