import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type DbHandle } from "@simmer/db";
import { createPgImageStore, ensureFoodsLoaded, recomputeStaleNutrition, seedCatalog, STORED_FILE_NAME } from "@simmer/api";
import { createServer } from "./app";
import { readEnv, workerCount, type Env } from "./env";
import { loadOrCreateSecret } from "./secrets";
import { runPrimary } from "./cluster";

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/main.js and src/main.ts both sit one level below apps/server.
  return path.resolve(here, "..", "..", "web", "dist");
}

const openDb = (env: Env) =>
  createDb({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, "pglite"),
    maxConnections: env.DATABASE_POOL_SIZE,
  });

/** Start-up work that runs once, whatever the number of workers (ADR 081). */
async function prepare(env: Env, handle: DbHandle) {
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  loadOrCreateSecret(env.DATA_DIR, env.JWT_SECRET);
  await handle.migrate();
  await ensureFoodsLoaded(handle.db);
  await seedCatalog(handle.db);
}

/** One process serving: the only one, or one worker of the cluster. */
async function serve(env: Env, handle: DbHandle) {
  // On PostgreSQL images live in the database too, so every instance serves every image (ADR 080).
  const imageStore = handle.kind === "postgres" ? createPgImageStore(handle.db) : undefined;
  const app = await createServer({
    imageStore,
    db: handle.db,
    dbKind: handle.kind,
    jwtSecret: loadOrCreateSecret(env.DATA_DIR, env.JWT_SECRET),
    dataDir: env.DATA_DIR,
    webDist: env.WEB_DIST ?? defaultWebDist(),
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    instacart: { apiBase: env.INSTACART_API_BASE, apiKey: env.INSTACART_API_KEY ?? null, timeoutMs: env.INSTACART_TIMEOUT_MS },
    images: {
      quotaBytes: Math.round(env.IMAGE_QUOTA_MB * 1024 * 1024),
      unusedGraceMs: Math.round(env.UNUSED_IMAGE_GRACE_HOURS * 3_600_000),
    },
    jobs: { holdLiveness: handle.holdLiveness },
    imports: { concurrency: env.IMPORT_CONCURRENCY },
    webImport: { allowHosts: env.WEB_IMPORT_ALLOW_HOSTS },
  });

  const oldUploads = path.join(env.DATA_DIR, "uploads");
  if (
    imageStore &&
    !cluster.isWorker &&
    fs.existsSync(oldUploads) &&
    fs.readdirSync(oldUploads).some((name) => STORED_FILE_NAME.test(name))
  ) {
    app.log.warn(
      `${oldUploads} holds images from a local-folder store: copy them with \`pnpm images:migrate\` (once is enough), then remove the folder`,
    );
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    // Not ready from now on, but still serving for the drain: a load balancer checking /api/ready
    // takes this instance out while requests it already sent are answered (ADR 084).
    app.beginStopping();
    if (env.SHUTDOWN_DRAIN_MS > 0) {
      app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, "stopping: /api/ready answers 503, closing after the drain");
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    }
    app.log.info({ signal }, "shutting down");
    await app.close();
    await handle.close();
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
  if (cluster.isWorker) app.log.info(`worker ${cluster.worker?.id} (pid ${process.pid}) is serving ${where}`);
  else app.log.info(`Simmer is serving ${where} (database: ${handle.kind})`);

  // Figures an older matcher computed are recomputed in small batches while serving (ADR 141);
  // one process sweeps, and a recipe read before its turn is recomputed on the spot.
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    recomputeStaleNutrition(handle.db, { shouldStop: () => closing })
      .then((report) => {
        if (report.recomputed > 0) app.log.info(report, "recomputed stored nutrition for the current matcher");
      })
      .catch((err: unknown) => {
        if (!closing) app.log.warn({ err }, "recomputing stored nutrition stopped; recipes are recomputed when read");
      });
  }
}

const env = readEnv();
const workers = workerCount(env);

if (cluster.isWorker) {
  await serve(env, await openDb(env));
} else if (workers > 1) {
  // The primary migrates and seeds once, then only forks and replaces workers (ADR 081).
  const handle = await openDb(env);
  await prepare(env, handle);
  await handle.close();
  runPrimary(workers, env.LOG_LEVEL, env.SHUTDOWN_DRAIN_MS);
} else {
  const handle = await openDb(env);
  await prepare(env, handle);
  await serve(env, handle);
}
