import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { users, type Db } from "@simmer/db";
import {
  ACCOUNT_MESSAGES,
  type TAccountDeleteInput,
  type TMessageOutput,
  type TPasswordChangeInput,
  type TPasswordChanged,
} from "@simmer/contracts";
import { hashPassword, passwordMatches, endAllSessions } from "../auth";
import type { ImageStore } from "../images";
import { DOMAIN_BACKUPS } from "./backup-domains";

/** The caller's row, locked for the rest of the transaction, after checking their password. */
async function lockWithPassword(tx: Db, userId: number, password: string): Promise<void> {
  const [row] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).for("update");
  // The account went while the request was on its way: as for any other missing row.
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: ACCOUNT_MESSAGES.wrongPassword });
  // Not 401: the session is fine, and a 401 would sign the browser out over a typo.
  if (!(await passwordMatches(row.hash, password))) throw new TRPCError({ code: "BAD_REQUEST", message: ACCOUNT_MESSAGES.wrongPassword });
}

/**
 * Changes the password and signs out every other browser session, keeping the one that asked
 * (ADR 071). Personal access tokens stay: the Settings screen lists them beside this form.
 */
export async function updatePassword(db: Db, userId: number, keepSession: string, input: TPasswordChangeInput): Promise<TPasswordChanged> {
  if (input.newPassword === input.currentPassword) throw new TRPCError({ code: "BAD_REQUEST", message: ACCOUNT_MESSAGES.samePassword });
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await lockWithPassword(tx, userId, input.currentPassword);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return endAllSessions(tx, userId, keepSession);
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged, ended };
}

/**
 * Deletes the account and everything it owns in one transaction (ADR 071): every table holding a
 * person's rows cascades from `users`, so removing the row removes recipes and their lines, images
 * rows, kitchen items, carts, lists, filters, metrics, journal, sessions, tokens, jobs and share
 * links together. A domain with work of its own first declares it (ADR 111): the image files go
 * from the store after the commit, so a failure can leave unused bytes but never an account half gone.
 */
export async function remove(db: Db, store: ImageStore, userId: number, input: TAccountDeleteInput): Promise<TMessageOutput> {
  const afterCommit = await db.transaction(async (tx) => {
    await lockWithPassword(tx, userId, input.password);
    const pending = [];
    for (const domain of DOMAIN_BACKUPS) {
      const then = await domain.beforeAccountDeleted?.(tx, userId);
      if (then) pending.push(then);
    }
    await tx.delete(users).where(eq(users.id, userId));
    return pending;
  });
  for (const then of afterCommit) await then(store);
  return { message: ACCOUNT_MESSAGES.accountDeleted };
}
