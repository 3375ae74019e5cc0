import type { FastifyInstance } from "fastify";
import type { Db } from "@simmer/db";
import { deleteExpiredSessions } from "@simmer/api";
import type { SweepLeader } from "./sweep-leader";

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Expired sessions are refused whether or not their rows remain (ADR 006); removing them at start
 * and a few times a day only keeps the table to live sign-ins. One process sweeps (ADR 081).
 */
export function registerSessionSweeper(app: FastifyInstance, db: Db, leader: SweepLeader) {
  let timer: NodeJS.Timeout | null = null;
  const sweep = async () => {
    if (!(await leader.isLeader())) return;
    await deleteExpiredSessions(db).catch((err: unknown) => app.log.error({ err }, "expired session sweep failed"));
  };
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
}
