import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import { INPUT_LIMITS, INPUT_MESSAGES, findUnsafeText, jsonNestingDepth, withoutUnsafeText } from "@simmer/contracts";
import { trpcCallPaths, trpcErrorBody } from "./trpc-calls";

/** A 400 raised by the input guard, answered in the shape of the path it came in on. */
export class InputRefused extends Error {
  readonly statusCode = 400;
}

/**
 * Parses JSON text from a client: its nesting is bounded before parsing (ADR 009), so no parser,
 * validator or serialiser further on can run out of stack on it. Malformed JSON is a 400.
 */
export function parseClientJson(text: string, what = "The request body"): unknown {
  if (jsonNestingDepth(text) > INPUT_LIMITS.jsonDepthMax) throw new InputRefused(INPUT_MESSAGES.tooDeep);
  try {
    return JSON.parse(text);
  } catch {
    throw new InputRefused(`${what} must be valid JSON.`);
  }
}

/**
 * The web import's page source (`html`) is what a browser showed: a stray NUL in it is dropped,
 * not refused (ADR 133). Only that field of that route and procedure; nothing else is loosened.
 */
const PAGE_SOURCE_ROUTE = "/api/recipes/import-url";
const PAGE_SOURCE_PROCEDURE = "recipes.importUrl";

function withCleanPageSource(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  if (typeof body.html === "string") return { ...body, html: withoutUnsafeText(body.html) };
  // A batch keys each call's input by its position.
  return Object.fromEntries(Object.entries(body).map(([key, input]) => [key, /^\d+$/.test(key) ? withCleanPageSource(input) : input]));
}

function refuseUnsafeText(value: unknown, path = "") {
  const problem = findUnsafeText(value, path);
  if (problem) throw new InputRefused(problem);
}

/**
 * Every client input is checked before any route sees it, so an endpoint added later is covered
 * too (the shared contracts check the same again, field by field):
 * - JSON bodies (/api): nesting bounded before parsing, then no string or key holding NUL or a
 *   lone surrogate, which PostgreSQL text cannot store;
 * - /trpc bodies and the `input` query of tRPC reads, which tRPC parses itself: the same checks
 *   on the raw text first;
 * - every query and path parameter, and any other text body: the same text checks.
 */
export function registerInputGuard(app: FastifyInstance) {
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text) > INPUT_LIMITS.jsonDepthMax) return done(new InputRefused(INPUT_MESSAGES.tooDeep), undefined);
    defaultJson(request, text, (error, json) => {
      if (error) return done(error, undefined);
      const parsed = request.routeOptions.url === PAGE_SOURCE_ROUTE ? withCleanPageSource(json) : json;
      const problem = findUnsafeText(parsed);
      return problem ? done(new InputRefused(problem), undefined) : done(null, parsed);
    });
  });

  app.addHook("preValidation", async (request) => {
    const isTrpc = request.routeOptions.url?.startsWith("/trpc/") ?? false;
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(query)) {
      if (!isTrpc || key !== "input") refuseUnsafeText(value, key);
      // A repeated `input` is checked in every copy, whichever one tRPC reads.
      else for (const text of [value].flat()) refuseUnsafeText(typeof text === "string" ? parseClientJson(text, "input") : text, "input");
    }
    refuseUnsafeText(request.params ?? {});
    // tRPC reads its body as text and parses it later: check it the same way first. Other text
    // bodies (text/plain) reach handlers as they are.
    if (typeof request.body === "string" && request.body !== "") {
      if (isTrpc && request.body.includes("\\u") && trpcCallPaths(request)?.includes(PAGE_SOURCE_PROCEDURE)) {
        const cleaned = withCleanPageSource(parseClientJson(request.body));
        refuseUnsafeText(cleaned);
        request.body = JSON.stringify(cleaned);
        return;
      }
      refuseUnsafeText(isTrpc ? parseClientJson(request.body) : request.body);
    }
  });
}

const TRPC_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * onRequest hook for /trpc: tRPC answers GET (queries) and POST (mutations); any other method
 * (TRACE, PUT, QUERY...) is a 405 here rather than an error inside the adapter.
 */
export const onlyTrpcMethods: onRequestAsyncHookHandler = async (request, reply) => {
  if (TRPC_METHODS.has(request.method)) return;
  const message = `Method ${request.method} is not supported; use GET for queries and POST for mutations.`;
  return reply
    .code(405)
    .header("allow", "GET, POST")
    .send(trpcErrorBody(request, trpcCallPaths(request) ?? [""], 405, "METHOD_NOT_SUPPORTED", message));
};
