import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import * as schema from "./schema/index";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";

/** A session-level advisory lock held on a connection of its own while a process lives. */
export interface LivenessLock {
  /** False once the connection (and so the lock) was lost. */
  held(): Promise<boolean>;
  release(): Promise<void>;
}

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: takes the advisory lock (LIVENESS_LOCK_CLASS, key) on a reserved connection,
   * or answers null when another session holds it. Others see it in pg_locks (ADR 019).
   */
  holdLiveness?: (key: number) => Promise<LivenessLock | null>;
}

/** First half of every liveness lock's key, so they never meet other advisory locks. */
export const LIVENESS_LOCK_CLASS = 727_274_019;

export interface CreateDbOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; without it PGlite lives in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for postgres.js. */
  maxConnections?: number | undefined;
  migrationsFolder?: string | undefined;
}

/** Arbitrary but fixed: serialises migrations when several app instances start at once. */
const MIGRATION_LOCK_KEY = 727_274_001;

export function resolveMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "..", "migrations")];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? resolveMigrationsFolder();
  if (options.url) {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client, schema });
    const url = options.url;
    let livenessClient: ReturnType<typeof postgres> | null = null;
    return {
      db: db as unknown as Db,
      kind: "postgres",
      async migrate() {
        const lock = await client.reserve();
        try {
          await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
          lock.release();
        }
      },
      async close() {
        await livenessClient?.end({ timeout: 5 });
        await client.end({ timeout: 5 });
      },
      async holdLiveness(key) {
        // A client of its own: the lock never takes a connection from the pool the app uses.
        // Its liveness lock and, in one process, the sweep lock (ADR 081); tests run several servers on one handle.
        livenessClient ??= postgres(url, { max: 6, onnotice: () => {} });
        const connection = await livenessClient.reserve();
        try {
          const [row] = await connection`select pg_try_advisory_lock(${LIVENESS_LOCK_CLASS}::int, ${key}::int) as held`;
          if (!row?.held) {
            connection.release();
            return null;
          }
        } catch (err) {
          connection.release();
          throw err;
        }
        return {
          async held() {
            try {
              const [row] = await connection`select exists (
                select 1 from pg_locks where locktype = 'advisory' and granted and pid = pg_backend_pid()
                  and classid = ${LIVENESS_LOCK_CLASS}::int::oid and objid = ${key}::int::oid and objsubid = 2
              ) as held`;
              return row?.held === true;
            } catch {
              return false;
            }
          },
          async release() {
            // The session outlives release (the pool keeps it), so the lock is ended explicitly.
            await connection`select pg_advisory_unlock(${LIVENESS_LOCK_CLASS}::int, ${key}::int)`.catch(() => {});
            connection.release();
          },
        };
      },
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ? path.resolve(options.dataDir) : undefined);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/** Cheap round trip used by the health check. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
