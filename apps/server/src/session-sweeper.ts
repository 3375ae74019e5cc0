import type { FastifyInstance } from "fastify";
import type { Db } from "@simmer/db";
import { deleteExpiredSessions } from "@simmer/api";

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Expired sessions are refused whether or not their rows remain (ADR 006); removing them at start
 * and a few times a day only keeps the table to live sign-ins.
 */
export function registerSessionSweeper(app: FastifyInstance, db: Db) {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    deleteExpiredSessions(db).catch((err: unknown) => app.log.error({ err }, "expired session sweep failed"));
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
}
