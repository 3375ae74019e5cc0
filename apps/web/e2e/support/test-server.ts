import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startBuiltServer, type BuiltServer } from "../../scripts/built-server.mjs";

/** The built web app the test servers serve: E2E_WEB_DIST, or this workspace's build. */
export const webDist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist");

/**
 * Starts the built app with an empty embedded database, as the browser tests use it: sign-ups
 * not rate limited (every test makes its own people) and the loopback recipe site opened to the
 * web import (ADR 064).
 */
export function startTestServer(options: { port?: number; recipeSiteOrigin: string; webDist?: string }): Promise<BuiltServer> {
  return startBuiltServer({
    // E2E_SERVER_ENTRY points the tests at a server built elsewhere (default: the workspace build).
    entry: process.env.E2E_SERVER_ENTRY,
    webDist: options.webDist ?? process.env.E2E_WEB_DIST,
    port: options.port ?? 0,
    env: { AUTH_RATE_LIMIT_MAX: "10000", WEB_IMPORT_ALLOW_HOSTS: new URL(options.recipeSiteOrigin).host },
    tempPrefix: "simmer-e2e-",
  });
}

/**
 * A server of the test's own, serving its own copy of the built app, for a test that changes the
 * app's files (a new deploy) and so must not share them with tests running beside it.
 */
export async function startOwnServer(recipeSiteOrigin: string): Promise<BuiltServer & { webDist: string }> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-e2e-web-"));
  fs.cpSync(webDist, copy, { recursive: true });
  const server = await startTestServer({ recipeSiteOrigin, webDist: copy }).catch((error: unknown) => {
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  });
  return {
    baseURL: server.baseURL,
    webDist: copy,
    stop: async () => {
      await server.stop();
      fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}
