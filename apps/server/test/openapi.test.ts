import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./harness";
import { checkAnswer, REFERENCE_PAGE } from "./contract";
import type { OpenApiDocument } from "../src/rest/openapi";

/**
 * GET /api/openapi.json (issue 13): written from the routes' zod contracts at start, valid OpenAPI
 * 3.1 by an independent validator, covering every /api route the server registers and every /api
 * original path. The reference page at /api/docs serves its assets from our origin.
 */

interface Operation {
  summary?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string; description: string }> };
}

/** The original /api paths (docs/product.md#api), as METHOD path. */
const SPEC_PATHS = [
  "POST /api/auth/signup",
  "POST /api/auth/login",
  "GET /api/recipes",
  "GET /api/recipes/{id}",
  "GET /api/recipe-details",
  "POST /api/recipes/add",
  "PUT /api/recipes/edit/{id}",
  "DELETE /api/recipes/delete/{id}",
  "GET /api/recipes/export",
  "POST /api/recipes/import/start",
  "GET /api/recipes/import/status/{jobId}",
  "POST /api/upload",
  "GET /api/equipment",
  "GET /api/user/equipment",
  "GET /api/ingredients",
  "GET /api/user/ingredients",
  "GET /api/ingredients-names",
  "GET /api/equipments-names",
  "POST /api/equipment/toggle",
  "POST /api/ingredients/toggle",
  "GET /api/users-filters",
  "POST /api/users-filters",
  "PUT /api/users-filters/{id}",
  "DELETE /api/users-filters/{id}",
  "POST /api/update-filter-order",
  "GET /api/user-carts",
  "POST /api/user-carts/add",
  "DELETE /api/user-carts/remove",
  "POST /api/user-carts/toggle-combined",
  "GET /api/grocery-cart/status",
  "GET /api/grocery-cart",
  "POST /api/grocery-cart/add",
  "DELETE /api/grocery-cart/remove",
  "PUT /api/grocery-cart/update",
  "POST /api/grocery-cart/mealplan",
  "GET /api/grocery-cart/combined-ingredients",
  "GET /api/grocery-ingredient",
  "PATCH /api/grocery-ingredient/{id}/toggle-send-off",
  "POST /api/send-to-instacart",
  "GET /api/metrics/all",
  "POST /api/metrics",
  "PUT /api/metrics/id/{id}",
  "DELETE /api/metrics/id/{id}",
  "GET /api/journal",
  "POST /api/journal",
  "PUT /api/journal/{id}",
  "DELETE /api/journal/{id}",
];

/** The routes as the server itself lists them (Fastify's route tree, flattened), as in the fuzz test. */
function listRoutes(tree: string): Array<{ url: string; methods: string[] }> {
  const routes: Array<{ url: string; methods: string[] }> = [];
  const prefixes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? "") + match[2];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    if (match[3]) routes.push({ url, methods: match[3].split(", ") });
  }
  return routes;
}

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(async () => {
  await t.close();
});

describe("/api/openapi.json", () => {
  it("is served to visitors, as JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(document.openapi).toBe("3.1.0");
  });

  it("is a valid OpenAPI 3.1 document by an independent validator", async () => {
    const validator = new Validator();
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const result = await validator.validate(res.json<Record<string, unknown>>());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents every /api route the server registers", () => {
    const registered = listRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.url.startsWith("/api/") && !REFERENCE_PAGE.test(r.url))
      .flatMap((r) => r.methods.filter((m) => m !== "HEAD" && m !== "OPTIONS").map((m) => `${m} ${r.url.replace(/:(\w+)/g, "{$1}")}`));
    expect(registered.length).toBeGreaterThan(40);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const missing = registered.filter((r) => !documented.has(r));
    // A route added with api.scope.get(...) instead of api.route({...}) shows up here by name.
    expect(missing, `routes registered but not in /api/openapi.json (declare them through RestApi.route): ${missing.join(", ")}`).toEqual(
      [],
    );
  });

  it("documents every original /api path", () => {
    const missing = SPEC_PATHS.filter((entry) => {
      const [method, path] = entry.split(" ") as [string, string];
      return !document.paths[path]?.[method.toLowerCase()];
    });
    expect(missing, `spec paths missing from /api/openapi.json: ${missing.join(", ")}`).toEqual([]);
  });

  it("carries bodies, the bearer scheme, the error shape and examples", () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.components.securitySchemes.bearer!.description).toMatch(/personal access token/);
    const signup = document.paths["/api/auth/signup"]!.post!;
    expect(JSON.stringify(signup.requestBody)).toContain('"password"');
    expect(JSON.stringify(signup.requestBody)).toContain('"example"');
    expect(signup.security).toEqual([{}, { bearer: [] }]);
    const add = document.paths["/api/recipes/add"]!.post!;
    expect(JSON.stringify(add.requestBody)).toContain("multipart/form-data");
    expect(JSON.stringify(add.responses["201"])).toContain('"ingredients"');
    for (const [path, ops] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path} has a summary`).toBeTruthy();
        expect(JSON.stringify(op.responses.default), `${method} ${path} documents the error shape`).toContain(
          "#/components/schemas/ApiError",
        );
      }
    }
  });
});

describe("/api/docs", () => {
  it("is a readable reference page whose scripts and styles come from our origin", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Simmer API reference");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source, "no asset from another origin").not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ method: "GET", url: new URL(source, "http://local/api/docs/").pathname });
      expect(asset.statusCode, source).toBe(200);
    }
    // No inline script anywhere: the CSP keeps script-src 'self'.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("shows this server's document", async () => {
    const served = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(document);
  });
});

describe("the contract check", () => {
  it("names an answer that differs from the document, and passes one that matches", async () => {
    const doc: OpenApiDocument = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const answer = { method: "GET", route: "/api/health", url: "/api/health", contentType: "application/json; charset=utf-8" };
    const health = (await t.app.inject({ method: "GET", url: "/api/health" })).payload;
    expect(checkAnswer(doc, { ...answer, status: 200, payload: health })).toBeNull();
    expect(checkAnswer(doc, { ...answer, status: 200, payload: JSON.stringify({ status: "fine" }) })).toMatch(
      /GET \/api\/health → 200: the body does not match/,
    );
    expect(checkAnswer(doc, { ...answer, status: 201, payload: health })).toMatch(/→ 201: the body does not match/);
    expect(checkAnswer(doc, { ...answer, route: "/api/made-up", status: 200, payload: "{}" })).toMatch(/not in \/api\/openapi.json/);
    expect(
      checkAnswer(doc, { ...answer, status: 400, payload: JSON.stringify({ error: "x", message: "x", code: "BAD_REQUEST" }) }),
    ).toBeNull();
  });
});
