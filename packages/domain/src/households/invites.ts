/**
 * Whether a household invite may still be used (ADR 127): not revoked, not past its expiry, and
 * below its use limit when it has one. Anything but "open" is answered like an unknown token.
 */
export type TInviteState = "open" | "revoked" | "expired" | "used-up";

export interface InviteFacts {
  expiresAt: Date;
  revokedAt: Date | null;
  maxUses: number | null;
  uses: number;
}

export function inviteState(invite: InviteFacts, now: Date): TInviteState {
  if (invite.revokedAt !== null) return "revoked";
  if (invite.expiresAt.getTime() <= now.getTime()) return "expired";
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return "used-up";
  return "open";
}

/** What each role may do in a household. */
export type THouseholdAction = "rename" | "invite" | "remove-member" | "transfer" | "delete" | "leave" | "view";

export function roleMay(role: "owner" | "member", action: THouseholdAction): boolean {
  if (action === "view") return true;
  if (action === "leave") return role === "member";
  return role === "owner";
}
