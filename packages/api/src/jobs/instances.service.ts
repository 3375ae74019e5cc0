import { and, eq, isNotNull, isNull, lt, ne, not, or, sql, type SQL } from "drizzle-orm";
import { jobs, LIVENESS_LOCK_CLASS, serverInstances, type Db } from "@simmer/db";

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

function olderThan(column: typeof jobs.heartbeatAt, ms: number): SQL {
  return lt(column, sql`now() - make_interval(secs => ${ms / 1000})`);
}

/**
 * An instance row that stands for a live process: its heartbeat is fresh, and on PostgreSQL the
 * advisory lock it took is still held (a killed process loses it with its connection at once).
 */
function instanceAlive(staleAfterMs: number): SQL {
  // Parenthesised whole: callers negate it.
  return sql`(${serverInstances.heartbeatAt} >= now() - make_interval(secs => ${staleAfterMs / 1000})
    and (${serverInstances.lockKey} is null or exists (
      select 1 from pg_locks
      where locktype = 'advisory' and granted
        and database = (select oid from pg_database where datname = current_database())
        and classid = ${LIVENESS_LOCK_CLASS}::int::oid and objid = ${serverInstances.lockKey}::oid and objsubid = 2
    )))`;
}

export function orphanedJobCondition(rule: OrphanRule): SQL {
  const notMine = or(isNull(jobs.instanceId), ne(jobs.instanceId, rule.selfId)) as SQL;
  if (rule.othersAreDead) return notMine;
  const liveOwner = sql`exists (select 1 from ${serverInstances} where ${serverInstances.id} = ${jobs.instanceId} and ${instanceAlive(rule.staleAfterMs)})`;
  return and(
    notMine,
    or(
      // Jobs from before instances existed only have their own heartbeat to go by.
      and(isNull(jobs.instanceId), olderThan(jobs.heartbeatAt, rule.staleAfterMs)),
      and(isNotNull(jobs.instanceId), not(liveOwner)),
    ),
  ) as SQL;
}

/**
 * Records (or renews) this process as alive, on the database's clock so instances agree, with the
 * key of the liveness lock it holds (null when it holds none).
 */
export async function beatInstance(db: Db, instanceId: string, lockKey: number | null = null): Promise<void> {
  await db
    .insert(serverInstances)
    .values({ id: instanceId, lockKey })
    .onConflictDoUpdate({ target: serverInstances.id, set: { heartbeatAt: sql`now()`, lockKey } });
}

/** A process that stops cleanly says so, so its unfinished jobs fail at once elsewhere. */
export async function removeInstance(db: Db, instanceId: string): Promise<void> {
  await db.delete(serverInstances).where(eq(serverInstances.id, instanceId));
}

/** Forgets processes that are gone (their jobs have been failed first). */
export async function forgetDeadInstances(db: Db, rule: OrphanRule): Promise<void> {
  const gone = rule.othersAreDead
    ? ne(serverInstances.id, rule.selfId)
    : and(ne(serverInstances.id, rule.selfId), not(instanceAlive(rule.staleAfterMs)));
  await db.delete(serverInstances).where(gone);
}
