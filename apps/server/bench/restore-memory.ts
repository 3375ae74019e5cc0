/**
 * Memory of hostile restores (issue 25, ADR 112). Starts the real server (src/main.ts, on an
 * embedded PGlite in a temporary folder, with the production heap flag), signs up four people and
 * sends each, at the same moment, a hostile archive:
 *   - `bomb`: 250 KB whose kitchen.json inflates to 250 MB (the shape of issue 25);
 *   - `full`: metrics.json and journal.json filled with valid rows up to their caps, the last
 *     journal row broken, so the restore is refused only after holding everything it may hold.
 * The server's resident memory is read from /proc every 20 ms; each round prints the answers, the
 * wall time and the RSS figures (before, median, p95 and peak while the four run).
 *
 *   pnpm bench:restore-memory                      # both shapes, 3 rounds each, port 4110
 *   pnpm bench:restore-memory --rounds 5 --port 4111 --shapes bomb
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import yazl from "yazl";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const ROUNDS = Number(args.get("rounds") ?? 3);
const PORT = Number(args.get("port") ?? 4110);
const INFLATED_MB = 250;
const SHAPES = (args.get("shapes") ?? "bomb,full").split(",");
const AT_ONCE = 4;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = `http://127.0.0.1:${PORT}`;

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const manifest = () => ({
  format: "simmer-backup",
  schema_version: 1,
  app_version: "0.13.0",
  created_at: new Date().toISOString(),
  counts: {},
});

/** JSON rows joined into an array of about `bytes` bytes, the last one replaced by `last`. */
function* rowsUpTo(bytes: number, row: (n: number) => unknown, last: string) {
  yield Buffer.from("[");
  let size = 1;
  for (let n = 0; ; n += 1) {
    const text = JSON.stringify(row(n));
    if (size + text.length + 200 > bytes) break;
    size += text.length + 1;
    yield Buffer.from(`${text},`);
  }
  yield Buffer.from(`${last}]`);
}

/** `full`: every row valid up to the documents' caps, refused only at the very last row. */
async function fullArchive(file: string) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest())), "manifest.json");
  const at = "2025-03-01T08:00:00.000Z";
  const metric = (n: number) => ({
    name: `Sam ${n}`,
    height: 70,
    weight: 180,
    dob: "1995-06-15",
    gender: "male",
    activity_level: "moderately-active",
    goal: "fat loss",
    entry_date: "2025-06-15",
    target_weight: 165,
    bmi: 25.8,
    bmr: 1800,
    maintenance_calories: 2500,
    calories_passive: 2200,
    calories_aggressive: 2000,
    time_to_goal_passive: 30,
    time_to_goal_aggressive: 20,
    protein_passive: 150,
    carbs_passive: 200,
    fat_passive: 70,
    protein_aggressive: 160,
    carbs_aggressive: 180,
    fat_aggressive: 60,
    water_intake: 3,
    sodium_intake: 2300,
    cholesterol_intake: 300,
    fiber_intake: 30,
    created_at: at,
  });
  const meal = (n: number) => ({
    date: "2025-03-01",
    entry_time: "08:15",
    meal: "Breakfast",
    name: `Oatmeal ${n}`,
    serving_size: 2,
    calories: 300,
    protein: 10,
    carbs: 54,
    fat: 6,
    sat_fat: 1,
    trans_fat: 0,
    cholesterol: 0,
    sodium: 100,
    added_sugars: 2,
    fiber: 8,
    sugar: 2,
    total_weight: 250,
    created_at: at,
  });
  zip.addReadStream(Readable.from(rowsUpTo(16 * 1024 * 1024, metric, JSON.stringify(metric(0)))), "metrics.json");
  zip.addReadStream(Readable.from(rowsUpTo(32 * 1024 * 1024, meal, '{"date": "not a date"}')), "journal.json");
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(file));
}

/** `bomb`: a valid manifest and a kitchen.json of one enormous ingredient name. */
async function bombArchive(file: string) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest())), "manifest.json");
  const chunk = Buffer.alloc(1024 * 1024, "a");
  zip.addReadStream(
    Readable.from(
      (function* () {
        yield Buffer.from('{"ingredients":["');
        for (let i = 0; i < INFLATED_MB; i += 1) yield chunk;
        yield Buffer.from('"],"equipment":[]}');
      })(),
    ),
    "kitchen.json",
  );
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(file));
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const server = spawn(process.execPath, ["--max-old-space-size=768", "--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...inherited,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "1000",
      JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await sleep(250);
  }
  throw new Error("the server did not become ready");
}

async function signUp(n: number): Promise<string> {
  const email = `restore-bench-${process.pid}-${n}-${Date.now()}@example.com`;
  const password = "correct horse battery";
  const json = { "content-type": "application/json" };
  const signup = await fetch(`${base}/api/auth/signup`, { method: "POST", headers: json, body: JSON.stringify({ email, password }) });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: json, body: JSON.stringify({ email, password }) });
  return ((await login.json()) as { token: string }).token;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-restore-bench-"));
  const archives = new Map<string, Buffer>();
  for (const shape of SHAPES) {
    const file = path.join(dir, `${shape}.zip`);
    await (shape === "full" ? fullArchive(file) : bombArchive(file));
    archives.set(shape, fs.readFileSync(file));
  }
  const server = await startServer(path.join(dir, "data"));
  const pid = server.pid as number;
  const peaks: number[] = [];
  try {
    // Refused restores leave the accounts empty, so the same four serve every round.
    const tokens = await Promise.all(Array.from({ length: AT_ONCE }, (_, n) => signUp(n)));
    for (const [shape, bytes] of archives) {
      console.log(`${shape}: ${(bytes.length / 1024).toFixed(0)} KB archive, ${AT_ONCE} restores at once, ${ROUNDS} rounds`);
      for (let round = 0; round < ROUNDS && server.exitCode === null; round += 1) {
        await sleep(1000);
        const before = rssOf(pid);
        const samples: number[] = [];
        const sampler = setInterval(() => {
          if (server.exitCode === null) samples.push(rssOf(pid));
        }, 20);
        const started = performance.now();
        const answers = await Promise.all(
          tokens.map(async (token) => {
            try {
              const res = await fetch(`${base}/api/account/restore`, {
                method: "POST",
                headers: { authorization: `Bearer ${token}`, "content-type": "application/zip" },
                body: bytes,
              });
              const body = (await res.json().catch(() => ({}))) as { message?: string };
              return `${res.status} ${body.message ?? ""}`.trim();
            } catch (err) {
              return `no answer (${(err as Error).message})`;
            }
          }),
        );
        const wall = performance.now() - started;
        clearInterval(sampler);
        const peak = Math.max(before, ...samples);
        peaks.push(peak);
        console.log(
          `  round ${round + 1}: ${wall.toFixed(0)} ms; RSS before ${mb(before)} MB, median ${mb(percentile(samples, 0.5))} MB, p95 ${mb(percentile(samples, 0.95))} MB, peak ${mb(peak)} MB (${samples.length} samples)`,
        );
        for (const answer of new Set(answers)) console.log(`    ${answers.filter((a) => a === answer).length}× ${answer}`);
      }
      if (server.exitCode !== null) console.log(`  the server stopped (exit ${server.exitCode}, signal ${server.signalCode})`);
    }
    console.log(`peak RSS over all rounds: ${mb(Math.max(...peaks))} MB`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
