import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { jobs, type Db } from "@simmer/db";
import { forgetDeadInstances, orphanedJobCondition, type OrphanRule } from "./instances.service";
import { STALE_MESSAGE, INTERRUPTED_MESSAGES } from "@simmer/contracts";

export type JobRow = typeof jobs.$inferSelect;
export type JobState = "starting" | "running" | "done" | "error";

export interface NewJob {
  /** The server process that runs the job (ADR 019). */
  instanceId: string;
  /** SHA-256 of the uploaded file, for jobs that read one (ADR 018). */
  fileSha256?: string;
}

/** Creates a job row owned by userId in state 'starting' and returns its id (a random UUID). */
export async function createJob(db: Db, userId: number, kind: string, job: NewJob): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(jobs).values({ id, userId, kind, state: "starting", instanceId: job.instanceId, fileSha256: job.fileSha256 ?? null });
  return id;
}

/** The caller's own job; another user's job id is NOT_FOUND exactly like a missing one. */
export async function jobFor(db: Db, userId: number, jobId: string, message = "Job not found."): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .limit(1);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message });
  return row;
}

export async function markRunning(db: Db, jobId: string, batchesTotal: number): Promise<void> {
  await db.update(jobs).set({ state: "running", batchesTotal, heartbeatAt: new Date() }).where(eq(jobs.id, jobId));
}

export async function reportProgress(db: Db, jobId: string, batchesDone: number): Promise<void> {
  await db.update(jobs).set({ batchesDone, heartbeatAt: new Date() }).where(eq(jobs.id, jobId));
}

export async function heartbeat(db: Db, jobId: string): Promise<void> {
  await db.update(jobs).set({ heartbeatAt: new Date() }).where(eq(jobs.id, jobId));
}

export async function finishJob(db: Db, jobId: string, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: "done",
      batchesDone: sql`${jobs.batchesTotal}`,
      result: result as never,
      finishedAt: new Date(),
      heartbeatAt: new Date(),
    })
    .where(eq(jobs.id, jobId));
}

export async function failJob(db: Db, jobId: string, message: string, result: unknown = null): Promise<void> {
  await db
    .update(jobs)
    .set({ state: "error", error: message, result: result as never, finishedAt: new Date(), heartbeatAt: new Date() })
    .where(eq(jobs.id, jobId));
}

/**
 * Fails every unfinished job whose process is gone (ADR 019), with a message for the person that
 * says what happened. Jobs of the calling instance are never touched. Returns how many failed.
 */
export async function failOrphanedJobs(db: Db, rule: OrphanRule): Promise<number> {
  const message = sql`case ${jobs.kind} ${sql.join(
    Object.entries(INTERRUPTED_MESSAGES).map(([kind, text]) => sql`when ${kind} then ${text}`),
    sql` `,
  )} else ${STALE_MESSAGE} end`;
  const rows = await db
    .update(jobs)
    .set({ state: "error", error: message, finishedAt: new Date() })
    .where(and(inArray(jobs.state, ["starting", "running"]), orphanedJobCondition(rule)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** One sweep: jobs of dead processes fail, then the dead processes are forgotten. */
export async function sweepOrphanedJobs(db: Db, rule: OrphanRule): Promise<number> {
  const failed = await failOrphanedJobs(db, rule);
  await forgetDeadInstances(db, rule);
  return failed;
}

/**
 * Runs work in the background of this process, keeping the heartbeat fresh and turning any throw
 * into an 'error' state with the thrown message (never a stack trace).
 */
export function runInBackground(
  db: Db,
  jobId: string,
  work: () => Promise<unknown>,
  onUnexpected: (err: unknown) => void = () => {},
): Promise<void> {
  // Liveness is the instance's own heartbeat (ADR 019); the job's moves with its progress.
  return work()
    .then((result) => finishJob(db, jobId, result ?? null))
    .catch(async (err: unknown) => {
      const message = err instanceof JobFailure ? err.message : "The job failed unexpectedly. Please try again.";
      if (!(err instanceof JobFailure)) onUnexpected(err);
      await failJob(db, jobId, message, err instanceof JobFailure ? err.result : null).catch(onUnexpected);
    });
}

/**
 * A failure whose message is meant for the person who started the job; `result` keeps what the
 * screen needs to ask them a question about it (ADR 119).
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}
