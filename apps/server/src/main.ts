import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb } from "@simmer/db";
import { ensureFoodsLoaded, seedCatalog } from "@simmer/api";
import { createServer } from "./app";
import { readEnv } from "./env";
import { loadOrCreateSecret } from "./secrets";

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/main.js and src/main.ts both sit one level below apps/server.
  return path.resolve(here, "..", "..", "web", "dist");
}

const env = readEnv();
fs.mkdirSync(env.DATA_DIR, { recursive: true });

const handle = await createDb({
  url: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, "pglite"),
  maxConnections: env.DATABASE_POOL_SIZE,
});
await handle.migrate();
await ensureFoodsLoaded(handle.db);
await seedCatalog(handle.db);

const app = await createServer({
  db: handle.db,
  dbKind: handle.kind,
  jwtSecret: loadOrCreateSecret(env.DATA_DIR, env.JWT_SECRET),
  dataDir: env.DATA_DIR,
  webDist: env.WEB_DIST ?? defaultWebDist(),
  authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
  logLevel: env.LOG_LEVEL,
  trustProxy: env.TRUST_PROXY,
  publicUrl: env.PUBLIC_URL,
  instacart: { apiBase: env.INSTACART_API_BASE, apiKey: env.INSTACART_API_KEY ?? null, timeoutMs: env.INSTACART_TIMEOUT_MS },
  images: { quotaBytes: Math.round(env.IMAGE_QUOTA_MB * 1024 * 1024), unusedGraceMs: Math.round(env.UNUSED_IMAGE_GRACE_HOURS * 3_600_000) },
  jobs: { holdLiveness: handle.holdLiveness },
  imports: { concurrency: env.IMPORT_CONCURRENCY },
  webImport: { allowHosts: env.WEB_IMPORT_ALLOW_HOSTS },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Simmer is serving ${env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`} (database: ${handle.kind})`);
