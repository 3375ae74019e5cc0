import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db, DbHandle, DbKind, LivenessLock } from "@simmer/db";
import {
  beatInstance,
  discardAbandonedImports,
  INSTANCE_BEAT_MS,
  INSTANCE_STALE_AFTER_MS,
  removeInstance,
  sweepOrphanedJobs,
} from "@simmer/api";

export interface JobSweeperOptions {
  instanceId: string;
  dbKind: DbKind;
  /** How often this process beats and looks for jobs whose process died. */
  beatEveryMs?: number;
  /** Another process silent this long is gone (PostgreSQL only). */
  staleAfterMs?: number;
  /** PostgreSQL: a lock held while this process lives, so a crash is seen at once (ADR 019). */
  holdLiveness?: DbHandle["holdLiveness"];
}

/**
 * Keeps this process's heartbeat and fails jobs whose process died (ADR 019). PGlite is embedded,
 * so no other process can share it: at start-up and after, every job that is not ours failed at
 * once. On PostgreSQL several instances may share the database, so a job fails once its
 * instance lost its liveness lock (its connection ended: the process died), stopped beating, or
 * said goodbye.
 */
export function registerJobSweeper(app: FastifyInstance, db: Db, options: JobSweeperOptions) {
  const rule = {
    selfId: options.instanceId,
    staleAfterMs: options.staleAfterMs ?? INSTANCE_STALE_AFTER_MS,
    othersAreDead: options.dbKind === "pglite",
  };
  let timer: NodeJS.Timeout | null = null;
  let lock: { key: number; held: LivenessLock } | null = null;
  /** Takes the lock, or takes it again after its connection was lost; a taken key gets another. */
  const keepLock = async (): Promise<number | null> => {
    if (!options.holdLiveness) return null;
    if (lock && (await lock.held.held())) return lock.key;
    await lock?.held.release();
    lock = null;
    for (let attempt = 0; attempt < 5 && !lock; attempt += 1) {
      const key = crypto.randomInt(1, 2 ** 31 - 1);
      const held = await options.holdLiveness(key);
      if (held) lock = { key, held };
    }
    return lock?.key ?? null;
  };
  let closing = false;
  let inFlight: Promise<void> = Promise.resolve();
  const beatAndSweep = async () => {
    try {
      const key = await keepLock();
      // A beat that was still taking its lock when the process began to stop must not bring back
      // the row its goodbye removes.
      if (closing) return;
      await beatInstance(db, options.instanceId, key);
      const failed = await sweepOrphanedJobs(db, rule);
      if (failed > 0) app.log.warn({ failed }, "failed jobs whose server process stopped");
      // An import that stopped leaves hidden recipes behind; they go once its job has ended (ADR 016).
      await discardAbandonedImports(db);
    } catch (err) {
      app.log.error({ err }, "job sweep failed");
    }
  };
  /** One beat at a time; a slow one is not stacked on. */
  const beat = () => {
    inFlight = inFlight.then(beatAndSweep);
    return inFlight;
  };
  app.addHook("onReady", async () => {
    await beat();
    timer = setInterval(() => void beat(), options.beatEveryMs ?? INSTANCE_BEAT_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    closing = true;
    if (timer) clearInterval(timer);
    // The goodbye comes after any beat under way, so that beat cannot write the row again.
    await inFlight;
    await removeInstance(db, options.instanceId).catch((err: unknown) => app.log.error({ err }, "could not say goodbye"));
    await lock?.held.release();
    lock = null;
  });
}
