import { and, count, eq, inArray, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { jobs, type Db } from "@simmer/db";
import { createJob, type NewJob } from "../../jobs";
import { IMPORT_GATE_MESSAGES } from "@simmer/contracts";

/** How many imports may run at once on the whole database; IMPORT_CONCURRENCY (ADR 017). */
export const DEFAULT_IMPORT_CONCURRENCY = 2;

/** Every process that may start an import agrees on this lock, so two starts never both see a free slot. */
const GATE_LOCK = sql`select pg_advisory_xact_lock(hashtext('simmer.recipes.import.gate'))`;

/**
 * Creates the import's job if the person has none running and fewer than `concurrency` imports run
 * in all; otherwise TOO_MANY_REQUESTS with a message saying which limit was met (ADR 017).
 */
export async function admitImport(db: Db, userId: number, kind: string, concurrency: number, job: NewJob): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(GATE_LOCK);
    const active = inArray(jobs.state, ["starting", "running"]);
    const [mine] = await tx
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.userId, userId), active));
    if ((mine?.n ?? 0) > 0) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: IMPORT_GATE_MESSAGES.yoursRunning });
    const [all] = await tx
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), active));
    if ((all?.n ?? 0) >= concurrency) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: IMPORT_GATE_MESSAGES.busy });
    return createJob(tx as unknown as Db, userId, kind, job);
  });
}

/**
 * Workbooks parsed at once by this process. A parse may use the worker's whole heap (ADR 017), so
 * imports admitted together read their files one after another; their writes still overlap.
 */
const PARSES_AT_ONCE = 1;
let parsing = 0;
const waiting: (() => void)[] = [];

export async function oneParseAtATime<T>(parse: () => Promise<T>): Promise<T> {
  if (parsing >= PARSES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else parsing += 1;
  try {
    return await parse();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else parsing -= 1;
  }
}
