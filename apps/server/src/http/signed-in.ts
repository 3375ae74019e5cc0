import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { AUTH_MESSAGES } from "@simmer/contracts";
import { SIGNED_OUT_PROCEDURES, type Context } from "@simmer/api";
import { apiError } from "./errors";
import { trpcCallPaths, trpcErrorBody } from "./trpc-calls";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers signed-out visitors too; every other /api route needs a user. */
    signedOut?: boolean;
  }
}

export type ContextFor = (request: FastifyRequest) => Promise<Context>;

/** Builds each request's context once, however many hooks and handlers ask for it. */
export function memoiseContexts(build: ContextFor): ContextFor {
  const contexts = new WeakMap<FastifyRequest, Promise<Context>>();
  return (request) => {
    let context = contexts.get(request);
    if (!context) {
      context = build(request);
      contexts.set(request, context);
    }
    return context;
  };
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * Answers now, without reading the body. Closing the connection afterwards stops the server from
 * draining a large upload it will never use.
 */
function refuseUnread(request: FastifyRequest, reply: FastifyReply, status: number, body: unknown) {
  if (carriesBody(request)) reply.header("connection", "close");
  return reply.code(status).send(body);
}

/**
 * onRequest hook for the /api routes: a route that needs a user answers 401 before its body is
 * read, so a signed-out client cannot make the server read (or parse) a large upload or JSON body.
 */
export function requireUserForApi(contextFor: ContextFor): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (request.routeOptions.config.signedOut) return;
    if ((await contextFor(request)).user) return;
    return refuseUnread(request, reply, 401, apiError(401, AUTH_MESSAGES.unauthenticated));
  };
}

/**
 * onRequest hook for /trpc: a write (a request with a body) that calls any procedure needing a user
 * answers 401 before the body is read. Reads without a body are left to tRPC, which answers each
 * call of a batch on its own. A procedure path that is not valid percent-encoding is a 400.
 */
export function requireUserForTrpc(contextFor: ContextFor): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const paths = trpcCallPaths(request);
    if (!paths) {
      const message = "The procedure name is not valid percent-encoding.";
      return refuseUnread(request, reply, 400, trpcErrorBody(request, [""], 400, "BAD_REQUEST", message));
    }
    if (!carriesBody(request)) return;
    if (paths.every((path) => SIGNED_OUT_PROCEDURES.has(path))) return;
    if ((await contextFor(request)).user) return;
    const body = trpcErrorBody(request, paths, 401, "UNAUTHORIZED", AUTH_MESSAGES.unauthenticated);
    return refuseUnread(request, reply, 401, body);
  };
}
