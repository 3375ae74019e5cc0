import type { Db, DbKind } from "@simmer/db";
import type { TUser } from "@simmer/contracts";
import { users } from "@simmer/db";
import { eq } from "drizzle-orm";
import type { TokenService } from "../auth/token";
import type { ImageStore } from "../images/image-store";

/** Settings procedures need from the environment, read once by the server's env module. */
export interface AppConfig {
  /**
   * Where links we hand out start (no trailing slash): PUBLIC_URL, else the request's own origin;
   * null when the request's host is not a valid host name.
   */
  publicUrl: string | null;
  instacart: { apiBase: string; apiKey: string | null; timeoutMs: number };
  /** Stored images: bytes one person may keep (ADR 015). */
  images: { quotaBytes: number };
}

/** What every procedure may use. Built once per request by the HTTP layer. */
export interface Context {
  db: Db;
  dbKind: DbKind;
  tokens: TokenService;
  config: AppConfig;
  images: ImageStore;
  user: TUser | null;
}

export interface ContextDeps {
  db: Db;
  dbKind: DbKind;
  tokens: TokenService;
  config: AppConfig;
  images: ImageStore;
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/**
 * Resolves the signed-in user from an Authorization header. An invalid or expired token, or one
 * whose user no longer exists, is treated as no token at all.
 */
export async function createContext(deps: ContextDeps, authorization: string | string[] | undefined): Promise<Context> {
  const token = bearerToken(authorization);
  let user: TUser | null = null;
  if (token) {
    const claims = await deps.tokens.verify(token);
    if (claims) {
      const [row] = await deps.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, claims.userId))
        .limit(1);
      user = row ?? null;
    }
  }
  return { ...deps, user };
}
