import fc from "fast-check";
import { SignJWT } from "jose";
import type { z } from "zod";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@simmer/api";
import { signUpAndLogIn, startTestApp, TEST_SECRET, type TestApp } from "./harness";
import { sampleRecipe } from "./recipes-fixtures";
import { eq } from "drizzle-orm";
import { planRules, recipes } from "@simmer/db";
import {
  anyJson,
  arbitraryFor,
  bodyTextFor,
  extremePlanRules,
  fieldNamesOf,
  hostileId,
  hostileText,
  planScope,
  restoreArchiveArb,
  useKnownIds,
  type RestoreArchiveCase,
} from "./fuzz-arbitraries";
import { archiveRecipe, inflatingTo, manifest, zipOf, type EntryBody } from "./backup-archives";
import { insertFixtureRecipe } from "./carts-fixtures";

/**
 * Property-based fuzzing of every tRPC procedure and every REST route (issue: no 5xx, no stack and
 * no SQL in any answer). Both lists are read from the running server, so a new route or procedure
 * is fuzzed without anyone adding it here. Inputs are shaped by each procedure's zod contract with
 * hostile values mixed in at every leaf: ids past 2^31-1, NUL bytes, lone surrogates, deep
 * nesting, long strings, wrong types, malformed JSON. The seed and counts are fixed.
 *
 * Nothing is left out. Routes that need care get it, openly:
 * - logging out (auth.logout, auth.logoutAll and their /api paths) would end the session every
 *   other request uses, so those calls sign in a separate person afresh each time;
 * - the upload routes (/api/upload, /api/recipes/add, /api/recipes/edit/:id,
 *   /api/recipes/import/start) also get multipart bodies with random bytes and hostile fields;
 * - images.upload and recipes.importStart take bytes handed over in-process by the REST upload
 *   routes; over HTTP they are fuzzed like the rest (and can only answer 400);
 * - /trpc/:path is fuzzed per procedure (GET for queries, POST for mutations, alone and batched)
 *   and once more as a route, with every method and made-up procedure names.
 */

// Fixed for `pnpm test`; FUZZ_SEED and FUZZ_RUNS explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS_PER_PROCEDURE = Number(process.env.FUZZ_RUNS ?? 20);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

type Schema = z.ZodType;
interface Procedure {
  _def: { type: "query" | "mutation" | "subscription"; inputs: Schema[] };
}
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>).sort(([a], [b]) => a.localeCompare(b));
const contractInputs = procedures.flatMap(([, p]) => p._def.inputs);
const fieldNames = fieldNamesOf(contractInputs);
const ENDS_SESSION = new Set(["auth.logout", "auth.logoutAll", "/api/auth/logout", "/api/auth/logout-all"]);
const MULTIPART_ROUTES = new Set(["/api/upload", "/api/recipes/add", "/api/recipes/edit/:id", "/api/recipes/import/start"]);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpAndLogIn>>;
let leaver: { email: string; password: string };
/** Ids and tokens the owner really has, so generated requests reach real rows too. */
const owned = { ids: [] as number[], tokens: [] as string[], jobIds: [] as string[] };
const tokens: Record<string, string | null> = {};

interface Route {
  url: string;
  methods: string[];
}

/** The routes as the server itself lists them (Fastify's route tree, flattened). */
function listRoutes(tree: string): Route[] {
  const routes: Route[] = [];
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

/** Percent-encodes anything, lone surrogates included (as the bytes a client could send). */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return "%ED%A0%80";
        }
      })
      .join("");
  }
}

/** Answers by status class, to show the fuzz reaches handlers and not only validation. */
let tally: Record<string, number> = {};

