// Starts the built server for a benchmark on an empty embedded database, and stops it again.
// BENCH_PORT picks the port (a free one otherwise); BENCH_SERVER_ENTRY and BENCH_WEB_DIST point
// it at a build made elsewhere.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startBenchServer() {
  const entry = process.env.BENCH_SERVER_ENTRY
    ? path.resolve(process.env.BENCH_SERVER_ENTRY)
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server/dist/main.js");
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-bench-"));
  const server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "100000",
      ...(process.env.BENCH_WEB_DIST ? { WEB_DIST: path.resolve(process.env.BENCH_WEB_DIST) } : {}),
    },
    stdio: "inherit",
  });
  // Seeding the foods and the catalogue on a loaded machine can take minutes.
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 1200 || server.exitCode !== null) throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
