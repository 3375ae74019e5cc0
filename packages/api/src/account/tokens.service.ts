import crypto from "node:crypto";
import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { sessions, users, type Db } from "@simmer/db";
import {
  ACCOUNT_MESSAGES,
  TOKENS_PER_PERSON_MAX,
  type TToken,
  type TTokenCreateInput,
  type TTokenCreated,
  type TTokenList,
  type TUser,
} from "@simmer/contracts";
import type { SignedIn } from "../auth";
import { newPersonalToken, personalTokenHash } from "./personal-token";

const DAY_MS = 24 * 60 * 60 * 1000;
const personal = eq(sessions.kind, "personal");
const live = or(isNull(sessions.expiresAt), gt(sessions.expiresAt, sql`now()`));

type Row = Pick<typeof sessions.$inferSelect, "id" | "name" | "createdAt" | "lastUsedAt" | "expiresAt">;
const columns = {
  id: sessions.id,
  name: sessions.name,
  createdAt: sessions.createdAt,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
};

function toToken(row: Row): TToken {
  return {
    id: row.id,
    name: row.name ?? "",
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The person's live tokens, newest first. Expired ones are refused and no longer listed. */
export async function list(db: Db, userId: number): Promise<TTokenList> {
  const rows = await db
    .select(columns)
    .from(sessions)
    .where(and(eq(sessions.userId, userId), personal, live))
    .orderBy(desc(sessions.createdAt), sessions.id);
  return { tokens: rows.map(toToken) };
}

/**
 * Makes a token and returns its secret, the only time it exists outside the caller's hands: the
 * row keeps its SHA-256. The person's row is locked so parallel creates cannot pass the cap together.
 */
export async function create(db: Db, userId: number, input: TTokenCreateInput): Promise<TTokenCreated> {
  const { name, expiresInDays } = input;
  const secret = newPersonalToken();
  const secretHash = personalTokenHash(secret);
  if (!secretHash) throw new Error("A new token failed its own shape check.");
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), personal, live));
    if ((held?.n ?? 0) >= TOKENS_PER_PERSON_MAX) throw new TRPCError({ code: "CONFLICT", message: ACCOUNT_MESSAGES.tooManyTokens });
    const createdAt = new Date();
    const expiresAt = expiresInDays === null ? null : new Date(createdAt.getTime() + expiresInDays * DAY_MS);
    const [inserted] = await tx
      .insert(sessions)
      .values({ id: crypto.randomUUID(), userId, kind: "personal", name, secretHash, createdAt, expiresAt })
      .returning(columns);
    return inserted!;
  });
  return { message: ACCOUNT_MESSAGES.tokenCreated, token: toToken(row), secret };
}

/** Revokes one of the person's tokens; the next request with it is refused on every instance. */
export async function remove(db: Db, userId: number, id: string): Promise<{ message: string }> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), personal))
    .returning({ id: sessions.id });
  if (removed.length === 0) throw new TRPCError({ code: "NOT_FOUND", message: ACCOUNT_MESSAGES.tokenNotFound });
  return { message: ACCOUNT_MESSAGES.tokenRevoked };
}

/**
 * The person behind a personal token, read from the database on every request (ADR 070). "Last
 * used" is written at most once a minute per token, so a busy script does not write on every call.
 */
export async function resolvePersonalToken(db: Db, token: string): Promise<SignedIn | null> {
  const secretHash = personalTokenHash(token);
  if (!secretHash) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.secretHash, secretHash), personal, live))
    .limit(1);
  if (!row) return null;
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, row.sessionId), or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, sql`now() - interval '1 minute'`))));
  const user: TUser = { id: row.id, email: row.email };
  return { user, sessionId: row.sessionId, kind: "personal" };
}
