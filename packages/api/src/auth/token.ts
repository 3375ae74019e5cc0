import { webcrypto } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { isId } from "@simmer/contracts";

export const TOKEN_ALGORITHM = "HS256";
export const TOKEN_ISSUER = "simmer";
export const TOKEN_AUDIENCE = "simmer-web";
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  userId: number;
  email: string;
  /** The session row that must still exist for the token to be honoured (ADR 006). */
  sessionId: string;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TokenService {
  /** Signs a token for a session, valid over the session's own lifetime. */
  issue(claims: TokenClaims, lifetime: { issuedAt: Date; expiresAt: Date }): Promise<string>;
  /** The claims of a valid token, or null for anything forged, expired or malformed. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  if (secret.length < 32) throw new Error("The token secret must be at least 32 characters.");
  const raw = new TextEncoder().encode(secret);
  // Imported once: handing jose the raw bytes would import a key again on every request.
  let key: Promise<webcrypto.CryptoKey> | null = null;
  const hmacKey = () => (key ??= webcrypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]));
  return {
    issue: async ({ userId, email, sessionId }, { issuedAt, expiresAt }) =>
      new SignJWT({ email, sid: sessionId })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await hmacKey()),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          algorithms: [TOKEN_ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ["exp", "sub", "sid"],
        });
        // A user id outside the table's integer range cannot be anyone: no token, not a database error.
        const userId = typeof payload.sub === "string" && /^\d{1,10}$/.test(payload.sub) ? Number(payload.sub) : Number.NaN;
        if (!isId(userId)) return null;
        const sessionId = payload.sid;
        if (typeof sessionId !== "string" || !SESSION_ID.test(sessionId)) return null;
        return { userId, email: typeof payload.email === "string" ? payload.email : "", sessionId };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
