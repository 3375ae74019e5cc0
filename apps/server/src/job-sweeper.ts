import type { FastifyInstance } from "fastify";
import type { Db } from "@simmer/db";
import { discardAbandonedImports, failStaleJobs, STALE_AFTER_MS } from "@simmer/api";

/**
 * Jobs whose process stopped end as 'error' (ADR 003): checked when the server starts and then
 * every half grace period, so none stays 'running' forever.
 */
export function registerJobSweeper(app: FastifyInstance, db: Db, staleAfterMs = STALE_AFTER_MS) {
  let timer: NodeJS.Timeout | null = null;
  // An import that stopped leaves hidden recipes behind; they go once its job has ended (ADR 016).
  const sweep = () =>
    failStaleJobs(db, staleAfterMs)
      .then(() => discardAbandonedImports(db))
      .catch((err: unknown) => app.log.error({ err }, "stale job sweep failed"));
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), Math.max(1000, staleAfterMs / 2));
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
}
