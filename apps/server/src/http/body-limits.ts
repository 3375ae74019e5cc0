import { Transform } from "node:stream";
import { errorCodes, type FastifyInstance } from "fastify";
import { trpcCallPaths } from "./trpc-calls";

/** What any request body may hold (1 MB), unless a route below says otherwise. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * A recipe import's `{ url, html }` body: up to about 5 MB of page source (WEB_IMPORT_LIMITS.htmlMax
 * characters), which JSON-encoded as UTF-8 may take up to three bytes a character plus escapes.
 */
export const WEB_IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** tRPC procedures whose single call may carry the larger body; a batch never may. */
const LARGE_BODY_PROCEDURES = new Set(["recipes.importUrl"]);

function tooLarge(): Error {
  return new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
}

/** Passes bytes through until `limit`, then fails the stream the way Fastify's own limit does. */
function capped(limit: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > limit) return callback(tooLarge());
      return callback(null, chunk);
    },
  });
}

/**
 * /trpc has one route for every procedure, so Fastify's per-route limit cannot tell them apart:
 * the route accepts the larger body, and every call except a lone `recipes.importUrl` is held to
 * the default 1 MB here, by Content-Length at once and by counting otherwise.
 */
export function registerTrpcBodyLimits(trpc: FastifyInstance): void {
  trpc.addHook("onRoute", (route) => {
    route.bodyLimit = WEB_IMPORT_BODY_LIMIT;
  });
  trpc.addHook("preParsing", async (request, _reply, payload) => {
    const paths = trpcCallPaths(request) ?? [];
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
    const single = new URLSearchParams(query).get("batch") !== "1" && paths.length === 1;
    if (single && LARGE_BODY_PROCEDURES.has(paths[0]!)) return payload;
    const declared = Number(request.headers["content-length"] ?? Number.NaN);
    if (declared > DEFAULT_BODY_LIMIT) throw tooLarge();
    return payload.pipe(capped(DEFAULT_BODY_LIMIT));
  });
}
