import crypto from "node:crypto";
import { PERSONAL_TOKEN_PREFIX } from "@simmer/contracts";

/** 32 random bytes: guessing one is out of reach, so a fast hash is enough to store it (ADR 070). */
const SECRET_BYTES = 32;
const TOKEN_SHAPE = new RegExp(`^${PERSONAL_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export function newPersonalToken(): string {
  return PERSONAL_TOKEN_PREFIX + crypto.randomBytes(SECRET_BYTES).toString("base64url");
}

/** Whether a bearer value is shaped like a personal token (anything else is tried as a web session). */
export function isPersonalToken(token: string): boolean {
  return token.startsWith(PERSONAL_TOKEN_PREFIX);
}

/** What the database keeps of a token: its hex SHA-256, or null for a value that cannot be one of ours. */
export function personalTokenHash(token: string): string | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  return crypto.createHash("sha256").update(token).digest("hex");
}
