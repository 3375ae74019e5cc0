import type { Db, DbKind } from "@simmer/db";
import type { TUser } from "@simmer/contracts";
import type { TokenService } from "../auth/token";
import type { ImageStore } from "../images/image-store";
import { resolveSession } from "../auth/session.service";

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
  /** Spreadsheet imports that may run at once on the database (ADR 017). */
  imports: { concurrency: number };
}

/** What every procedure may use. Built once per request by the HTTP layer. */
export interface Context {
  db: Db;
  /** This server process, stamped on the jobs it runs (ADR 019). */
  instanceId: string;
  dbKind: DbKind;
  tokens: TokenService;
  config: AppConfig;
  images: ImageStore;
  /** Redis, when REDIS_URL is set: "ok" when it answers now (ADR 080). */
  redisHealth?: () => Promise<"ok" | "unreachable">;
  /** Which node:cluster worker this process is (null when it serves alone). */
  worker?: number | null;
  user: TUser | null;
  /** The session the request's token belongs to (null when signed out). */
  sessionId: string | null;
  /**
   * Counts one attempt at a credential procedure (login, signup) by this client; false once the
   * client has spent its attempts for the window. Each call counts, however it was batched.
   */
  countCredentialAttempt: () => Promise<boolean>;
}

export interface ContextDeps {
  db: Db;
  dbKind: DbKind;
  instanceId: string;
  tokens: TokenService;
  config: AppConfig;
  images: ImageStore;
  redisHealth?: () => Promise<"ok" | "unreachable">;
  worker?: number | null;
}

/** What the HTTP layer knows about one request. */
export interface RequestCredentials {
  authorization: string | string[] | undefined;
  countCredentialAttempt: () => Promise<boolean>;
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/**
 * Resolves the signed-in user from an Authorization header. An invalid or expired token, one whose
 * session was ended, or one whose user no longer exists, is treated as no token at all.
 */
export async function createContext(deps: ContextDeps, request: RequestCredentials): Promise<Context> {
  const token = bearerToken(request.authorization);
  const claims = token ? await deps.tokens.verify(token) : null;
  const signedIn = claims ? await resolveSession(deps.db, claims) : null;
  return {
    ...deps,
    user: signedIn?.user ?? null,
    sessionId: signedIn?.sessionId ?? null,
    countCredentialAttempt: request.countCredentialAttempt,
  };
}
