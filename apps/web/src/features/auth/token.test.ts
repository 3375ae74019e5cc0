import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToken, keepSessionCookie, writeSessionCookie } from "./token";

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

describe("keeping the cookies at the app's start", () => {
  const token = tokenWith({ sub: "7", exp: Math.floor(Date.now() / 1000) + 3600 });
  let written: string[];
  beforeEach(() => {
    // As in the browser: the server's render reads the token from its request instead.
    vi.stubEnv("SSR", false);
    written = [];
    const store = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    vi.stubGlobal("document", {
      get cookie(): string {
        throw new Error("a start must not read the cookie store");
      },
      set cookie(value: string) {
        written.push(value.split(";")[0]!);
      },
    });
    localStorage.setItem("token", token);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("writes the session and the time zone once, then leaves them until the clock or the session changes", () => {
    keepSessionCookie();
    expect(written).toEqual([`simmer_session=${encodeURIComponent(token)}`, expect.stringMatching(/^simmer_zone=.+/)]);
    keepSessionCookie();
    expect(written).toHaveLength(2);
    // Summer time, or a journey: the offset from UTC moves, and the zone is told again.
    vi.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(new Date().getTimezoneOffset() + 60);
    keepSessionCookie();
    expect(written).toHaveLength(4);
    keepSessionCookie();
    expect(written).toHaveLength(4);
  });

  it("forgets what it wrote when the session ends", () => {
    keepSessionCookie();
    clearToken();
    expect(written.slice(-2)).toEqual(["simmer_session=", "simmer_zone="]);
    expect(localStorage.getItem("simmer_cookies")).toBeNull();
  });
});
