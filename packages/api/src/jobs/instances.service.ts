import { and, eq, isNotNull, isNull, lt, ne, not, or, sql, type SQL } from "drizzle-orm";
import { jobs, serverInstances, type Db } from "@simmer/db";

/** How often a live server process says so (ADR 019). */
export const INSTANCE_BEAT_MS = 10_000;
/** A process that missed this long of heartbeats is gone; its jobs fail. */
export const INSTANCE_STALE_AFTER_MS = 30_000;

/** Which unfinished jobs count as orphaned, seen from one server process. */
export interface OrphanRule {
  /** The calling process: its own jobs are alive by definition. */
  selfId: string;
  /** Heartbeats older than this mean the process is gone. */
  staleAfterMs: number;
  /**
   * True when no other process can share the database (embedded PGlite): every job that is not
   * the caller's lost its process, whatever its heartbeat says.
   */
  othersAreDead: boolean;
}

function olderThan(column: typeof jobs.heartbeatAt | typeof serverInstances.heartbeatAt, ms: number): SQL {
  return lt(column, sql`now() - make_interval(secs => ${ms / 1000})`);
}

export function orphanedJobCondition(rule: OrphanRule): SQL {
  const notMine = or(isNull(jobs.instanceId), ne(jobs.instanceId, rule.selfId)) as SQL;
  if (rule.othersAreDead) return notMine;
  const liveOwner = sql`exists (select 1 from ${serverInstances} where ${serverInstances.id} = ${jobs.instanceId} and ${serverInstances.heartbeatAt} >= now() - make_interval(secs => ${rule.staleAfterMs / 1000}))`;
  return and(
    notMine,
    or(
      // Jobs from before instances existed only have their own heartbeat to go by.
      and(isNull(jobs.instanceId), olderThan(jobs.heartbeatAt, rule.staleAfterMs)),
      and(isNotNull(jobs.instanceId), not(liveOwner)),
    ),
  ) as SQL;
}

/** Records (or renews) this process as alive, on the database's clock so instances agree. */
export async function beatInstance(db: Db, instanceId: string): Promise<void> {
  await db
    .insert(serverInstances)
    .values({ id: instanceId })
    .onConflictDoUpdate({ target: serverInstances.id, set: { heartbeatAt: sql`now()` } });
}

/** A process that stops cleanly says so, so its unfinished jobs fail at once elsewhere. */
export async function removeInstance(db: Db, instanceId: string): Promise<void> {
  await db.delete(serverInstances).where(eq(serverInstances.id, instanceId));
}

/** Forgets processes that are gone (their jobs have been failed first). */
export async function forgetDeadInstances(db: Db, rule: OrphanRule): Promise<void> {
  const gone = rule.othersAreDead
    ? ne(serverInstances.id, rule.selfId)
    : and(ne(serverInstances.id, rule.selfId), olderThan(serverInstances.heartbeatAt, rule.staleAfterMs));
  await db.delete(serverInstances).where(gone);
}
