import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadOrCreateSecret } from "./secrets";

describe("loadOrCreateSecret", () => {
  it("generates a secret once, keeps it private in DATA_DIR, and prefers JWT_SECRET", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-secret-"));
    try {
      const first = loadOrCreateSecret(dir, undefined);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadOrCreateSecret(dir, undefined)).toBe(first);
      expect(fs.statSync(path.join(dir, "jwt-secret")).mode & 0o777).toBe(0o600);
      expect(loadOrCreateSecret(dir, "configured-secret-of-at-least-32-chars")).toBe("configured-secret-of-at-least-32-chars");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
