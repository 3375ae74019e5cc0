import { describe, expect, it } from "vitest";
import { isPersonalToken, newPersonalToken, personalTokenHash } from "./personal-token";

describe("personal access tokens", () => {
  it("start with the recognisable prefix and differ every time", () => {
    const a = newPersonalToken();
    const b = newPersonalToken();
    expect(a.startsWith("smr_pat_")).toBe(true);
    expect(isPersonalToken(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).toHaveLength("smr_pat_".length + 43);
  });

  it("are kept as a SHA-256 that differs from the token and is the same for the same token", () => {
    const token = newPersonalToken();
    const hash = personalTokenHash(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token.slice(8));
    expect(personalTokenHash(token)).toBe(hash);
  });

  it("refuse values that cannot be one of ours before any lookup", () => {
    expect(personalTokenHash("smr_pat_short")).toBeNull();
    expect(personalTokenHash(`smr_pat_${"a".repeat(44)}`)).toBeNull();
    expect(personalTokenHash(`smr_pat_${"a".repeat(42)}!`)).toBeNull();
    expect(isPersonalToken("eyJhbGciOi.x.y")).toBe(false);
  });
});
