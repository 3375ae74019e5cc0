import type { Db } from "@simmer/db";
import { TRPCError } from "@trpc/server";
import { LINK_CLOCK_AHEAD_MS } from "@simmer/domain";
import { SHOPPING_MESSAGES, type TSharedListApplyInput, type TSharedListApplyResult } from "@simmer/contracts";
import type { SlidingLimiter } from "../recipes";
import { findShared, lockList, noLongerShared, saveListVersion } from "../grocery";
import { foodIndexFor } from "../foods";
import { applyCommands } from "./commands";

/**
 * Ticks sent from a shared page, authorised by its token alone (ADR 093): they reach the owner's
 * list through the same commands and merge rule, but only for the items the page shows; any other
 * uid is gone. Their times count no later than their arrival, so a link never outdates the
 * owner's later changes (ADR 117). A withdrawn, expired or unknown token is "no longer shared", whatever was sent.
 */
export async function update(
  db: Db,
  limiter: SlidingLimiter,
  input: TSharedListApplyInput,
  /** Called once the ticks are committed, with the list's owner, when any was applied (ADR 139). */
  onApplied: (ownerId: number) => void = () => {},
): Promise<TSharedListApplyResult> {
  if (!limiter.take(`shared:${input.token}`))
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: SHOPPING_MESSAGES.sharedRateLimited });
  const foods = await foodIndexFor(db);
  let appliedFor: number | null = null;
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const shared = await findShared(t, input.token);
    if (!shared) throw noLongerShared();
    const owner = shared.row.userId;
    const before = await lockList(t, owner);
    // Read again under the owner's lock, so a page withdrawn meanwhile takes no more ticks.
    if (!(await findShared(t, input.token))) throw noLongerShared();
    const { outcomes, applied } = await applyCommands(t, owner, foods, input.commands, {
      allowed: shared.uids,
      clockAheadMs: LINK_CLOCK_AHEAD_MS,
    });
    if (applied > 0) await saveListVersion(t, owner, before + applied);
    if (applied > 0) appliedFor = owner;
    return {
      results: outcomes.map((o) => ({
        id: o.id,
        status: o.status,
        item: o.item ? { uid: o.item.uid, in_basket: o.item.inBasket, version: o.item.version } : null,
      })),
    };
  });
  if (appliedFor !== null) onApplied(appliedFor);
  return result;
}
