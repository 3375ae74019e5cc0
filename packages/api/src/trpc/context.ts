import type { Db, DbKind } from "@simmer/db";
import type { TUser } from "@simmer/contracts";
import type { TokenService } from "../auth";
import type { ImageStore } from "../images";
import type { NoticeBus } from "../events";
import type { SlidingLimiter, WebImportLimiter } from "../recipes";
import { resolveSession, type SignedIn } from "../auth";
import { isPersonalToken } from "../account";
import { resolvePersonalToken } from "../account";

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
  /**
   * Importing from the web (ADR 064, 065): `host:port` test hosts reachable on private addresses
   * (WEB_IMPORT_ALLOW_HOSTS, empty in production), the time a fetch may take, and which ports
   * may be fetched (`any` for tests only).
   */
  webImport: { allowHosts: readonly string[]; timeoutMs: number; ports: "standard" | "any" };
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
  /** Web fetches one person may start per minute (ADR 065). */
  webImportLimiter: WebImportLimiter;
  /** Calls one shared list's link may make per minute, whoever holds it (ADR 093). */
  sharedListLimiter: SlidingLimiter;
  /** Redis, when REDIS_URL is set: "ok" when it answers now (ADR 080). */
  redisHealth?: () => Promise<"ok" | "unreachable">;
  /** Which node:cluster worker this process is (null when it serves alone). */
  worker?: number | null;
  /** Live notices to the people who share the data (ADR 139); absent where nobody listens (scripts). */
  events?: NoticeBus;
  user: TUser | null;
  /** The session the request's token belongs to (null when signed out). */
  sessionId: string | null;
  /** How the request signed in: a browser session, or a personal access token (ADR 070). */
  credential: "web" | "personal" | null;
  /**
   * The request carried a token that no longer signs anyone in (ended, expired, forged). Even a
   * call visitors may make answers 401 then, so a session ended elsewhere is noticed at once (ADR 119).
   */
  refusedToken: boolean;
  /**
   * Counts one attempt at a credential procedure (login, signup) by this client; false once the
   * client has spent its attempts for the window. Each call counts, however it was batched.
   */
  countCredentialAttempt: () => Promise<boolean>;
  /** Counts one run of the planner's engine by this person; false once they have spent the window's runs (ADR 116). */
  countPlanGeneration: (personId: number) => Promise<boolean>;
  /** Counts one try of a household invite token by this person; false once the window's tries are spent (ADR 127). */
  countInviteAttempt: (personId: number) => Promise<boolean>;
}

export interface ContextDeps {
  db: Db;
  dbKind: DbKind;
  instanceId: string;
  tokens: TokenService;
  config: AppConfig;
  images: ImageStore;
  webImportLimiter: WebImportLimiter;
  sharedListLimiter: SlidingLimiter;
  redisHealth?: () => Promise<"ok" | "unreachable">;
  worker?: number | null;
  events?: NoticeBus;
}

/** What the HTTP layer knows about one request. */
export interface RequestCredentials {
  authorization: string | string[] | undefined;
  countCredentialAttempt: () => Promise<boolean>;
  /** Absent where nothing counts (a caller made in a test or a script): every run is allowed. */
  countPlanGeneration?: (personId: number) => Promise<boolean>;
  countInviteAttempt?: (personId: number) => Promise<boolean>;
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/** A personal access token by its prefix, anything else as a browser session's signed token. */
async function resolveBearer(deps: ContextDeps, token: string): Promise<SignedIn | null> {
  if (isPersonalToken(token)) return resolvePersonalToken(deps.db, token);
  const claims = await deps.tokens.verify(token);
  return claims ? resolveSession(deps.db, claims) : null;
}

/**
 * Resolves the signed-in user from an Authorization header. An invalid or expired token, one whose
 * session was ended, or one whose user no longer exists, signs no one in and is marked refused.
 */
export async function createContext(deps: ContextDeps, request: RequestCredentials): Promise<Context> {
  const token = bearerToken(request.authorization);
  const signedIn = token ? await resolveBearer(deps, token) : null;
  return {
    ...deps,
    user: signedIn?.user ?? null,
    sessionId: signedIn?.sessionId ?? null,
    credential: signedIn?.kind ?? null,
    refusedToken: token !== null && signedIn === null,
    countCredentialAttempt: request.countCredentialAttempt,
    countPlanGeneration: request.countPlanGeneration ?? (async () => true),
    countInviteAttempt: request.countInviteAttempt ?? (async () => true),
  };
}
