// Scale benchmark (issue 14), one command for docs/benchmarks.md "Scale": on the data set of
// generate.ts + scale.ts (100,000 catalogue recipes, 1,000,000 private ones over 20,000 people),
// each build given (an older one and this one, in one run) is started with 1 and with 2 workers and
// measured for:
//   - heap (after a forced collection) and RSS of every process, after start-up and at the end;
//   - the Browse mix sequentially (40 rounds, limit 48) for the person with 500 own recipes;
//   - the same mix under 50 concurrent clients for that person (wrk, 20 s after 5 s of warm-up);
//   - the mix under 50 clients as 200 different people, each request another person's kitchen
//     (more than the per-kitchen counts keep), so nothing of one request is reused by the next;
// then the newest build as 3 instances behind nginx (infra/cluster), the same 50-client mix through
// nginx's one address.
//
//   node apps/server/bench/browse/scale-bench.mjs --url postgres://…/scale --old /tmp/old/main.js [--new apps/server/dist/main.js]
//
// Needs wrk (apt-get install wrk) and, for the nginx row, nginx and Redis as for pnpm test:cluster.
// The load generator is wrk, written in C, so the clients' own work takes little of the two cores.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { EXTRA, MIX, mb, median, mixPath, ms, p95 } from "./mix.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../../..");
const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1] ?? "");
const url = args.get("url");
if (!url) throw new Error("--url postgres://… (the scale data set) is required");
const builds = [
  ...(args.get("old") ? [{ label: "old", server: path.resolve(args.get("old")) }] : []),
  { label: "new", server: path.resolve(args.get("new") ?? path.join(root, "apps/server/dist/main.js")) },
];
const workerCounts = (args.get("workers") ?? "1,2").split(",").map(Number);
const seconds = Number(args.get("seconds") ?? 20);
const clients = Number(args.get("clients") ?? 50);
const rounds = Number(args.get("rounds") ?? 40);
const peopleForKitchens = Number(args.get("people") ?? 200);
const port = Number(args.get("port") ?? 4861);
const withNginx = args.get("nginx") !== "no";
const outFile = args.get("out") ?? path.join(os.tmpdir(), "scale-bench.json");
const PASSWORD = "scale bench password 1234";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "scale-bench-"));
const sql = postgres(url, { max: 2, onnotice: () => {} });

