import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { describeIssues, type TApiError } from "@simmer/contracts";
import { ZodError } from "zod";
import { trpcCallPaths, trpcErrorBody } from "./trpc-calls";

const GENERIC = "Something went wrong on our side. Please try again.";

function codeForStatus(status: number): string {
  const known: Record<number, string> = {
    400: "BAD_REQUEST",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    409: "CONFLICT",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    429: "TOO_MANY_REQUESTS",
  };
  return known[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
}

export function apiError(status: number, message: string, code = codeForStatus(status)): TApiError {
  return { error: message, message, code };
}

/** tRPC's own error shape, one entry per call, for errors raised before tRPC runs (400, 413, 429). */
function trpcEnvelope(request: FastifyRequest, status: number, message: string) {
  return trpcErrorBody(request, trpcCallPaths(request) ?? [""], status, codeForStatus(status), message);
}

/** Turns anything thrown by a REST handler into the documented JSON error body. */
export function handleRestError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.code === "INTERNAL_SERVER_ERROR") {
      request.log.error({ err: error.cause ?? error }, "procedure failed");
      return reply.code(status).send(apiError(status, GENERIC));
    }
    const message = error.cause instanceof ZodError ? describeIssues(error.cause.issues) : error.message;
    return reply.code(status).send(apiError(status, message, error.code));
  }
  if (error instanceof ZodError) {
    return reply.code(400).send(apiError(400, describeIssues(error.issues)));
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (request.url.startsWith("/trpc/")) return reply.code(status).send(trpcEnvelope(request, status, error.message));
    return reply.code(status).send(apiError(status, error.message));
  }
  if (clientWentAway(error, reply)) {
    // A person closing a tab or a live stream mid-answer is not a fault of ours (the compressed
    // stream reports it as a premature close): said at info, and nothing more is sent.
    request.log.info({ code: (error as NodeJS.ErrnoException).code }, "the client went away before the answer was sent");
    if (reply.sent || reply.raw.headersSent) return reply;
    return reply.code(400).send(apiError(400, "The request ended before its answer was sent."));
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send(apiError(500, GENERIC));
}

/** The connection closed under the answer (or the request body) rather than anything failing here. */
function clientWentAway(error: Error, reply: FastifyReply): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET" || /^premature close$/i.test(error.message)) return true;
  // A request body cut off by the client surfaces as "aborted" on a connection already gone.
  return reply.raw.destroyed && /aborted/i.test(error.message);
}
