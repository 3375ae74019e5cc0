import cluster from "node:cluster";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import compress from "@fastify/compress";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { TRPC_BATCH } from "@simmer/contracts";
import type { Db, DbHandle, DbKind } from "@simmer/db";
import {
  appRouter,
  createContext,
  createTokenService,
  createWebImportLimiter,
  DEFAULT_IMPORT_CONCURRENCY,
  warmBrowseIndex,
  webFetchLimits,
  type AppRouter,
  type ContextDeps,
  type ImageStore,
} from "@simmer/api";
import { PLAN_LIMITS, SHARED_LIST_LIMITS, WEB_IMPORT_LIMITS } from "@simmer/contracts";
import { handleRestError } from "./http/errors";
import { DEFAULT_BODY_LIMIT, registerTrpcBodyLimits } from "./http/body-limits";
import { onlyTrpcMethods, registerInputGuard } from "./http/input-guard";
import { registerCredentialLimit } from "./http/credential-limit";
import { createCallLimit } from "./http/call-limit";
import { registerRateLimits } from "./http/limit-store";
import { memoiseContexts, requireUserForTrpc } from "./http/signed-in";
import { registerTransportHeaders } from "./http/transport";
import { registerSessionSweeper } from "./background/session-sweeper";
import { callerFrom, registerApiDocsPage, registerRestAdapter } from "./rest/index";
import { registerSpa } from "./pages/spa";
import { createFirstRenderer } from "./pages/first-render";
import { registerSharedListPage } from "./pages/shared-list/routes";
import { registerBookmarklet } from "./pages/bookmarklet";
import { registerUploads } from "./images/uploads";
import { createLocalImageStore } from "./images/local-image-store";
import { registerJobSweeper } from "./background/job-sweeper";
import { linkOrigin } from "./http/origin";
import { registerImageSweeper } from "./background/image-sweeper";
import { createRedisClient, redisConnected, redisHealth } from "./redis";
import { registerReadiness } from "./http/readiness";
import { registerSweepLeader } from "./background/sweep-leader";
import { createMemoryBus } from "@simmer/api";
import { createRedisBus } from "./events/redis-bus";
import { closeStreamsOnShutdown, EventStreams } from "./events/stream";

export interface ServerOptions {
  /** Where uploaded images live (DATA_DIR); a fresh temporary folder when absent. */
  dataDir?: string;
  db: Db;
  dbKind: DbKind;
  jwtSecret: string;
  /** The built web app to serve; null serves the API alone (tests, dev with Vite). */
  webDist?: string | null;
  authRateLimit?: { max: number; windowMs: number };
  /** Runs of the planner's engine per person (ADR 116); tests lower it to reach the limit. */
  planGenerationLimit?: { max: number; windowMs: number };
  /** REDIS_URL: login, route and plan-generation limits count in Redis, across instances (ADR 080); in memory when absent. */
  redisUrl?: string;
  logLevel?: string;
  trustProxy?: boolean;
  /** Where people reach the app; links we hand out start with it. Unset: each request's own origin. */
  publicUrl?: string;
  instacart?: { apiBase?: string; apiKey?: string | null; timeoutMs?: number };
  /** Where image bytes live; a folder under dataDir when absent (ADR 015). */
  imageStore?: ImageStore;
  /** Image storage per person, and how long an upload nothing uses is kept. */
  images?: { quotaBytes?: number; unusedGraceMs?: number };
  /**
   * Job liveness (ADR 019): this process's id (random when absent), its heartbeat timing, and on
   * PostgreSQL the handle's advisory lock that ends with the process.
   */
  jobs?: { instanceId?: string; beatEveryMs?: number; staleAfterMs?: number; holdLiveness?: DbHandle["holdLiveness"] };
  /** Spreadsheet imports that may run at once (IMPORT_CONCURRENCY, ADR 017). */
  imports?: { concurrency?: number };
  /**
   * Importing from the web (ADR 064, 065). `allowHosts`: WEB_IMPORT_ALLOW_HOSTS, `host:port` test
   * hosts reachable on private addresses (none by default). `timeoutMs` (15 s), `ports` ("any"
   * lets tests reach other ports on unlisted hosts) and `perMinute` (fetches per person per
   * minute) exist so tests need not wait; production keeps the defaults.
   */
  webImport?: { allowHosts?: readonly string[]; timeoutMs?: number; ports?: "standard" | "any"; perMinute?: number };
  /** Calls one shared list's link may make per minute (ADR 093); tests lower it to reach the limit. */
  sharedListPerMinute?: number;
  /**
   * Called with the new instance before anything is registered, so its hooks see every route:
   * the API tests check each /api answer against the OpenAPI document this way.
   */
  observe?: (app: FastifyInstance) => void;
}

