import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { OpenApiDocument } from "../src/rest/openapi";

/**
 * The contract check (issue 13): every /api answer any API test receives is validated against
 * what /api/openapi.json documents for its route, method and status, with Ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1). Answers the document does not describe are violations too.
 * The harness attaches `watchResponses` to every test server; test/contract-setup.ts fails the
 * file's run when anything was collected.
 */

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
}
interface ResponseDoc {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, ResponseDoc>;
}

const violations: string[] = [];

/** Everything collected since the last call, emptied. */
export function takeViolations(): string[] {
  return violations.splice(0, violations.length);
}

// ajv-formats is CommonJS: its default export arrives wrapped or not depending on the loader.
const addFormats = ("default" in addFormatsModule ? addFormatsModule.default : addFormatsModule) as typeof addFormatsModule.default;

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addFormat("binary", true);

/** Each watched server's own document, learnt once it is ready. */
const documents = new WeakMap<FastifyInstance, { document: OpenApiDocument | null }>();
const compiled = new WeakMap<OpenApiDocument, Map<string, ValidateFunction>>();

/** The reference page and its assets are served by @fastify/swagger-ui, not declared routes. */
export const REFERENCE_PAGE = /^\/api\/docs(\/|$)/;

function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, "{$1}");
}

function resolve(document: OpenApiDocument, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const name = ref.replace("#/components/schemas/", "");
  const target = document.components.schemas[name];
  if (!target) throw new Error(`unresolvable ${ref}`);
  return target;
}

function validatorFor(document: OpenApiDocument, key: string, schema: Json): ValidateFunction {
  let cache = compiled.get(document);
  if (!cache) {
    cache = new Map();
    compiled.set(document, cache);
  }
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(resolve(document, schema));
    cache.set(key, validate);
  }
  return validate;
}

function payloadText(payload: unknown): string | null {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return null;
}

/** Checks one answer; returns the problem, or null. */
export function checkAnswer(
  document: OpenApiDocument,
  answer: { method: string; route: string | undefined; url: string; status: number; contentType: string; payload: unknown },
): string | null {
  const where = `${answer.method} ${answer.route ?? answer.url} → ${answer.status}`;
  let operation: Operation | undefined;
  if (answer.route === undefined) {
    // No route matched: the unknown-path answer (401/404), which must be the error shape.
    operation = { responses: { default: { content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } } } };
  } else {
    const path = document.paths[openApiPath(answer.route)] as Record<string, Operation> | undefined;
    operation = path?.[answer.method.toLowerCase()];
    if (!operation) return `${where}: the route is not in /api/openapi.json`;
  }
  const response = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!response) return `${where}: the status is not documented`;
  const mediaType = answer.contentType.split(";")[0]!.trim().toLowerCase();
  const documented = response.content?.[mediaType];
  if (!documented)
    return `${where}: answered ${mediaType || "no content type"}, documented ${Object.keys(response.content ?? {}).join(", ") || "nothing"}`;
  if (mediaType !== "application/json" || !documented.schema) return null;
  const text = payloadText(answer.payload);
  if (text === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where}: the body is not JSON`;
  }
  const statusKey = operation.responses[String(answer.status)] ? String(answer.status) : "default";
  const validate = validatorFor(document, `${answer.method} ${answer.route ?? "?"} ${statusKey}`, documented.schema);
  if (validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`)
    .join("; ");
  return `${where}: the body does not match the documented schema: ${errors}. Body: ${text.slice(0, 300)}`;
}

async function check(known: { document: OpenApiDocument | null }, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const document = known.document;
  const url = request.url.split("?")[0]!;
  if (!document || !url.startsWith("/api/") || REFERENCE_PAGE.test(url) || request.method === "HEAD") return payload;
  const route = request.routeOptions.url;
  const problem = checkAnswer(document, {
    method: request.method,
    route: route === undefined ? undefined : route,
    url,
    status: reply.statusCode,
    contentType: String(reply.getHeader("content-type") ?? ""),
    payload,
  });
  if (problem) violations.push(problem);
  return payload;
}

/** Attaches the check to a new server (ServerOptions.observe). */
export function watchResponses(app: FastifyInstance): void {
  const known = { document: null };
  documents.set(app, known);
  app.addHook("onSend", (request, reply, payload) => check(known, request, reply, payload));
}

/** Hands the server's own document to the check, once the server is ready. */
export async function learnDocument(app: FastifyInstance): Promise<void> {
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}`);
  const known = documents.get(app);
  if (known) known.document = res.json();
}
