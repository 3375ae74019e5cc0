import type { FastifyInstance } from "fastify";
import type { Db } from "@simmer/db";
import { sweepUnreferencedImages, type ImageStore } from "@simmer/api";
import type { SweepLeader } from "./sweep-leader";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Uploads no recipe uses are removed once older than the grace period (ADR 015): at start-up and
 * then every hour, or every half grace period when that is shorter; by one process only (ADR 081).
 */
export function registerImageSweeper(app: FastifyInstance, db: Db, store: ImageStore, graceMs: number, leader: SweepLeader) {
  let timer: NodeJS.Timeout | null = null;
  const sweep = async () => {
    if (!(await leader.isLeader())) return;
    await sweepUnreferencedImages(db, store, { olderThanMs: graceMs }).catch((err: unknown) =>
      app.log.error({ err }, "unused image sweep failed"),
    );
  };
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), Math.max(60_000, Math.min(HOUR_MS, graceMs / 2)));
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
}
