import type { FastifyInstance } from "fastify";
import type { DbHandle, LivenessLock } from "@simmer/db";

/**
 * Liveness-lock key of the one process that runs the shared background sweeps (unused images,
 * expired sessions). Instance keys are random in 1..2^31-1, so 0 is never one of them.
 */
export const SWEEP_LEADER_KEY = 0;

export interface SweepLeader {
  /** Whether this process runs the shared sweeps now; takes the part when nobody holds it. */
  isLeader(): Promise<boolean>;
}

/**
 * One process among all instances and workers on a PostgreSQL database runs the shared sweeps
 * (ADR 081): the one holding a session-level advisory lock. The lock ends with its connection, so
 * when that process dies another takes the part at its next sweep. Embedded PGlite has one process:
 * it always leads.
 */
export function registerSweepLeader(app: FastifyInstance, holdLock: DbHandle["holdLiveness"]): SweepLeader {
  if (!holdLock) return { isLeader: async () => true };
  let lock: LivenessLock | null = null;
  let queue: Promise<boolean> = Promise.resolve(false);
  let closed = false;
  const check = async (): Promise<boolean> => {
    if (closed) return false;
    if (lock && (await lock.held())) return true;
    await lock?.release();
    lock = null;
    try {
      lock = await holdLock(SWEEP_LEADER_KEY);
    } catch (err) {
      app.log.warn({ err }, "could not ask for the sweep lock");
    }
    return lock !== null;
  };
  app.addHook("onClose", async () => {
    closed = true;
    await queue.catch(() => false);
    await lock?.release();
    lock = null;
  });
  return {
    // One question at a time, so two sweeps never race for the lock on two connections.
    isLeader() {
      queue = queue.catch(() => false).then(check);
      return queue;
    },
  };
}
