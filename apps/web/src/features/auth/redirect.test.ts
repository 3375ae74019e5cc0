import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

const ORIGIN = "https://simmer.example";

describe("safeRedirect", () => {
  it("keeps a path of the app with its search and hash", () => {
    expect(safeRedirect("/dashboard/plan", ORIGIN)).toBe("/dashboard/plan");
    expect(safeRedirect("/dashboard/grocery-list?cart=3#top", ORIGIN)).toBe("/dashboard/grocery-list?cart=3#top");
  });

  it("drops another origin, a scheme, a protocol-relative or backslashed address", () => {
    for (const raw of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "dashboard",
      "/\tevil",
      "",
    ]) {
      expect(safeRedirect(raw, ORIGIN), raw).toBeNull();
    }
  });

  it("drops the login and signup screens, the API and anything that is not text", () => {
    for (const raw of ["/login", "/signup?x=1", "/api/recipes", "/trpc/auth.me", 42, null, undefined, `/${"a".repeat(2001)}`]) {
      expect(safeRedirect(raw, ORIGIN), String(raw)).toBeNull();
    }
  });
});
