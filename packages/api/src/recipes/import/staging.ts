import { and, eq, inArray, sql } from "drizzle-orm";
import { STOPPED_MESSAGE, type TRecipeInputParsed } from "@simmer/contracts";
import { jobs, type Db, type DbKind } from "@simmer/db";
import { JobFailure } from "../../jobs";
import { sqlRows } from "../query/sql-rows";
import { insertRecipes } from "../recipes.write";
import { FULL_RELOAD_ABOVE, PRUNED_MARKER } from "../query/recipe-index";

/**
 * An import writes its recipes in short transactions, each marked with the job's id, so other
 * requests run between them; the marked rows stay out of every read until one short transaction
 * clears the mark for all of them and ends the job (ADR 016).
 */

/** Staged recipes removed per transaction when an import is undone. */
const DISCARD_BATCH = 250;
/** Published recipes whose mark is cleared per transaction. */
const SETTLE_BATCH = 1000;

/** The longest pause between two batches on PGlite. */
const MAX_PAUSE_MS = 200;

/**
 * Lets other requests use the database before the next batch. PGlite has one connection, so the
 * import rests as long as its batch took: a request needing several queries finishes them all
 * in that window instead of waiting for a batch between each. PostgreSQL only needs a tick.
 */
export function yieldToOthers(dbKind: DbKind = "postgres", batchMs = 0): Promise<void> {
  const pause = dbKind === "pglite" ? Math.min(MAX_PAUSE_MS, Math.round(batchMs)) : 0;
  return new Promise((resolve) => setTimeout(resolve, pause));
}

/**
 * Runs one of the import's own transactions, which change nothing anyone can see: the Browse
 * index log leaves them out (migration 0008).
 */
function unseen<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('simmer.import_staging', 'on', true)`);
    return work(tx as unknown as Db);
  });
}

/** Writes one batch of the import's recipes, hidden, in its own transaction. */
export async function stageRecipes(db: Db, jobId: string, userId: number, part: readonly TRecipeInputParsed[]): Promise<void> {
  await unseen(db, async (tx) => {
    await insertRecipes(
      tx,
      part.map((recipe) => ({ ownerId: userId, dataSource: "import" as const, recipe, importJobId: jobId })),
    );
  });
}

/**
 * Shows every staged recipe of the job and marks the job done, in one transaction. A job that is no
 * longer running (the sweeper ended it as stale) publishes nothing.
 */
export async function publishStaged(db: Db, jobId: string, result: { imported: number; skipped?: number; source?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(jobs)
      .set({ state: "done", batchesDone: sql`${jobs.batchesTotal}`, result, finishedAt: new Date(), heartbeatAt: new Date() })
      .where(and(eq(jobs.id, jobId), inArray(jobs.state, ["starting", "running"])))
      .returning({ id: jobs.id });
    if (ended.length === 0) throw new JobFailure(STOPPED_MESSAGE);
    // The job being done is what shows its recipes; the Browse indexes learn of them here, as one
    // reload marker when there are more than a full reload's worth (recipe-index.ts).
    const [state] = await sqlRows<{ version: number | string }>(
      tx as unknown as Db,
      sql`update recipe_index_state set version = version + 1 where id = 1 returning version`,
    );
    const version = Number(state?.version ?? 0);
    if (result.imported > FULL_RELOAD_ABOVE) {
      await tx.execute(sql`insert into recipe_changes (version, recipe_id) values (${version}, ${PRUNED_MARKER})`);
    } else {
      await tx.execute(
        sql`insert into recipe_changes (version, recipe_id) select ${version}, id from recipes where import_job_id = ${jobId}`,
      );
    }
  });
}

/**
 * Clears the job mark from a published import's recipes, a batch per transaction, so reads go back
 * to the plain `import_job_id is null` test. Nothing changes for readers: the recipes already show.
 */
export async function settlePublished(db: Db, jobId: string, dbKind?: DbKind): Promise<void> {
  for (;;) {
    const started = performance.now();
    const rows = await unseen(db, (tx) =>
      sqlRows<{ id: number }>(
        tx,
        sql`update recipes set import_job_id = null where id in (
            select id from recipes where import_job_id = ${jobId} limit ${SETTLE_BATCH}
          ) returning id`,
      ),
    );
    if (rows.length < SETTLE_BATCH) return;
    await yieldToOthers(dbKind, performance.now() - started);
  }
}

/** Removes what a failed or stopped import staged, a batch per transaction. Returns how many. */
export async function discardStaged(db: Db, jobId: string, dbKind?: DbKind): Promise<number> {
  let removed = 0;
  for (;;) {
    const started = performance.now();
    const rows = await unseen(db, (tx) =>
      sqlRows<{ id: number }>(
        tx,
        sql`delete from recipes where id in (
            select id from recipes where import_job_id = ${jobId} limit ${DISCARD_BATCH}
          ) returning id`,
      ),
    );
    removed += rows.length;
    if (rows.length < DISCARD_BATCH) return removed;
    await yieldToOthers(dbKind, performance.now() - started);
  }
}

/**
 * Removes staged recipes whose import ended without publishing (its process died, or it failed
 * before cleaning up), and settles published ones whose process died while settling. Run at
 * start-up after stale jobs are failed, and with every stale-job sweep.
 */
export async function discardAbandonedImports(db: Db): Promise<number> {
  const marked = await sqlRows<{ job_id: string; state: string | null }>(
    db,
    sql`select m.job_id, j.state from (select distinct import_job_id as job_id from recipes where import_job_id is not null) m
        left join jobs j on j.id = m.job_id
        where j.state is null or j.state not in ('starting', 'running')`,
  );
  let removed = 0;
  for (const { job_id, state } of marked) {
    if (state === "done") await settlePublished(db, job_id);
    else removed += await discardStaged(db, job_id);
  }
  return removed;
}
