import { describe, expect, it } from "vitest";
import { inviteState, roleMay } from "./invites";

const now = new Date("2026-11-27T12:00:00Z");
const open = { expiresAt: new Date("2026-12-04T12:00:00Z"), revokedAt: null, maxUses: null, uses: 0 };

describe("household invites", () => {
  it("is open until it expires, 7 days by default", () => {
    expect(inviteState(open, now)).toBe("open");
    expect(inviteState(open, new Date("2026-12-04T11:59:59Z"))).toBe("open");
    expect(inviteState(open, new Date("2026-12-04T12:00:00Z"))).toBe("expired");
  });

  it("is used up when its uses reach the limit", () => {
    expect(inviteState({ ...open, maxUses: 2, uses: 1 }, now)).toBe("open");
    expect(inviteState({ ...open, maxUses: 2, uses: 2 }, now)).toBe("used-up");
    expect(inviteState({ ...open, maxUses: null, uses: 500 }, now)).toBe("open");
  });

  it("is closed for good once revoked, whatever else holds", () => {
    expect(inviteState({ ...open, revokedAt: now }, now)).toBe("revoked");
  });
});

describe("household roles", () => {
  it("lets the owner rename, invite, remove, transfer and delete", () => {
    for (const action of ["rename", "invite", "remove-member", "transfer", "delete"] as const) {
      expect(roleMay("owner", action)).toBe(true);
      expect(roleMay("member", action)).toBe(false);
    }
  });

  it("lets a member leave, and the owner only after handing the household on", () => {
    expect(roleMay("member", "leave")).toBe(true);
    expect(roleMay("owner", "leave")).toBe(false);
    expect(roleMay("member", "view")).toBe(true);
  });
});
