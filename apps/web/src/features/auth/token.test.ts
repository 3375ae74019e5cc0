import { describe, expect, it } from "vitest";
import { writeSessionCookie } from "./token";

/** A token whose payload carries these claims (the signature is not read in the browser). */
const tokenWith = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.c2ln`;

describe("the session cookie beside the stored token (ADR 146)", () => {
  const now = Date.UTC(2026, 11, 2, 12, 0, 0);

  it("lives as long as the token, goes only to this site's own pages, and carries the token whole", () => {
    const token = tokenWith({ sub: "7", exp: now / 1000 + 3600 });
    expect(writeSessionCookie(token, now)).toBe(`simmer_session=${encodeURIComponent(token)}; Path=/; Max-Age=3600; SameSite=Strict`);
  });

  it("is removed with the token, and never written for a token already past its expiry", () => {
    expect(writeSessionCookie(null, now)).toBe("simmer_session=; Path=/; Max-Age=0; SameSite=Strict");
    expect(writeSessionCookie(tokenWith({ exp: now / 1000 - 5 }), now)).toBe("simmer_session=; Path=/; Max-Age=0; SameSite=Strict");
  });

  it("gives a token without a readable expiry thirty days, which the server's own check still bounds", () => {
    expect(writeSessionCookie("not-a-jwt-but-a-token", now)).toBe(
      "simmer_session=not-a-jwt-but-a-token; Path=/; Max-Age=2592000; SameSite=Strict",
    );
  });
});