async function check(method: string, url: string, res: LightMyRequestResponse, failures: string[]) {
  const body = res.body;
  const kind = `${Math.floor(res.statusCode / 100)}xx`;
  tally[kind] = (tally[kind] ?? 0) + 1;
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  if (/"stack"\s*:/.test(body)) problems.push("stack in body");
  if (
    res.statusCode >= 400 &&
    /\bselect\s+["*]|\bselect\b.*\bfrom\s+"|insert into|delete from|update "\w+" set|postgres|pglite|drizzle|node_modules|\/work\/|\bat \S+ \(/i.test(
      body,
    )
  ) {
    problems.push("internals in error body");
  }
  if (problems.length > 0) failures.push(`${method} ${url.slice(0, 160)} → ${problems.join(", ")}: ${body.slice(0, 300)}`);
  return problems.length === 0;
}

/** A fresh session of a second person, for the calls that end sessions. */
async function leaverAuth(): Promise<Record<string, string>> {
  const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: leaver });
  return { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}

const authArb = fc.constantFrom("owner", "owner", "owner", "none", "outOfRangeUser", "garbage");

async function headersFor(who: string, path: string): Promise<Record<string, string>> {
  if (ENDS_SESSION.has(path) && who === "owner") return leaverAuth();
  const token = tokens[who];
  return token ? { authorization: `Bearer ${token}` } : {};
}

let failures: string[] = [];

async function runProperty<T>(name: string, property: fc.IAsyncProperty<T>, numRuns: number) {
  const before = failures.length;
  try {
    await fc.assert(property, { seed: SEED, numRuns, endOnFailure: true });
  } catch (error) {
    if (failures.length === before) failures.push(`${name}: ${(error as Error).message.slice(0, 3000)}`);
  }
}

beforeAll(async () => {
  // Random links must never wait on the internet: any fetch that gets past the checks ends fast.
  // Plan generation is limited per person (ADR 116; tested in plan-limits.test.ts); here it must not
  // stop the fuzz from reaching the engine.
  t = await startTestApp({ webImport: { timeoutMs: 300 }, planGenerationLimit: { max: 100_000, windowMs: 60_000 } });
  owner = await signUpAndLogIn(t.app);
  const second = await signUpAndLogIn(t.app);
  leaver = { email: second.email, password: second.password };
  tokens.owner = owner.token;
  tokens.none = null;
  tokens.garbage = "not.a.token";
  // Validly signed, with a user id no integer column can hold (issue item 6).
  tokens.outOfRangeUser = await new SignJWT({ email: owner.email, sid: "00000000-0000-4000-8000-000000000000" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject("99999999999")
    .setIssuer("simmer")
    .setAudience("simmer-web")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(TEST_SECRET));

  // Data the owner has, so ids and tokens in generated requests sometimes hit real rows.
  const auth = owner.auth;
  const inject = async (options: InjectOptions) => (await t.app.inject({ ...options, headers: auth })).json() as Record<string, unknown>;
  const recipe = await inject({ method: "POST", url: "/api/recipes/add", payload: sampleRecipe() });
  const cart = await inject({ method: "POST", url: "/api/user-carts/add", payload: { name: "Week" } });
  await inject({ method: "POST", url: "/api/grocery-cart/add", payload: { recipe_id: recipe.recipe_id, cart_id: cart.id } });
  await inject({ method: "GET", url: `/api/grocery-cart/combined-ingredients?cart_ids=${cart.id}` });
  const row = await inject({ method: "POST", url: "/api/users-filters", payload: { header_title: "Fast" } });
  const journal = await inject({ method: "POST", url: "/api/journal", payload: { date: "2025-03-01", name: "Oats", calories: 150 } });
  const metric = await inject({
    method: "POST",
    url: "/api/metrics",
    payload: {
      name: "Sam",
      height: 70,
      weight: 180,
      dob: "1995-06-15",
      gender: "male",
      activityLevel: "moderately-active",
      entryDate: "2025-06-15",
      targetWeight: 165,
    },
  });
  const shared = await inject({ method: "POST", url: "/api/send-to-instacart", payload: {} });
  owned.ids = [recipe.recipe_id, cart.id, row.id, journal.id, metric.id, 1].filter((id): id is number => typeof id === "number");
  owned.tokens = typeof shared.token === "string" ? [shared.token] : [];
  expect(owned.ids.length).toBe(6);
  useKnownIds(owned.ids);
  expect(owned.tokens.length).toBe(1);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** An id-like value: one of the owner's, or a hostile one. */
const idArb = () => fc.oneof(fc.constantFrom(...owned.ids), hostileId, fc.integer({ min: 1, max: 100 }));

describe("fuzzing every input (fixed seed, bounded runs)", () => {
  it("answers every tRPC procedure without a 5xx, a stack or SQL", async () => {
    failures = [];
    tally = {};
    expect(procedures.length).toBeGreaterThan(50);
    for (const [path, procedure] of procedures) {
      const input = procedure._def.inputs[0];
      const value = input ? arbitraryFor(input) : anyJson;
      const property = fc.asyncProperty(authArb, bodyTextFor(value), fc.boolean(), async (who, text, batched) => {
        const headers = await headersFor(who, path);
        const isQuery = procedure._def.type === "query";
        const inputText = batched ? `{"0":${text}}` : text;
        const query = batched ? "?batch=1" : "";
        const res = isQuery
          ? await t.app.inject({ method: "GET", url: `/trpc/${path}${query}${query ? "&" : "?"}input=${encodePart(inputText)}`, headers })
          : await t.app.inject({
              method: "POST",
              url: `/trpc/${path}${query}`,
              headers: { ...headers, "content-type": "application/json" },
              payload: inputText,
            });
        return check(isQuery ? "GET" : "POST", `/trpc/${path} ${inputText}`, res, failures);
      });
      await runProperty(path, property, RUNS_PER_PROCEDURE);
    }
    expect(failures).toEqual([]);
    // Valid-shaped inputs get through to the procedures, not only the validators.
    expect(tally["2xx"] ?? 0).toBeGreaterThan(100);
  }, 300_000);

  it("answers every REST route without a 5xx, a stack or SQL", async () => {
    failures = [];
    tally = {};
    // The live notices stream (ADR 139) stays open for as long as its person is signed in, so a
    // signed-in GET never answers here; events.test.ts reads it with good, bad and hostile headers.
    const routes = listRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) => route.url !== "/api/events");
    expect(routes.length).toBeGreaterThan(45);
    expect(routes.map((r) => r.url)).toContain("/api/recipes/edit/:id");
    const bodyValue = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...contractInputs).chain((schema) => arbitraryFor(schema)) },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(anyJson, hostileId, hostileText), { maxKeys: 6 }) },
    );
    const queryArb = fc.dictionary(
      fc.oneof(fc.constantFrom(...fieldNames, "recipeId", "cartId", "cart_ids", "batch", "input"), hostileText),
      fc.oneof(hostileId.map(String), hostileText, fc.constantFrom(...owned.ids.map(String)), fc.array(hostileText, { maxLength: 2 })),
      { maxKeys: 4 },
    );
    for (const route of routes) {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const paramArb = (name: string): fc.Arbitrary<string> => {
        if (name === "token") return fc.oneof(fc.constantFrom(...owned.tokens), hostileText);
        if (name === "path")
          return fc.oneof(
            fc.constantFrom(...procedures.map(([p]) => p)),
            hostileText,
            fc.constant(
              procedures
                .slice(0, 12)
                .map(([p]) => p)
                .join(","),
            ),
          );
        if (name === "name") return fc.oneof(fc.constant("a".repeat(64) + ".webp"), hostileText);
        return fc.oneof(idArb().map(String), hostileText);
      };
      for (const method of route.methods) {
        const hasBody = !["GET", "HEAD", "OPTIONS", "TRACE"].includes(method);
        const multipart = hasBody && MULTIPART_ROUTES.has(route.url);
        const property = fc.asyncProperty(
          authArb,
          fc.tuple(...params.map(paramArb)),
          queryArb,
          bodyTextFor(bodyValue),
          multipart ? fc.option(multipartArb, { freq: 2 }) : fc.constant(null),
          fc.constantFrom(
            "application/json",
            "application/json",
            "application/json; charset=utf-8",
            "text/plain",
            "application/x-www-form-urlencoded",
          ),
          async (who, paramValues, query, text, form, contentType) => {
            let url = route.url;
            params.forEach((name, i) => (url = url.replace(`:${name}`, encodePart(paramValues[i] ?? ""))));
            const search = Object.entries(query)
              .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodePart(key)}=${encodePart(String(v))}`))
              .join("&");
            if (search) url += `?${search}`;
            const headers = await headersFor(who, route.url);
            const options: InjectOptions = { method: method as InjectOptions["method"], url, headers };
            if (form) Object.assign(options, { payload: form.payload, headers: { ...headers, ...form.headers } });
            else if (hasBody) Object.assign(options, { payload: text, headers: { ...headers, "content-type": contentType } });
            const res = await t.app.inject(options);
            return check(method, `${url} ${form ? "[multipart]" : hasBody ? text : ""}`, res, failures);
          },
        );
        await runProperty(`${method} ${route.url}`, property, RUNS_PER_ROUTE);
      }
    }
    expect(failures).toEqual([]);
    expect(tally["2xx"] ?? 0).toBeGreaterThan(100);
  }, 300_000);
});

describe("fuzzing restore with hostile archives", () => {
  /** Bombs are the same whatever the run: built once, each inflating just past its entry's cap. */
  const bombs = new Map<string, EntryBody>([
    ["kitchen.json", inflatingTo(5, '{"ingredients":["', '"],"equipment":[]}')],
    ["journal.json", inflatingTo(33, "[", "]", " ")],
    ["recipes.jsonl", inflatingTo(9, '{"title":"', '"}\n')],
  ]);

  async function archiveOf(c: RestoreArchiveCase): Promise<Buffer> {
    if (c.notAZip) return Buffer.from(c.notAZip);
    const entries: Record<string, EntryBody> = { ...c.documents };
    if (c.manifest !== "missing") {
      const base = manifest();
      entries["manifest.json"] =
        c.manifest === "foreign"
          ? JSON.stringify({ ...base, format: "other" })
          : c.manifest === "newer"
            ? JSON.stringify({ ...base, schema_version: 99 })
            : c.manifest === "garbage"
              ? "{"
              : JSON.stringify(base);
    }
    if (c.recipeLines.length)
      entries["recipes.jsonl"] = c.recipeLines
        .map((line) => (typeof line === "string" ? line : JSON.stringify(archiveRecipe(line))))
        .join("\n");
    if (c.bomb) entries[c.bomb] = bombs.get(c.bomb) as EntryBody;
    return zipOf(entries);
  }

  it("answers every archive without a 5xx or internals: bombs, broken JSON, wrong types, hostile recipes", async () => {
    failures = [];
    tally = {};
    // A restore goes only into an empty account: a fresh one replaces it whenever an archive restores.
    let restorer = await signUpAndLogIn(t.app);
    const property = fc.asyncProperty(restoreArchiveArb, async (c) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/account/restore",
        headers: { ...restorer.auth, "content-type": "application/zip" },
        payload: await archiveOf(c),
      });
      if (res.statusCode === 201) restorer = await signUpAndLogIn(t.app);
      return check("POST", `/api/account/restore ${JSON.stringify(c).slice(0, 300)}`, res, failures);
    });
    await runProperty("POST /api/account/restore", property, RUNS_PER_ROUTE * 3);
    expect(failures).toEqual([]);
    expect(tally["4xx"] ?? 0).toBeGreaterThan(RUNS_PER_ROUTE);
  }, 300_000);
});

describe("fuzzing the planner's extreme rules", () => {
  it("saves or refuses every combination with a 400, and generates from any stored rules without a 5xx or a slot over 50", async () => {
    failures = [];
    tally = {};
    const planner = await signUpAndLogIn(t.app);
    const auth = planner.auth;
    await t.app.inject({
      method: "POST",
      url: "/api/metrics",
      headers: auth,
      payload: {
        name: "Big",
        height: 70,
        weight: 180,
        dob: "1995-06-15",
        gender: "male",
        activityLevel: "very-active",
        entryDate: "2025-06-15",
        targetWeight: 165,
      },
    });
    for (let i = 0; i < 8; i++) {
      const id = await insertFixtureRecipe(t.handle.db, {
        title: `Fuzz feast ${i}`,
        servings: 4,
        ownerId: planner.user.id,
        tags: ["main"],
        lines: [{ name: `grain ${i}`, quantity: "1", unit: "cup" }],
      });
      await t.handle.db
        .update(recipes)
        .set({ calories: 400 + i * 50, protein: 30, carbs: 50, fat: 18, totalTimeMin: 20 })
        .where(eq(recipes.id, id));
    }
    const property = fc.asyncProperty(
      extremePlanRules,
      planScope,
      fc.constantFrom("rest", "trpc"),
      fc.boolean(),
      async (rules, what, door, stored) => {
        try {
          return await planOnce(rules, what, door, stored);
        } catch (error) {
          failures.push(`planner ${JSON.stringify({ rules, what, door, stored })} threw ${String(error).slice(0, 500)}`);
          return false;
        }
      },
    );
    async function planOnce(rules: Record<string, unknown>, what: Record<string, unknown>, door: string, stored: boolean) {
      if (stored) {
        // Rules as an older version may have stored them: the generator must clamp them itself.
        await t.handle.db.delete(planRules).where(eq(planRules.userId, planner.user.id));
        await t.handle.db.insert(planRules).values({ userId: planner.user.id, rules: JSON.parse(JSON.stringify(rules)) as unknown });
      } else {
        const saved =
          door === "rest"
            ? await t.app.inject({ method: "PUT", url: "/api/plans/rules", headers: auth, payload: rules })
            : await t.app.inject({ method: "POST", url: "/trpc/plans.rules.update", headers: auth, payload: rules });
        if (!(await check("PUT", `plans rules ${JSON.stringify(rules)}`, saved, failures))) return false;
        if (saved.statusCode !== 200 && saved.statusCode !== 400) failures.push(`rules ${JSON.stringify(rules)} → ${saved.statusCode}`);
      }
      const generated =
        door === "rest"
          ? await t.app.inject({ method: "POST", url: "/api/plans/2026-11-23/generate", headers: auth, payload: what })
          : await t.app.inject({
              method: "POST",
              url: "/trpc/plans.generate",
              headers: auth,
              payload: { weekStart: "2026-11-23", ...what },
            });
      if (!(await check("POST", `generate ${JSON.stringify({ rules, what, stored })}`, generated, failures))) return false;
      if (generated.statusCode === 200) {
        const week = (door === "rest" ? generated.json() : generated.json().result.data) as { slots: Array<{ servings: number }> };
        const most = Math.max(0, ...week.slots.map((slot) => slot.servings));
        if (most > 50) failures.push(`generate ${JSON.stringify({ rules, what })} → a slot of ${most} servings`);
      }
      return true;
    }
    await runProperty("planner extreme rules", property, RUNS_PER_PROCEDURE * 2);
    expect(failures).toEqual([]);
    expect(tally["2xx"] ?? 0).toBeGreaterThan(10);
  }, 300_000);
});

/** A multipart form: hostile text fields (some named like the recipe form's) and a file of random bytes. */
const multipartArb = fc
  .tuple(
    fc.dictionary(
      fc.oneof(fc.constantFrom(...Object.keys(sampleRecipe())), hostileText),
      fc.oneof(
        hostileText,
        anyJson.map((v) => JSON.stringify(v) ?? ""),
      ),
      { maxKeys: 5 },
    ),
    fc.constantFrom("file", "image", "other"),
    fc.uint8Array({ maxLength: 2048 }),
  )
  .map(([fields, fileField, bytes]) => {
    const boundary = "----simmerfuzz";
    const safe = (s: string) => s.replace(/["\r\n]/g, "_");
    const chunks: Buffer[] = [];
    for (const [key, value] of Object.entries(fields)) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safe(key)}"\r\n\r\n${value}\r\n`));
    }
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="f.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  });
