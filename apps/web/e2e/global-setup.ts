import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startRecipeSite } from "./recipe-site";

// E2E_SERVER_ENTRY and E2E_WEB_DIST point the tests at a build made elsewhere (default: the workspace build).
const serverEntry = process.env.E2E_SERVER_ENTRY
  ? path.resolve(process.env.E2E_SERVER_ENTRY)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server/dist/main.js");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Generous: on a machine shared by many test runs, migrating a fresh database can take minutes. */
async function waitForHealth(baseURL: string, server: ChildProcess, timeoutMs = 300_000) {
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

/** Starts the built app on a free port with an empty embedded database for the browser tests. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(serverEntry)) throw new Error(`Build the app first (pnpm build): ${serverEntry} is missing.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-e2e-"));
  // E2E_PORT pins the server's port (on a machine where each person has a range of their own).
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  // The loopback recipe site the web import reads; only it is opened to the fetcher (ADR 064).
  const recipeSite = await startRecipeSite(process.env.E2E_RECIPE_SITE_PORT ? Number(process.env.E2E_RECIPE_SITE_PORT) : 0);
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "10000",
      WEB_IMPORT_ALLOW_HOSTS: new URL(recipeSite.origin).host,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: path.resolve(process.env.E2E_WEB_DIST) } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    // A server that never became healthy must not outlive the run (it holds the output open).
    server.kill("SIGTERM");
    await recipeSite.close();
    throw error;
  }
  project.provide("baseURL", baseURL);
  project.provide("recipeSiteURL", recipeSite.origin);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await recipeSite.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The loopback recipe site (recipe-site.ts) the web import may reach. */
    recipeSiteURL: string;
  }
}
