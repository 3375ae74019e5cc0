import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { z } from "zod";
import { ZApiError } from "@simmer/contracts";
import type { DeclaredRoute, RestApi } from "./route";

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: {
    securitySchemes: Record<string, { type: "http"; scheme: string; description: string }>;
    schemas: Record<string, JsonSchema>;
  };
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string }>;
};

export const API_VERSION = "1";

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends or gets. */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" });
  return rest;
}

/** `/recipes/:id` below /api → `/api/recipes/{id}`. */
export function openApiPath(url: string): string {
  return `/api${url.replace(/:(\w+)/g, "{$1}")}`;
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
  }));
}

const ERROR_REF = { $ref: "#/components/schemas/ApiError" };

function operation(route: DeclaredRoute) {
  const success = {
    description: route.produces ? `The file (${route.produces}).` : "Success.",
    content: {
      [route.produces ?? "application/json"]: {
        schema: jsonSchema(route.response, "output"),
        ...(route.examples?.response !== undefined ? { example: route.examples.response } : {}),
      },
    },
  };
  const others = Object.fromEntries(
    Object.entries(route.otherResponses).map(([status, { description, schema }]) => [
      status,
      { description, content: { "application/json": { schema: jsonSchema(schema, "output") } } },
    ]),
  );
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    // Signed-out routes take a token too (the answer may then include the person's own data).
    security: route.signedOut ? [{}, { bearer: [] }] : [{ bearer: [] }],
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.form ? (route.consumes ?? "multipart/form-data") : "application/json"]: {
                schema: jsonSchema(route.body, "input"),
                ...(route.examples?.body !== undefined ? { example: route.examples.body } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(route.status)]: success,
      ...others,
      default: {
        description:
          "Any failure, in one shape: 400 invalid input (the message names the field), 401 no valid token, 404 not found or not yours, 409, 413 too large, 429 too many attempts, 500 our fault.",
        content: {
          "application/json": {
            schema: ERROR_REF,
            example: { error: "title is required.", message: "title is required.", code: "BAD_REQUEST" },
          },
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every declared /api route, written from their zod schemas. */
export function openApiDocument(routes: readonly DeclaredRoute[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Simmer API",
      version: API_VERSION,
      description: [
        "The REST paths of Simmer, for scripts and other programs. Every path answers JSON; failures answer the `ApiError` shape.",
        "",
        "Authenticate with `Authorization: Bearer <token>`: a session token from `POST /api/auth/login`, or a personal access token where the instance offers them (sent the same way).",
        "Another person's data always answers 404.",
      ].join("\n"),
    },
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "A session token from POST /api/auth/login, or a personal access token. Send it as `Authorization: Bearer <token>`.",
        },
      },
      schemas: { ApiError: jsonSchema(ZApiError, "output") },
    },
    security: [{ bearer: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
  };
}

/**
 * GET /api/openapi.json, written once from the declarations after every route is registered.
 * Call last in the /api scope.
 */
export function registerOpenApiJson(api: RestApi): () => OpenApiDocument {
  let document: OpenApiDocument | null = null;
  const current = () => (document ??= openApiDocument(api.routes));
  api.route({
    method: "GET",
    url: "/openapi.json",
    tag: "Server",
    summary: "This document",
    signedOut: true,
    response: z.record(z.string(), z.unknown()),
    handler: async () => current(),
  });
  return current;
}

/**
 * The reference page at /api/docs (@fastify/swagger-ui, its assets served from our origin), in a
 * scope of its own: it is open to visitors and outside the /api sign-in hook. ADR 072.
 */
export async function registerApiDocsPage(app: FastifyInstance, document: () => OpenApiDocument): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(swagger, { mode: "static", specification: { document: document() } });
    await scope.register(swaggerUi, {
      routePrefix: "/api/docs",
      uiConfig: { deepLinking: true, docExpansion: "list", defaultModelsExpandDepth: 0, layout: "BaseLayout" },
      theme: { title: "Simmer API reference" },
    });
  });
}
