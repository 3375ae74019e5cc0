import type { NoticeBus } from "./bus";
import { accountChannel } from "./audience";

/**
 * Ticks made through a shared list's link (ADR 093) reach the owner's open screens like anyone's
 * (ADR 139). The list's owner id is the account its rows are kept under, which names its audience;
 * the link holder is nobody we know, so the notice names no one.
 */
export function announceSharedListChange(ctx: { events?: NoticeBus }, ownerId: number): void {
  void ctx.events
    ?.publish(accountChannel(ownerId), { type: "change", notice: { topic: "shopping", by: null, at: new Date().toISOString() } })
    .catch(() => undefined);
}
