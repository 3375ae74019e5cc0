import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { createDb, type DbHandle } from "@simmer/db";
import { createServer, type ServerOptions } from "../src/app";
import { learnDocument, watchResponses } from "./contract";

export const TEST_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: in-memory PGlite, or a fresh PostgreSQL database.
 * `migrationsFolder` lets a migration test start from an older schema.
 */
export async function freshDatabase(migrationsFolder?: string): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== "postgres") {
    const handle = await createDb({ migrationsFolder });
    return { handle, drop: async () => {} };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `${testDatabasePrefix(base)}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 5, migrationsFolder });
  return {
    handle,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Test databases are named after the one TEST_DATABASE_URL names (`wp_x_test` gives
 * `wp_x_test_<random>`), so people sharing a server can tell theirs apart; `simmer_test` otherwise.
 */
export function testDatabasePrefix(base: string): string {
  const name = decodeURIComponent(new URL(base).pathname.slice(1));
  return /^[a-z][a-z0-9_]{0,40}$/.test(name) && name !== "postgres" ? name : "simmer_test";
}

export async function startTestApp(overrides: Partial<ServerOptions> = {}): Promise<TestApp> {
  const { handle, drop } = await freshDatabase();
  await handle.migrate();
  const app = await createServer({
    db: handle.db,
    dbKind: handle.kind,
    jwtSecret: TEST_SECRET,
    webDist: null,
    logLevel: "silent",
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    ...overrides,
    jobs: { holdLiveness: handle.holdLiveness, ...overrides.jobs },
    // Every /api answer of every API test is checked against the OpenAPI document (test/contract.ts).
    observe: (instance) => {
      watchResponses(instance);
      overrides.observe?.(instance);
    },
  });
  await app.ready();
  await learnDocument(app);
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "cook"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Signs a new user up and logs in, returning the bearer header to use. */
export async function signUpAndLogIn(app: FastifyInstance, email = uniqueEmail(), password = "correct horse battery") {
  const signup = await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password } });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  const body = login.json() as { token: string; user: { id: number; email: string } };
  return { email, password, token: body.token, user: body.user, auth: { authorization: `Bearer ${body.token}` } };
}