/** Answers up to this size are compressed in one call: a 500-card Browse page, with room. */
const COMPRESS_IN_ONE_CALL_BYTES = 512 * 1024;

export const DEFAULT_IMAGE_QUOTA_BYTES = 200 * 1024 * 1024;
export const DEFAULT_UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_INSTACART_API_BASE = "https://connect.dev.instacart.tools";

/** What a REST handler needs: a tRPC caller acting as the request's user. */

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? "info" },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A batch's procedure names travel in one path parameter; the client keeps its URLs shorter.
    routerOptions: { maxParamLength: TRPC_BATCH.maxUrlLength },
  });

  options.observe?.(app);
  const redis = options.redisUrl ? createRedisClient(options.redisUrl) : null;
  if (redis) {
    app.addHook("onReady", async () => {
      if (!(await redisConnected(redis, 2_000))) app.log.warn("Redis is not answering yet: requests are not rate limited until it does");
    });
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
  }

  // Live notices (ADR 139): across instances through Redis when it is configured, in process otherwise.
  const events = redis && options.redisUrl ? createRedisBus(options.redisUrl, redis, app.log) : createMemoryBus();
  const streams = new EventStreams(events);
  closeStreamsOnShutdown(app, streams);
  app.addHook("onClose", async () => events.close());

  const images =
    options.imageStore ??
    createLocalImageStore(path.join(options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "simmer-data-")), "uploads"));
  const instanceId = options.jobs?.instanceId ?? crypto.randomUUID();
  const deps: ContextDeps = {
    images,
    redisHealth: redis ? () => redisHealth(redis) : undefined,
    events,
    worker: cluster.isWorker ? (cluster.worker?.id ?? null) : null,
    db: options.db,
    dbKind: options.dbKind,
    instanceId,
    tokens: createTokenService(options.jwtSecret),
    config: {
      publicUrl: null,
      instacart: {
        apiBase: (options.instacart?.apiBase ?? DEFAULT_INSTACART_API_BASE).replace(/\/+$/, ""),
        apiKey: options.instacart?.apiKey ?? null,
        timeoutMs: options.instacart?.timeoutMs ?? 10_000,
      },
      images: { quotaBytes: options.images?.quotaBytes ?? DEFAULT_IMAGE_QUOTA_BYTES },
      imports: { concurrency: options.imports?.concurrency ?? DEFAULT_IMPORT_CONCURRENCY },
      webImport: {
        allowHosts: options.webImport?.allowHosts ?? [],
        timeoutMs: options.webImport?.timeoutMs ?? webFetchLimits.timeoutMs,
        ports: options.webImport?.ports ?? "standard",
      },
    },
    webImportLimiter: createWebImportLimiter(options.webImport?.perMinute ?? WEB_IMPORT_LIMITS.perMinute),
    sharedListLimiter: createWebImportLimiter(options.sharedListPerMinute ?? SHARED_LIST_LIMITS.perMinute),
  };
  const depsFor = (request: FastifyRequest): ContextDeps => ({
    ...deps,
    config: { ...deps.config, publicUrl: linkOrigin(request, options.publicUrl) },
  });

  await registerTransportHeaders(app);
  // Answers held whole in memory (every JSON answer) are compressed in one call rather than
  // through a zlib stream each, which cost more than the compression itself (ADR 085).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    syncThreshold: COMPRESS_IN_ONE_CALL_BYTES,
    // Quality 3 costs half of 4 on a Browse page and gives within 2% of its size; a 256 KB window
    // (not 4 MB) spares allocating a large encoder per answer.
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await registerRateLimits(app, redis);
  const credentialLimit = registerCredentialLimit(app, {
    max: options.authRateLimit?.max ?? 10,
    windowMs: options.authRateLimit?.windowMs ?? 60_000,
  });
  const planGenerationLimit = createCallLimit(app, {
    name: "plan-generation",
    max: options.planGenerationLimit?.max ?? PLAN_LIMITS.generatePerMinute,
    windowMs: options.planGenerationLimit?.windowMs ?? 60_000,
  });

  // Household invites are 256-bit tokens; counting tries per person keeps even a leaked prefix useless (ADR 127).
  const inviteLimit = createCallLimit(app, { name: "household-invite", max: 20, windowMs: 60_000 });

  const contextFor = memoiseContexts((request: FastifyRequest) =>
    createContext(depsFor(request), {
      authorization: request.headers.authorization,
      countCredentialAttempt: () => credentialLimit.count(request),
      countPlanGeneration: (personId) => planGenerationLimit.count(request, `person:${personId}`),
      countInviteAttempt: (personId) => inviteLimit.count(request, `person:${personId}`),
    }),
  );

  app.setErrorHandler(handleRestError);
  registerInputGuard(app);
  registerUploads(app, images);
  registerJobSweeper(app, options.db, { ...options.jobs, instanceId, dbKind: options.dbKind });
  const sweepLeader = registerSweepLeader(app, options.jobs?.holdLiveness);
  registerImageSweeper(app, options.db, images, options.images?.unusedGraceMs ?? DEFAULT_UNUSED_IMAGE_GRACE_MS, sweepLeader);
  registerSessionSweeper(app, options.db, sweepLeader);
  registerReadiness(app, () => warmBrowseIndex(options.db));

  await app.register(async (trpc) => {
    trpc.addHook("onRequest", onlyTrpcMethods);
    trpc.addHook("onRequest", requireUserForTrpc(contextFor));
    registerTrpcBodyLimits(trpc);
    await trpc.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: ({ req }) => contextFor(req),
        maxBatchSize: TRPC_BATCH.maxItems,
        onError: ({ error, path }) => {
          if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "procedure failed");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });

  // The stream checks its credential again later: a context built anew, not the request's cached one.
  const freshContextFor = (request: FastifyRequest) =>
    createContext(depsFor(request), { authorization: request.headers.authorization, countCredentialAttempt: async () => true });
  const openApi = await registerRestAdapter(app, contextFor, { freshContextFor, streams });
  await registerApiDocsPage(app, openApi);

  await registerBookmarklet(app, options.webDist ?? null);
  // The shared page is the link's, not a signed-in person's: an Authorization header sent along
  // (a stale token included) neither helps nor refuses it (ADR 093, 119).
  const linkHolderContextFor = (request: FastifyRequest) =>
    createContext(depsFor(request), {
      authorization: undefined,
      countCredentialAttempt: () => credentialLimit.count(request),
      countPlanGeneration: (personId) => planGenerationLimit.count(request, `person:${personId}`),
      countInviteAttempt: (personId) => inviteLimit.count(request, `person:${personId}`),
    });
  await registerSharedListPage(app, callerFrom(linkHolderContextFor));
  // A signed-in screen's first render signs in with the session cookie, and only reads (ADR 146).
  const firstRender = options.webDist
    ? createFirstRenderer(
        options.webDist,
        (request, token) => createContext(depsFor(request), { authorization: `Bearer ${token}`, countCredentialAttempt: async () => true }),
        app.log,
      )
    : null;
  await registerSpa(app, options.webDist ?? null, async (request) => (await contextFor(request)).user !== null, firstRender);
  return app;
}