const sleep = (msToWait) => new Promise((r) => setTimeout(r, msToWait));
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function json(base, p, init = {}, token) {
  const res = await fetch(`${base}${p}`, {
    ...init,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Each worker answers /api/health with its pid; new connections reach every worker in turn. */
async function waitForWorkers(base, count, isRunning) {
  const until = Date.now() + 600_000;
  const loaded = new Set();
  while (loaded.size < count) {
    if (!isRunning()) throw new Error("the server exited while starting");
    if (Date.now() > until) throw new Error("the server's workers did not load their Browse index within 10 minutes");
    try {
      const health = await json(base, "/api/health", { headers: { connection: "close" } });
      if (health.browseIndex.version >= 0) loaded.add(health.instance.pid);
    } catch {
      // not listening yet
    }
    await sleep(loaded.size > 0 ? 20 : 250);
  }
}

/** Heap (after a full collection) and RSS of the primary and each worker, through memory-probe.mjs. */
async function memory(pid) {
  const pids = [pid, ...fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)];
  const files = pids.map((p) => path.join(work, `memory-${p}.json`));
  for (const f of files) fs.rmSync(f, { force: true });
  for (const p of pids) process.kill(p, "SIGUSR2");
  const until = Date.now() + 120_000;
  while (!files.every((f) => fs.existsSync(f)) && Date.now() < until) await sleep(100);
  await sleep(200);
  return pids.map((p, i) => ({
    pid: p,
    role: i === 0 ? (pids.length > 1 ? "primary" : "server") : "worker",
    ...JSON.parse(fs.readFileSync(files[i], "utf8")),
  }));
}

/** A wrk run of the mix: every request rotates to the next query and the next token. */
function wrk(base, tokenFile) {
  const script = path.join(work, "mix.lua");
  fs.writeFileSync(
    script,
    `local paths = { ${Object.values(MIX)
      .map((q) => JSON.stringify(mixPath(q)))
      .join(", ")} }
local tokens = {}
for line in io.lines(${JSON.stringify(tokenFile)}) do tokens[#tokens + 1] = line end
local i, t = 0, 0
function setup(thread) thread:set("offset", math.random(0, 1000)) end
function init(args) i = offset or 0; t = offset or 0 end
request = function()
  i = i % #paths + 1
  t = t % #tokens + 1
  return wrk.format("GET", paths[i], { ["authorization"] = "Bearer " .. tokens[t], ["accept-encoding"] = "br, gzip" })
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"failed":%d,"seconds":%.3f,"p50":%.2f,"p95":%.2f,"p99":%.2f,"max":%.2f}\\n',
    summary.requests, e.connect + e.read + e.write + e.status + e.timeout, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
`,
  );
  const run = (duration) => {
    const out = execFileSync("wrk", ["-t2", `-c${clients}`, `-d${duration}s`, "--timeout", "10s", "-s", script, base], {
      encoding: "utf8",
    });
    const line = out.split("\n").find((l) => l.startsWith("RESULT "));
    if (!line) throw new Error(`wrk printed no result:\n${out}`);
    const r = JSON.parse(line.slice("RESULT ".length));
    return { ...r, perSecond: r.requests / r.seconds };
  };
  run(5);
  return run(seconds);
}

/** Passwords for the generated people (one argon2 hash from a real sign-up) and their kitchens. */
async function preparePeople(base) {
  const [template] = await sql`select 1 from users where email = 'scale-bench-template@bench.test'`;
  if (!template)
    await json(base, "/api/auth/signup", {
      method: "POST",
      body: JSON.stringify({ email: "scale-bench-template@bench.test", password: PASSWORD }),
    });
  const [{ hash }] = await sql`select password_hash as hash from users where email = 'scale-bench-template@bench.test'`;
  await sql`update users set password_hash = ${hash} where email like 'scale-%@bench.test' and password_hash = '!bench-no-login'`;
  // The person with 500 own recipes owns the 200 most used ingredients and 100 others, and 40
  // pieces of equipment, as in the Browse benchmark; the others each own a different slice.
  const people =
    await sql`select id, email from users where email ~ '^scale-[0-9]+@bench.test$' order by id limit ${peopleForKitchens + 1}`;
  await sql`
    with ranked as (
      select ingredient_id, row_number() over (order by count(*) desc) as rank
      from recipe_ingredients ri join recipes r on r.id = ri.recipe_id and r.owner_id is null group by ingredient_id)
    insert into user_ingredients (user_id, ingredient_id)
    select p.id, ranked.ingredient_id from unnest(${people.map((p) => p.id)}::int[]) with ordinality as p(id, n) join ranked
      on (p.n = 1 and (rank <= 200 or (rank % 40 = 0 and rank <= 4200)))
      or (p.n > 1 and (rank <= 100 + (p.n % 150) or rank % (30 + p.n % 20) = 0))
    on conflict do nothing`;
  await sql`
    insert into user_equipment (user_id, equipment_id)
    select ${people[0].id}, equipment_id from (
      select equipment_id, row_number() over (order by count(*) desc) as rank
      from recipe_equipment re join recipes r on r.id = re.recipe_id and r.owner_id is null group by equipment_id) x
    where rank <= 30 or (rank > 30 and rank % 15 = 0 and rank <= 180)
    on conflict do nothing`;
  const [{ n: ownCount }] = await sql`select count(*)::int as n from recipes where owner_id = ${people[0].id}`;
  return { person: people[0], others: people.slice(1), ownCount };
}

async function tokensFor(base, people) {
  const tokens = [];
  for (const { email } of people)
    tokens.push((await json(base, "/api/auth/login", { method: "POST", body: JSON.stringify({ email, password: PASSWORD }) })).token);
  return tokens;
}

async function sequentialMix(base, token) {
  const timed = async (query) => {
    const started = performance.now();
    const body = await json(base, mixPath(query), {}, token);
    return { ms: performance.now() - started, total: body.total };
  };
  for (const query of Object.values(MIX)) await timed(query);
  const perQuery = Object.fromEntries([...Object.keys(MIX), ...Object.keys(EXTRA)].map((k) => [k, []]));
  const totals = {};
  const all = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, query] of Object.entries(MIX)) {
      const r = await timed(query);
      perQuery[name].push(r.ms);
      all.push(r.ms);
      totals[name] = r.total;
    }
    for (const [name, query] of Object.entries(EXTRA)) {
      const r = await timed(query);
      perQuery[name].push(r.ms);
      totals[name] = r.total;
    }
  }
  return {
    median: median(all),
    p95: p95(all),
    perQuery: Object.fromEntries(Object.entries(perQuery).map(([k, v]) => [k, { matches: totals[k], median: median(v), p95: p95(v) }])),
  };
}

