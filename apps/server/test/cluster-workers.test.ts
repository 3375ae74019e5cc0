import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import postgres from "postgres";
import { catalogRecipes } from "@simmer/catalog";
import { freePort } from "./redis-server";

// WEB_CONCURRENCY (ADR 081): the built server, started as people start it, with several workers.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-cluster-"));
const bundle = path.join(work, "dist");
const onPostgres = process.env.TEST_DB === "postgres";

beforeAll(() => {
  const built = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: serverRoot,
    env: { ...process.env, SERVER_OUT_DIR: bundle },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  fs.mkdirSync(path.join(work, "web"));
  fs.writeFileSync(path.join(work, "web", "index.html"), "<!doctype html><title>Simmer</title>");
}, 120_000);
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, [path.join(bundle, "main.js")], {
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      WEB_DIST: path.join(work, "web"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** One request on a connection of its own, so the cluster may hand it to any worker. */
function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: url, agent: false, headers: { connection: "close" } }, (res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error("timed out")));
  });
}

async function until<T>(what: string, probe: () => Promise<T | null>, attempts = 600): Promise<T> {
  for (let i = 0; i < attempts; i += 1) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting: ${what}`);
}

/** The pids answering /api/health over fresh connections, until `count` different ones have. */
async function workerPids(port: number, count: number, except: number[] = []): Promise<number[]> {
  const seen = new Set<number>();
  return until(`${count} workers answering`, async () => {
    const res = await get(port, "/api/health");
    const body = JSON.parse(res.body) as { instance: { pid: number; worker: number | null } };
    expect(body.instance.worker).not.toBeNull();
    if (!except.includes(body.instance.pid)) seen.add(body.instance.pid);
    return seen.size >= count ? [...seen] : null;
  });
}

// Only the api-postgres project has a PostgreSQL server to start workers on.
if (onPostgres)
  describe("several workers on one port, on PostgreSQL", () => {
    const name = `simmer_test_${crypto.randomBytes(6).toString("hex")}`;
    let admin: ReturnType<typeof postgres>;
    let sql: ReturnType<typeof postgres>;
    beforeAll(async () => {
      admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
    });
    afterAll(async () => {
      await sql?.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it("both workers answer, start-up ran once, and a worker that dies is replaced", async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const port = await freePort();
      const server = start({ DATABASE_URL: url.toString(), WEB_CONCURRENCY: "2", PORT: String(port), DATABASE_POOL_SIZE: "4" });
      try {
        await until("ready", async () => ((await get(port, "/api/ready")).status === 200 ? true : null), 1_800);
        const pids = await workerPids(port, 2);
        expect(pids).not.toContain(server.child.pid);

        // Migrations and seeding ran once, in the primary: one catalogue, one set of foods.
        const [recipes] = await sql`select count(*)::int as n from recipes where owner_id is null`;
        expect(recipes?.n).toBe(catalogRecipes().length);
        const [migrations] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
        const journal = JSON.parse(fs.readFileSync(path.join(bundle, "migrations", "meta", "_journal.json"), "utf8")) as {
          entries: unknown[];
        };
        expect(migrations?.n).toBe(journal.entries.length);
        // Each worker is an instance of its own for job liveness (ADR 019).
        const instances = await until("two instance rows", async () => {
          const rows = await sql`select id from server_instances`;
          return rows.length === 2 ? rows : null;
        });
        expect(new Set(instances.map((r) => r.id)).size).toBe(2);

        const [victim] = pids;
        process.kill(victim!, "SIGKILL");
        const after = await workerPids(port, 2, [victim!]);
        expect(after).not.toContain(victim);
        expect((await get(port, "/api/ready")).status).toBe(200);

        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
        // Workers that stop cleanly say goodbye; the killed one's row is gone once a sweep saw it dead.
        const left = await sql`select id from server_instances`;
        expect(left.length).toBeLessThanOrEqual(1);
      } finally {
        if (server.child.exitCode === null) server.child.kill("SIGKILL");
      }
    }, 240_000);
  });

describe("worker count on the embedded database", () => {
  it("refuses more than one worker without DATABASE_URL, naming the variable", async () => {
    const server = start({ WEB_CONCURRENCY: "2", PORT: String(await freePort()) });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain("WEB_CONCURRENCY: more than one worker needs DATABASE_URL");
  }, 60_000);
});

// SHUTDOWN_DRAIN_MS (ADR 084): a stop says "not ready" first and keeps serving, so a load balancer
// checking /api/ready takes the instance out before it closes. The same code path on both databases.
if (!onPostgres)
  describe("stopping after a drain", () => {
    it("on SIGTERM, /api/ready answers 503 stopping while other requests are still served, then the process exits", async () => {
      const port = await freePort();
      const server = start({ PORT: String(port), DATA_DIR: path.join(work, "drain-data"), SHUTDOWN_DRAIN_MS: "5000" });
      try {
        await until("ready", async () => ((await get(port, "/api/ready")).status === 200 ? true : null), 1_800);
        server.child.kill("SIGTERM");
        const stopping = await until("ready to say stopping", async () => {
          const res = await get(port, "/api/ready");
          return res.status === 503 ? res : null;
        });
        expect(JSON.parse(stopping.body)).toEqual({ ready: false, state: "stopping" });
        const health = await get(port, "/api/health");
        expect(health.status).toBe(200);
        expect(JSON.parse(health.body)).toMatchObject({ status: "ok", instance: { pid: server.child.pid } });
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain("closing after the drain");
      } finally {
        if (server.child.exitCode === null) server.child.kill("SIGKILL");
      }
    }, 240_000);
  });
