/**
 * What a large or hostile import costs everyone else (issue 10, items 7 and 8). Boots the real
 * server in-process on a fresh database, listening on a local port.
 *
 * --part latency: imports a 50,000-recipe workbook while another signed-in user starts
 *   GET /api/health and GET /api/recipes (Browse, first page) every 50 ms each; reports their
 *   median, p95 and max before (one at a time) and from the upload to 5 s after the import is done.
 * --part memory: starts three hostile imports at once (bench/hostile-workbook.ts) and reports the
 *   process's peak RSS: by one person, by three people, and with files just under the size cap.
 *
 *   pnpm --filter @simmer/server exec tsx bench/import-isolation.ts --part latency [--url postgres://…/postgres] [--recipes 50000]
 *   pnpm --filter @simmer/server exec tsx bench/import-isolation.ts --part memory
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import * as XLSX from "xlsx";
import { hostileWorkbook } from "./hostile-workbook";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const PART = args.get("part") ?? "latency";
const RECIPES = Number(args.get("recipes") ?? 50_000);
const PORT = Number(args.get("port") ?? 3500);

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const f = (n: number) => n.toFixed(1);
const mb = (bytes: number) => `${f(bytes / 1024 / 1024)} MB`;
const summary = (xs: number[]) => `median ${f(median(xs))} ms, p95 ${f(pct(xs, 0.95))} ms, max ${f(Math.max(...xs))} ms (n=${xs.length})`;

async function freshDatabase(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const base = args.get("url");
  if (!base) return { url: null, drop: async () => {} };
  const name = `isc_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A lean workbook, so 50,000 recipes fit the 25 MB upload and 48 MB expanded limits. */
function generateWorkbook(count: number, lines = 2): Buffer {
  const recipes: unknown[][] = [["recipe_ref", "title", "servings", "cook_time_min", "calories", "tags"]];
  const ingredients: unknown[][] = [["recipe_ref", "ingredient_name", "quantity", "unit"]];
  const steps: unknown[][] = [["recipe_ref", "instruction"]];
  const words = ["tomato", "onion", "garlic", "basil", "chicken", "rice", "beans", "pepper", "carrot", "lemon"];
  for (let r = 1; r <= count; r += 1) {
    recipes.push([r, `Bench bake ${r}`, 1 + (r % 6), 25, 300 + (r % 400), "dinner"]);
    for (let l = 0; l < lines; l += 1)
      ingredients.push([r, `${words[(r + l * 3) % 10]} ${(r + l) % 300}`, String(1 + (l % 4)), l % 2 ? "grams" : "cups"]);
    steps.push([r, "Cook until done."]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(recipes), "Recipes");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(ingredients), "Ingredients");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(steps), "Instructions");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/**
 * The server under test is the real start command (src/main.ts) in a child process, so the load
 * generator, the workbook generator and their memory are not the server's: PGlite runs its
 * queries on the event loop it shares with everything else in its process.
 */
const PORTS = { server: PORT };
const address = `http://127.0.0.1:${PORTS.server}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "isc-bench-"));
const database = await freshDatabase();
async function boot() {
  // The built server (`pnpm build`), as `pnpm start` runs it; `--server src` runs the sources
  // through tsx instead, whose loader adds its own memory.
  const entry = args.get("server") === "src" ? ["--import", "tsx", "src/main.ts"] : ["--max-old-space-size=768", "dist/main.js"];
  const child = spawn(process.execPath, entry, {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."),
    env: {
      ...process.env,
      PORT: String(PORTS.server),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "10000",
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; ; i += 1) {
    if (
      await fetch(`${address}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 900) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return child;
}
async function kill(child: ReturnType<typeof spawn>) {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}
// The first start loads the food data and the catalogue; measure a server started on them, as a
// self-hoster's server is after its first day.
await kill(await boot());
const child = await boot();
const serverPid = child.pid ?? 0;
// However this script ends, the server it started ends with it.
process.on("exit", () => child.kill("SIGKILL"));
const stop = async () => {
  await kill(child);
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
console.log(`database: ${database.url ? "postgresql" : "pglite (files under DATA_DIR)"}; real start command in a child process`);

/** The server process's resident memory, from /proc (it may be this process or the child). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

async function user(): Promise<Record<string, string>> {
  const email = `bench.${crypto.randomBytes(4).toString("hex")}@example.com`;
  const body = JSON.stringify({ email, password: "correct horse battery" });
  const json = { "content-type": "application/json" };
  await fetch(`${address}/api/auth/signup`, { method: "POST", headers: json, body });
  const login = (await (await fetch(`${address}/api/auth/login`, { method: "POST", headers: json, body })).json()) as { token: string };
  return { authorization: `Bearer ${login.token}` };
}

async function startImport(auth: Record<string, string>, bytes: Buffer): Promise<{ status: number; jobId?: string; message?: string }> {
  const form = new FormData();
  form.append("file", new Blob([bytes]), "bench.xlsx");
  const res = await fetch(`${address}/api/recipes/import/start`, { method: "POST", headers: auth, body: form });
  const body = (await res.json()) as { jobId?: string; message?: string };
  return { status: res.status, ...body };
}

type Status = { state: string; progress: { batchesDone: number; batchesTotal: number }; error: string | null };
async function waitFor(auth: Record<string, string>, jobId: string): Promise<Status> {
  for (;;) {
    const status = (await (await fetch(`${address}/api/recipes/import/status/${jobId}`, { headers: auth })).json()) as Status;
    if (status.state === "done" || status.state === "error") return status;
    await new Promise((r) => setTimeout(r, 200));
  }
}

let failed = 0;
/** One request's time; a request that fails (the server did not even accept it) counts its time until then. */
async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) failed += 1;
  } catch {
    failed += 1;
  }
  return performance.now() - t0;
}

