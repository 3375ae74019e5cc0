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

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

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
      close: () => client.end({ timeout: 5 }),
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
