/**
 * Live notice latency across instances (issue 26, ADR 139): two built instances (apps/server/dist,
 * `pnpm build` first) on one PostgreSQL database and one Redis; one person signed in twice. A
 * stream is open on instance B; device A ticks and unticks an item through instance A, one at a
 * time, and each latency is from just before A's request is sent to the notice read on B's stream
 * (`tickAnswered`: the same start to A's answer, the part that is the tick itself). Goal: p95 ≤ 1 s.
 *
 *   pnpm bench:events -- \
 *     --admin-url postgres://postgres@127.0.0.1:5432/postgres --db simmer_events_bench \
 *     --redis redis://127.0.0.1:6379/13 --ports 3161,3162 --ticks 200
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { openStream } from "../test/event-stream";

const args = new Map<string, string>();
const argv = process.argv.slice(2).filter((arg) => arg !== "--");
for (let i = 0; i < argv.length; i += 2) args.set(argv[i]?.replace(/^--/, "") ?? "", argv[i + 1] ?? "");
const adminUrl = args.get("admin-url") ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = args.get("db") ?? "simmer_events_bench";
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error("--db must be a plain lower-case name");
const redisUrl = args.get("redis") ?? "redis://127.0.0.1:6379/13";
const ports = (args.get("ports") ?? "3161,3162").split(",").map(Number);
const ticks = Number(args.get("ticks") ?? 200);
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist", "main.js");
if (!fs.existsSync(server)) throw new Error(`${server} is missing: run pnpm build first`);

const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

function start(port: number): ChildProcess {
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      WEB_CONCURRENCY: "1",
      JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "simmer-events-bench-")),
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "1000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function ready(base: string) {
  for (let i = 0; i < 1200; i += 1) {
    const ok = await fetch(`${base}/api/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} never became ready`);
}

async function json(base: string, method: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${dbName} with (force)`);
await admin.unsafe(`create database ${dbName}`);
const [portA = 3161, portB = 3162] = ports;
const a = `http://127.0.0.1:${portA}`;
const b = `http://127.0.0.1:${portB}`;
const first = start(portA);
await ready(a);
const second = start(portB);
await ready(b);
try {
  const email = `bench.${Date.now()}@example.com`;
  const password = "correct horse battery";
  await json(a, "POST", "/api/auth/signup", { email, password });
  const phone = { authorization: `Bearer ${(await json(a, "POST", "/api/auth/login", { email, password })).token as string}` };
  const laptop = { authorization: `Bearer ${(await json(b, "POST", "/api/auth/login", { email, password })).token as string}` };
  const uid = crypto.randomUUID();
  const device = crypto.randomUUID();
  const send = (command: object) =>
    json(
      a,
      "POST",
      "/api/shopping/commands",
      { device_id: device, commands: [{ id: crypto.randomUUID(), uid, at: new Date().toISOString(), ...command }] },
      phone,
    );
  await send({ type: "add", name: "milk" });

  const stream = await openStream(b, laptop);
  await stream.next((e) => e.event === "ready");
  await stream.next((e) => e.event === "change", 30_000).catch(() => undefined);
  const latencies: number[] = [];
  const answers: number[] = [];
  let version = 0;
  for (let i = 0; i < ticks; i += 1) {
    const arrived = stream.next((e) => e.event === "change", 30_000);
    const sent = performance.now();
    const answer = await send({ type: i % 2 === 0 ? "tick" : "untick", base_version: version });
    answers.push(performance.now() - sent);
    await arrived;
    latencies.push(performance.now() - sent);
    version = ((answer.results as Array<{ item: { version: number } }>)[0]?.item.version ?? version) as number;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  stream.close();
  const sorted = [...latencies].sort((x, y) => x - y);
  const answered = [...answers].sort((x, y) => x - y);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    JSON.stringify(
      {
        ticks,
        median: fmt(percentile(sorted, 50)),
        p95: fmt(percentile(sorted, 95)),
        max: fmt(sorted.at(-1) ?? NaN),
        min: fmt(sorted[0] ?? NaN),
        tickAnswered: { median: fmt(percentile(answered, 50)), p95: fmt(percentile(answered, 95)) },
        loadAverage: os.loadavg().map((l) => l.toFixed(2)),
      },
      null,
      2,
    ),
  );
} finally {
  first.kill("SIGTERM");
  second.kill("SIGTERM");
  await Promise.all([first, second].map((child) => new Promise((resolve) => child.once("exit", resolve))));
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
