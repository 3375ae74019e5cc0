import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDb } from "@simmer/db";
import { createServer } from "../src/app";
import { TEST_SECRET, uniqueEmail } from "./harness";

async function boot(dataDir: string) {
  const handle = await createDb({ dataDir });
  await handle.migrate();
  const app = await createServer({ db: handle.db, dbKind: handle.kind, jwtSecret: TEST_SECRET, webDist: null, logLevel: "silent" });
  return { app, close: async () => (await app.close(), await handle.close()) };
}

describe("the embedded database", () => {
  it("keeps accounts across a restart and migrates idempotently", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-pglite-"));
    try {
      const email = uniqueEmail();
      const first = await boot(dataDir);
      const signup = await first.app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password: "longenough" } });
      expect(signup.statusCode).toBe(201);
      await first.close();

      const second = await boot(dataDir);
      const login = await second.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "longenough" } });
      expect(login.statusCode).toBe(200);
      expect(login.json().token).toEqual(expect.any(String));
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
