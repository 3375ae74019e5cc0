import cluster, { type Worker } from "node:cluster";

const quiet = (level: string) => level === "silent" || level === "fatal" || level === "error";

/**
 * The primary of `WEB_CONCURRENCY` workers on one port (ADR 081). Start-up work has run before
 * this; the primary only forks, replaces a worker that dies, and on SIGTERM or SIGINT asks every
 * worker to stop cleanly (each drains for SHUTDOWN_DRAIN_MS, says goodbye to the job table and
 * closes its connections), killing those still running 20 s after the drain.
 */
export function runPrimary(workers: number, logLevel: string, drainMs = 0) {
  const say = (line: string) => {
    if (!quiet(logLevel)) console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: line }));
  };
  const warn = (line: string) => {
    if (logLevel !== "silent") console.error(JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: line }));
  };
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on("exit", (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) return;
    warn(`worker ${worker.id} (pid ${worker.process.pid}) stopped (${signal ?? `code ${code}`}); starting another`);
    // A worker that dies right after starting is not restarted in a tight loop.
    setTimeout(fork, Date.now() - started < 5_000 ? 1_000 : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping ${startedAt.size} workers`);
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    const deadline = setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, 20_000 + drainMs);
    deadline.unref();
    const check = setInterval(() => {
      if (startedAt.size === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 50);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  say(`starting ${workers} workers`);
  for (let i = 0; i < workers; i += 1) fork();
}
