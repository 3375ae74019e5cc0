import os from "node:os";
import path from "node:path";
import { z } from "zod";

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1, "WEB_CONCURRENCY must be at least 1").max(64).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http(s) address" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  WEB_DIST: z.string().optional(),
  INSTACART_API_KEY: z.string().min(1).optional(),
  INSTACART_API_BASE: z.url().default("https://connect.dev.instacart.tools"),
  INSTACART_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  IMAGE_QUOTA_MB: z.coerce.number().min(1, "IMAGE_QUOTA_MB must be at least 1").max(1_000_000).default(200),
  UNUSED_IMAGE_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /**
   * Test hosts the web import may reach on private addresses or other ports: comma-separated
   * exact `host:port` entries (ADR 064). Empty by default; production must leave it unset.
   */
  WEB_IMPORT_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    )
    .pipe(z.array(z.string().regex(/^[^\s,/@]+:\d{1,5}$/, "WEB_IMPORT_ALLOW_HOSTS entries must be host:port, for example 127.0.0.1:4100"))),
  /**
   * On SIGTERM, how long to go on serving while /api/ready answers 503, so a load balancer that
   * checks it stops sending requests before the instance closes (ADR 084). 0 closes at once.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000, "SHUTDOWN_DRAIN_MS must be at most 120000").default(0),
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1, "IMPORT_CONCURRENCY must be at least 1").max(16).default(2),
});

export type Env = z.infer<typeof ZEnv>;

/**
 * Workers to run (ADR 081): WEB_CONCURRENCY, else one per core on PostgreSQL and one on the
 * embedded PGlite, which only one process can open.
 */
export function workerCount(env: Env, cores = os.availableParallelism()): number {
  return env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? cores : 1);
}

/** The only reader of process.env: fails fast naming the variable that is wrong. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as shells and compose files often leave them.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  if ((env.WEB_CONCURRENCY ?? 1) > 1 && !env.DATABASE_URL) {
    throw new Error(
      "Invalid configuration: WEB_CONCURRENCY: more than one worker needs DATABASE_URL (only one process can open the embedded database)",
    );
  }
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR) };
}
