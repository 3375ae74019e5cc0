import type { TEventActor, TUser } from "@simmer/contracts";
import { scopeOf, type HouseholdScope } from "../household";

/**
 * Whose data a person works on (ADR 127): the key the shared domains use (their household's, or
 * their own id when alone), the household if any, and its members.
 */
export type Scope = Pick<HouseholdScope, "id" | "householdId" | "memberIds">;

export { scopeOf };

/**
 * The channel of one account id. The shared domains key their rows by the scope's id (the
 * household's own account, or the person's when alone), so a row's owner id names its audience,
 * and a person's own id names their own channel: the same channel when they are alone.
 */
export function accountChannel(accountId: number): string {
  return `account:${accountId}`;
}

/** Everyone who sees the same kitchen, list and plan: the household, or the person alone across their devices. */
export function audienceChannel(scope: Scope): string {
  return accountChannel(scope.id);
}

/** One person's own channel: their devices, and the checks of their sign-in and household. */
export function personalChannel(userId: number): string {
  return accountChannel(userId);
}

/** The channels one person's stream reads, audience first; one when they are alone. */
export function channelsOf(scope: Scope, userId: number): string[] {
  const audience = audienceChannel(scope);
  const own = personalChannel(userId);
  return audience === own ? [own] : [audience, own];
}

/** Who made a change, as a notice names them: the part of the email before the "@". */
export function actorOf(user: TUser): TEventActor {
  const at = user.email.indexOf("@");
  return { user_id: user.id, name: (at > 0 ? user.email.slice(0, at) : user.email).slice(0, 64) };
}
