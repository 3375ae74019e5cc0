// Starts the built server with an empty embedded database in a fresh temporary folder, for the
// browser tests and the benchmarks, and stops it again.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const workspaceEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server/dist/main.js");

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${baseURL}`);
}

/** Starts it and waits until it answers /api/health (options and result: built-server.d.mts). */
export async function startBuiltServer({ entry, webDist, port, env = {}, tempPrefix = "simmer-", timeoutMs = 300_000 } = {}) {
  const serverEntry = entry ? path.resolve(entry) : workspaceEntry;
  if (!fs.existsSync(serverEntry)) throw new Error(`Build the app first (pnpm build): ${serverEntry} is missing.`);
  const listenPort = port || (await freePort());
  const baseURL = `http://127.0.0.1:${listenPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...(webDist ? { WEB_DIST: path.resolve(webDist) } : {}),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, server, timeoutMs);
  } catch (error) {
    // A server that never became healthy must not outlive the run (it holds the output open).
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
