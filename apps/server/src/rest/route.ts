import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Caller, CallerFor } from "./caller";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a route reads from the request, each a zod schema from @simmer/contracts. */
type Part = z.ZodType | undefined;
type Parsed<S extends Part> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One /api route: its place in the reference (summary, tag), what it reads and what it answers.
 * The same schemas type the handler, validate the request and write the OpenAPI document.
 */
export interface ApiRoute<P extends Part, Q extends Part, B extends Part, R extends z.ZodType> {
  method: HttpMethod;
  /** Fastify's syntax below /api: `/recipes/:id`. */
  url: string;
  summary: string;
  description?: string;
  tag: string;
  /** The route answers signed-out visitors too (no bearer token needed). */
  signedOut?: boolean;
  /** Calls one client address may make in a window, for this route alone (429 beyond). */
  rateLimit?: { max: number; windowMs: number };
  params?: P;
  query?: Q;
  /**
   * The JSON body. With `form: true` the handler reads a multipart form itself (or JSON) and
   * the schema only documents the form's fields; the helper does not parse it.
   */
  body?: B;
  form?: boolean;
  /**
   * With `form: true`, the body's media type when it is not a multipart form (say a zip sent
   * as the raw body); the handler reads it itself.
   */
  consumes?: string;
  /** A larger body than the server's default, for this route alone (bytes). */
  bodyLimit?: number;
  /** The success status; 200 when absent. */
  status?: 200 | 201 | 202;
  response: R;
  /** A non-JSON success answer (a file): its media type. The handler sends it through `reply`. */
  produces?: string;
  /** Answers besides the success status and the error body, e.g. a 409 that carries more. */
  otherResponses?: Record<number, { description: string; schema: z.ZodType }>;
  /** Example bodies for the reference page. */
  examples?: { body?: unknown; response?: unknown };
  handler: (input: {
    params: Parsed<P>;
    query: Parsed<Q>;
    body: Parsed<B>;
    caller: Caller;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.output<R> | FastifyReply>;
}

/** Any declared route, as the OpenAPI writer reads it. */
export interface DeclaredRoute {
  method: HttpMethod;
  url: string;
  summary: string;
  description?: string;
  tag: string;
  signedOut: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  form: boolean;
  consumes?: string;
  status: number;
  response: z.ZodType;
  produces?: string;
  otherResponses: Record<number, { description: string; schema: z.ZodType }>;
  examples?: { body?: unknown; response?: unknown };
}

function parseInto(schema: z.ZodType | undefined, value: unknown, issues: z.core.$ZodIssue[]): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  issues.push(...result.error.issues);
  return undefined;
}

/**
 * The typed way to add an /api route (ADR 072). Parses params, query and body with the contract's
 * schemas (a failure is one 400 naming every field), hands the handler typed values and the
 * request's tRPC caller, answers `status` with what the handler returns, and records the route
 * for /api/openapi.json. Every /api route goes through here; a test checks none is missing.
 */
export class RestApi {
  constructor(
    readonly scope: FastifyInstance,
    private readonly callerFor: CallerFor,
    readonly routes: DeclaredRoute[] = [],
  ) {}

  /** The same declarations, registered on a child scope (one with its own plugins). */
  within(scope: FastifyInstance): RestApi {
    return new RestApi(scope, this.callerFor, this.routes);
  }

  /**
   * Records a route that is served outside the adapter, for the document only: /api/ready answers
   * from app.ts's readiness hooks, before and after the rest of the app can.
   */
  describe(route: Omit<DeclaredRoute, "signedOut" | "form" | "otherResponses"> & Partial<Pick<DeclaredRoute, "otherResponses">>): void {
    this.routes.push({ ...route, signedOut: true, form: false, otherResponses: route.otherResponses ?? {} });
  }

  route<P extends Part = undefined, Q extends Part = undefined, B extends Part = undefined, R extends z.ZodType = z.ZodType>(
    spec: ApiRoute<P, Q, B, R>,
  ): void {
    this.routes.push({
      method: spec.method,
      url: spec.url,
      summary: spec.summary,
      description: spec.description,
      tag: spec.tag,
      signedOut: spec.signedOut ?? false,
      params: spec.params,
      query: spec.query,
      body: spec.body,
      form: spec.form ?? false,
      consumes: spec.consumes,
      status: spec.status ?? 200,
      response: spec.response,
      produces: spec.produces,
      otherResponses: spec.otherResponses ?? {},
      examples: spec.examples,
    });
    const status = spec.status ?? 200;
    this.scope.route({
      method: spec.method,
      url: spec.url,
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
      config: {
        signedOut: spec.signedOut ?? false,
        ...(spec.rateLimit ? { rateLimit: { max: spec.rateLimit.max, timeWindow: spec.rateLimit.windowMs } } : {}),
      },
      handler: async (request, reply) => {
        const issues: z.core.$ZodIssue[] = [];
        const params = parseInto(spec.params, request.params ?? {}, issues);
        const query = parseInto(spec.query, request.query ?? {}, issues);
        const body = spec.form ? undefined : parseInto(spec.body, request.body ?? {}, issues);
        if (issues.length > 0) throw new z.ZodError(issues);
        const caller = await this.callerFor(request);
        // Each part is present exactly when its schema is: parseInto returned its parsed value.
        const result = await spec.handler({
          params: params as Parsed<P>,
          query: query as Parsed<Q>,
          body: body as Parsed<B>,
          caller,
          request,
          reply,
        });
        // A handler that answered through `reply` itself (a file, a stream) is done; `reply` is a
        // thenable, so an async handler returning it resolves to undefined once the answer has ended.
        if (result === reply || reply.sent) return reply;
        return reply.code(status).send(result);
      },
    });
  }
}
