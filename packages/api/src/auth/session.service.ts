import crypto from "node:crypto";
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import { sessions, users, type Db } from "@simmer/db";
import type { TUser } from "@simmer/contracts";
import { TOKEN_LIFETIME_MS, type TokenClaims, type TokenService } from "./token";

/** A signed-in request: who it is, and which session vouches for it. */
export interface SignedIn {
  user: TUser;
  sessionId: string;
  /** A browser sign-in, or a personal access token (ADR 070), which may do less. */
  kind: "web" | "personal";
}

/**
 * Opens a session for the user and returns its token. The user's expired sessions are cleared on
 * the way, so the table holds little more than live sign-ins.
 */
export async function startSession(db: Db, tokens: TokenService, user: TUser): Promise<string> {
  const issuedAt = new Date();
  const expiresAt = new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS);
  const sessionId = crypto.randomUUID();
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lte(sessions.expiresAt, issuedAt)));
  await db.insert(sessions).values({ id: sessionId, userId: user.id, kind: "web", createdAt: issuedAt, expiresAt });
  return tokens.issue({ userId: user.id, email: user.email, sessionId }, { issuedAt, expiresAt });
}

/**
 * The user behind a verified token, read from the database on every request: a session that was
 * ended, has expired or whose user was deleted is refused at once, on every instance.
 */
export async function resolveSession(db: Db, claims: TokenClaims): Promise<SignedIn | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        eq(sessions.kind, "web"),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ? { user: row, sessionId: claims.sessionId, kind: "web" } : null;
}

/** Ends one session (or the personal token the request came with); it is refused from the next request on. */
export async function endSession(db: Db, signedIn: Pick<SignedIn, "user" | "sessionId">): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, signedIn.sessionId), eq(sessions.userId, signedIn.user.id)));
}

/**
 * Ends the user's browser sessions on every device, except `keep` when given; returns how many were
 * live. Personal access tokens are left alone (ADR 070): scripts keep working until revoked.
 */
export async function endAllSessions(db: Db, userId: number, keep?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, "web"), keep ? ne(sessions.id, keep) : undefined))
    .returning({ expiresAt: sessions.expiresAt });
  const now = Date.now();
  return ended.filter((row) => row.expiresAt !== null && row.expiresAt.getTime() > now).length;
}

/** Removes sessions that expired; tokens for them are already refused, this only keeps the table small. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
}
