import crypto from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { jobs, type Db } from "@simmer/db";

export type JobRow = typeof jobs.$inferSelect;
export type JobState = "starting" | "running" | "done" | "error";

/** A job whose heartbeat is older than this while starting or running has lost its process. */
export const STALE_AFTER_MS = 60_000;
export const STALE_MESSAGE = "The server stopped while this job was running. Please try again.";

/** Creates a job row owned by userId in state 'starting' and returns its id (a random UUID). */
export async function createJob(db: Db, userId: number, kind: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(jobs).values({ id, userId, kind, state: "starting" });
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
  await db
    .update(jobs)
    .set({ state: "running", batchesTotal, heartbeatAt: new Date() })
    .where(eq(jobs.id, jobId));
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

export async function failJob(db: Db, jobId: string, message: string): Promise<void> {
  await db
    .update(jobs)
    .set({ state: "error", error: message, finishedAt: new Date(), heartbeatAt: new Date() })
    .where(eq(jobs.id, jobId));
}

/**
 * Marks jobs that lost their process as failed. At start-up pass olderThanMs = 0: nothing this
 * process owns is running yet, so every unfinished job is orphaned (ADR 003).
 */
export async function failStaleJobs(db: Db, olderThanMs = STALE_AFTER_MS): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const rows = await db
    .update(jobs)
    .set({ state: "error", error: STALE_MESSAGE, finishedAt: new Date() })
    .where(and(inArray(jobs.state, ["starting", "running"]), lt(jobs.heartbeatAt, cutoff)))
    .returning({ id: jobs.id });
  return rows.length;
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
  const beat = setInterval(() => void heartbeat(db, jobId).catch(() => {}), 10_000);
  beat.unref();
  return work()
    .then((result) => finishJob(db, jobId, result ?? null))
    .catch(async (err: unknown) => {
      const message = err instanceof JobFailure ? err.message : "The job failed unexpectedly. Please try again.";
      if (!(err instanceof JobFailure)) onUnexpected(err);
      await failJob(db, jobId, message).catch(onUnexpected);
    })
    .finally(() => clearInterval(beat));
}

/** A failure whose message is meant for the person who started the job. */
export class JobFailure extends Error {}
