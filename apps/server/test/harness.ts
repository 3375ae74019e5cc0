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
  // Each file's database is named after the one TEST_DATABASE_URL names (simmer_test when that is
  // the server's default), so runs that share a server keep to their own names.
  const given = new URL(base).pathname.slice(1).toLowerCase().replace(/[^a-z0-9_]/g, "");
  const name = `${given && given !== "postgres" ? given : "simmer_test"}_${crypto.randomBytes(6).toString("hex")}`;
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