async function measure(build, workers, people) {
  const serverPort = port + builds.indexOf(build) + 2 * workerCounts.indexOf(workers);
  const base = `http://127.0.0.1:${serverPort}`;
  const env = {
    ...process.env,
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_MAX: "100000",
    JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256",
    DATA_DIR: path.join(work, "data"),
    DATABASE_URL: url,
    REDIS_URL: "",
    WEB_DIST: "/nonexistent",
    WEB_CONCURRENCY: String(workers),
    MEMORY_PROBE_FILE: path.join(work, "memory-{pid}.json"),
  };
  // The heap limit of `pnpm start`: the figures are for the app as it is run.
  const started = performance.now();
  const server = spawn(
    process.execPath,
    ["--max-old-space-size=768", "--expose-gc", "--import", path.join(here, "memory-probe.mjs"), build.server],
    {
      env,
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  let running = true;
  server.on("exit", () => (running = false));
  try {
    await waitForWorkers(base, workers, () => running);
    const startSeconds = (performance.now() - started) / 1000;
    const afterStart = await memory(server.pid);
    if (!people.prepared) Object.assign(people, await preparePeople(base), { prepared: true });
    const [token] = await tokensFor(base, [people.person]);
    fs.writeFileSync(path.join(work, "one.tokens"), `${token}\n`);
    fs.writeFileSync(path.join(work, "many.tokens"), `${(await tokensFor(base, people.others)).join("\n")}\n`);
    const sequential = await sequentialMix(base, token);
    const onePerson = wrk(base, path.join(work, "one.tokens"));
    const manyKitchens = wrk(base, path.join(work, "many.tokens"));
    const atEnd = await memory(server.pid);
    return {
      build: build.label,
      workers,
      startSeconds,
      afterStart,
      atEnd,
      sequential,
      onePerson,
      manyKitchens,
      loadAverage: loadAverage(),
    };
  } finally {
    server.kill("SIGTERM");
    while (running) await sleep(100);
  }
}

/** Three instances behind nginx (infra/cluster/cluster.sh), each one worker, on this database. */
async function throughNginx(build, people) {
  // A port of its own per build: a kept-alive connection to the previous nginx must not be reused.
  const clusterPort = port + 100 + 10 * builds.indexOf(build);
  const env = {
    ...process.env,
    CLUSTER_RUN_DIR: path.join(work, `cluster-${build.label}`),
    CLUSTER_PORT: String(clusterPort),
    CLUSTER_BUILD: "0",
    CLUSTER_SERVER: build.server,
    DATABASE_URL: url,
    JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256",
    AUTH_RATE_LIMIT_MAX: "100000",
    LOG_LEVEL: "warn",
  };
  const cluster = (verb) => execFileSync(path.join(root, "infra/cluster/cluster.sh"), [verb], { env, encoding: "utf8" });
  const started = performance.now();
  cluster("up");
  try {
    const startSeconds = (performance.now() - started) / 1000;
    const base = `http://127.0.0.1:${clusterPort}`;
    const [token] = await tokensFor(base, [people.person]);
    fs.writeFileSync(path.join(work, "one.tokens"), `${token}\n`);
    const sequential = await sequentialMix(base, token);
    const onePerson = wrk(base, path.join(work, "one.tokens"));
    const rss = [1, 2, 3].map((n) => {
      const pid = fs.readFileSync(path.join(env.CLUSTER_RUN_DIR, `instance-${n}.pid`), "utf8").trim();
      return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    });
    return { build: build.label, startSeconds, sequential, onePerson, rss, loadAverage: loadAverage() };
  } finally {
    cluster("down");
  }
}

const row = (cells) => `| ${cells.join(" | ")} |`;
const processes = (m) => m.map((p) => `${p.role} ${mb(p.heapUsed)} / ${mb(p.rss)}`).join("; ");

try {
  const people = { prepared: false };
  const results = [];
  for (const workers of workerCounts) {
    for (const build of builds) {
      console.error(`measuring ${build.label} with ${workers} worker(s) (load average ${loadAverage()})`);
      results.push(await measure(build, workers, people));
    }
  }
  const nginx = [];
  if (withNginx) {
    for (const build of builds) {
      console.error(`measuring ${build.label} as 3 instances behind nginx (load average ${loadAverage()})`);
      nginx.push(await throughNginx(build, people));
    }
  }
  fs.writeFileSync(outFile, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, results, nginx }, null, 2));
  const [{ n: catalogue }] = await sql`select count(*)::int as n from recipes where owner_id is null`;
  const [{ n: own }] = await sql`select count(*)::int as n from recipes where owner_id is not null`;
  console.log(`\nScale benchmark — PostgreSQL, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${new Date().toISOString()}`);
  console.log(
    `${catalogue} catalogue recipes, ${own} private ones; the measured person owns ${people.ownCount} recipes; ${clients} clients for ${seconds} s (wrk); raw figures in ${outFile}\n`,
  );
  console.log(
    row([
      "build",
      "workers",
      "start → every worker ready",
      "heap / RSS after start (per process)",
      "heap / RSS at the end",
      "mix sequential, median / p95",
      `${clients} clients, one person: pages/s, median / p95`,
      `${clients} clients, ${peopleForKitchens} people: pages/s, median / p95`,
      "failed",
      "load average after",
    ]),
  );
  console.log(row(Array(10).fill("---")));
  for (const r of results) {
    console.log(
      row([
        r.build,
        r.workers,
        `${r.startSeconds.toFixed(1)} s`,
        processes(r.afterStart),
        processes(r.atEnd),
        `${ms(r.sequential.median)} / ${ms(r.sequential.p95)}`,
        `**${r.onePerson.perSecond.toFixed(0)}**, ${ms(r.onePerson.p50)} / ${ms(r.onePerson.p95)}`,
        `${r.manyKitchens.perSecond.toFixed(0)}, ${ms(r.manyKitchens.p50)} / ${ms(r.manyKitchens.p95)}`,
        r.onePerson.failed + r.manyKitchens.failed,
        r.loadAverage,
      ]),
    );
  }
  for (const n of nginx) {
    console.log(
      row([
        `${n.build}, 3 instances behind nginx`,
        "1 each",
        `${n.startSeconds.toFixed(1)} s`,
        `RSS ${n.rss.map(mb).join(", ")}`,
        "",
        `${ms(n.sequential.median)} / ${ms(n.sequential.p95)}`,
        `**${n.onePerson.perSecond.toFixed(0)}**, ${ms(n.onePerson.p50)} / ${ms(n.onePerson.p95)}`,
        "",
        n.onePerson.failed,
        n.loadAverage,
      ]),
    );
  }
  const newest = results.filter((r) => r.build === "new");
  for (const r of newest) {
    console.log(`\nnew, ${r.workers} worker(s), per query, sequential for the person with ${people.ownCount} own recipes:\n`);
    console.log(row(["query (limit 48, with total)", "matches", "median", "p95"]));
    console.log(row(["---", "---", "---", "---"]));
    for (const [name, q] of Object.entries(r.sequential.perQuery)) console.log(row([name, q.matches, ms(q.median), ms(q.p95)]));
  }
} finally {
  await sql.end();
  fs.rmSync(work, { recursive: true, force: true });
}