let peakRss = rssOf(serverPid);
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(serverPid))), 20);

console.log(`cpus: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}; node ${process.version}; ${new Date().toISOString()}`);

if (PART === "latency") {
  const importer = await user();
  const other = await user();
  const health: number[][] = [[], []];
  const browse: number[][] = [[], []];
  const probe = async (phase: number) => {
    health[phase]!.push(await timed(`${address}/api/health`));
    browse[phase]!.push(await timed(`${address}/api/recipes?scope=all&limit=24`, other));
  };
  for (let i = 0; i < 40; i += 1) await probe(0);

  let t = performance.now();
  const workbook = generateWorkbook(RECIPES);
  console.log(
    `workbook: ${RECIPES} recipes, ${RECIPES * 2} ingredient lines, ${mb(workbook.length)} (generated in ${f((performance.now() - t) / 1000)} s)`,
  );
  const rssBefore = rssOf(serverPid);
  peakRss = rssBefore;
  t = performance.now();
  const started = await startImport(importer, workbook);
  if (!started.jobId) throw new Error(`import refused: ${started.status} ${started.message}`);
  // Open loop: a health check and a Browse call start every 50 ms whether or not earlier ones
  // have answered, as many people's requests would, so a stall counts for every request it holds.
  let done = false;
  const pending: Promise<void>[] = [];
  const slow: [number, number, string][] = [];
  const load = (async () => {
    while (!done) {
      const at = performance.now() - t;
      pending.push(timed(`${address}/api/health`).then((ms) => void (health[1]!.push(ms), slow.push([at, ms, "health"]))));
      pending.push(
        timed(`${address}/api/recipes?scope=all&limit=24`, other).then((ms) => void (browse[1]!.push(ms), slow.push([at, ms, "browse"]))),
      );
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(pending);
  })();
  const progress: string[] = [];
  let status: Status;
  for (;;) {
    status = (await (await fetch(`${address}/api/recipes/import/status/${started.jobId}`, { headers: importer })).json()) as Status;
    const line = `${status.state} ${status.progress.batchesDone}/${status.progress.batchesTotal}`;
    if (progress.at(-1)?.includes(`: ${line} `) !== true)
      progress.push(`${f((performance.now() - t) / 1000)} s: ${line} (RSS ${mb(rssOf(serverPid))}, peak ${mb(peakRss)})`);
    if (status.state === "done" || status.state === "error") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const importMs = performance.now() - t;
  // What follows `done` (clearing job marks, every index catching up, statistics) counts too.
  await new Promise((r) => setTimeout(r, 5000));
  done = true;
  await load;
  if (status.state !== "done") throw new Error(`import failed: ${status.error}`);
  console.log(`import: ${f(importMs / 1000)} s end to end (upload → state done), ${status.progress.batchesTotal} batches`);
  console.log(`other user idle:          health ${summary(health[0]!)}; browse ${summary(browse[0]!)}`);
  console.log(`other user during import: health ${summary(health[1]!)}; browse ${summary(browse[1]!)}; failed ${failed}`);
  console.log(`peak RSS during import: ${mb(peakRss)} (before: ${mb(rssBefore)})`);
  const stalls = slow.filter(([, ms]) => ms > 200).map(([at, ms, what]) => `${f(at / 1000)} s +${f(ms)} ms ${what}`);
  console.log(`progress: ${progress.filter((_, i) => i < 4 || i % 25 === 0 || i > progress.length - 4).join("; ")}`);
  console.log(`requests over 200 ms (started at, took): ${stalls.length}; ${stalls.slice(0, 60).join("; ")}`);
} else {
  const hostile = hostileWorkbook(Number(args.get("mb") ?? 190));
  // Just inside every cap: 47 MB of text cells (about 740,000 of them in 148,000 rows).
  const nearCap = hostileWorkbook(47, 5, 28);
  console.log(
    `hostile workbook: ${f(hostile.length / 1024)} KB expanding to ~${args.get("mb") ?? 190} MB; near-cap variant ${f(nearCap.length / 1024)} KB expanding to ~47 MB`,
  );
  const rounds: [string, Buffer, number][] = [
    ["3 hostile files at once, one person", hostile, 1],
    ["3 hostile files at once, three people", hostile, 3],
    ["3 near-cap hostile files at once, three people", nearCap, 3],
    ["3 real 10,000-recipe workbooks (100,000 lines) at once, three people", generateWorkbook(10_000, 10), 3],
  ];
  for (const [label, bytes, people] of rounds) {
    const auths = await Promise.all(Array.from({ length: people }, () => user()));
    const before = rssOf(serverPid);
    peakRss = before;
    const t = performance.now();
    const answers = await Promise.all([0, 1, 2].map((i) => startImport(auths[i % people]!, bytes)));
    const ends = await Promise.all(answers.map((a, i) => (a.jobId ? waitFor(auths[i % people]!, a.jobId) : null)));
    const outcome = answers
      .map((a, i) => (a.jobId ? `202 → ${ends[i]?.state}: ${ends[i]?.error}` : `${a.status}: ${a.message}`))
      .join("\n    ");
    console.log(`${label}: peak RSS ${mb(peakRss)} (before ${mb(before)}), ${f((performance.now() - t) / 1000)} s\n    ${outcome}`);
  }
}

clearInterval(sampler);
await stop();
