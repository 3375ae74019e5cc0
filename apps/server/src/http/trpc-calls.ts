import type { FastifyRequest } from "fastify";

/** The procedure paths a /trpc request names, decoded the way tRPC decodes them; null if malformed. */
export function trpcCallPaths(request: FastifyRequest): string[] | null {
  const raw = (request.params as { path?: string }).path ?? "";
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
  return new URLSearchParams(query).get("batch") === "1" ? path.split(",") : [path];
}

/** tRPC's error shape, one entry per call of a batch, for answers given before tRPC runs. */
export function trpcErrorBody(request: FastifyRequest, paths: string[], status: number, code: string, message: string) {
  const rpcCodes: Record<string, number> = {
    BAD_REQUEST: -32600,
    UNAUTHORIZED: -32001,
    PAYLOAD_TOO_LARGE: -32013,
    TOO_MANY_REQUESTS: -32029,
    METHOD_NOT_SUPPORTED: -32005,
  };
  const entry = (path: string | undefined) => ({
    error: { message, code: rpcCodes[code] ?? -32600, data: { code, httpStatus: status, ...(path ? { path } : {}) } },
  });
  const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
  return new URLSearchParams(query).get("batch") === "1" ? paths.map(entry) : entry(paths[0]);
}
