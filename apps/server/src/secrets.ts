import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The token signing secret: JWT_SECRET when given, otherwise one generated on first start and kept
 * in DATA_DIR so tokens survive restarts. The file is created exclusively, so two processes
 * starting together agree on one secret.
 */
export function loadOrCreateSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "jwt-secret");
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate.`);
  return secret;
}
