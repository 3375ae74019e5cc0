import argon2 from "argon2";
import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { userFilters, users, type Db } from "@simmer/db";
import { starterFilterRowsFor } from "../filters";
import {
  AUTH_MESSAGES,
  type TLoginInput,
  type TLoginOutput,
  type TLogoutAllOutput,
  type TLogoutOutput,
  type TSignupInput,
  type TSignupOutput,
  type TUser,
} from "@simmer/contracts";
import type { TokenService } from "./token";
import { endAllSessions, endSession, startSession } from "./session.service";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let decoyHash: Promise<string> | null = null;
/** Verifying against a real hash for unknown emails keeps their timing the same as a wrong password. */
function getDecoyHash(): Promise<string> {
  decoyHash ??= argon2.hash("decoy-password-for-unknown-accounts", HASH_OPTIONS);
  return decoyHash;
}

/** The stored form of a password (argon2id at the baseline above). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** Whether a password matches a stored hash; a malformed hash matches nothing. */
export function passwordMatches(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

/** A new account and its starter Browse rows are written together (ADR 118). */
export async function signup(db: Db, input: TSignupInput): Promise<TSignupOutput> {
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (user) await tx.insert(userFilters).values(starterFilterRowsFor(user.id));
    return user;
  });
  if (!created) throw new TRPCError({ code: "CONFLICT", message: AUTH_MESSAGES.duplicate });
  return { message: AUTH_MESSAGES.signedUp, user: created };
}

export async function login(db: Db, tokens: TokenService, input: TLoginInput): Promise<TLoginOutput> {
  // A household's own account (ADR 127) has no password and never signs in: it is looked up like an unknown email.
  const [found] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.kind, "person")))
    .limit(1);
  const hash = found?.passwordHash ?? (await getDecoyHash());
  const valid = await passwordMatches(hash, input.password);
  if (!found || !valid) throw new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.badCredentials });
  const user = { id: found.id, email: found.email };
  const token = await startSession(db, tokens, user);
  return { message: AUTH_MESSAGES.loggedIn, token, user };
}

export async function logout(db: Db, user: TUser, sessionId: string | null): Promise<TLogoutOutput> {
  if (sessionId) await endSession(db, { user, sessionId });
  return { message: AUTH_MESSAGES.loggedOut };
}

export async function logoutAll(db: Db, user: TUser): Promise<TLogoutAllOutput> {
  const ended = await endAllSessions(db, user.id);
  return { message: AUTH_MESSAGES.loggedOutEverywhere, ended };
}
