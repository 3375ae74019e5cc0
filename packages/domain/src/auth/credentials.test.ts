import { describe, expect, it } from "vitest";
import { isPlausibleEmail, normaliseEmail, passwordProblem } from "./credentials";

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  Cook@Example.COM \t")).toBe("cook@example.com");
  });
});

describe("isPlausibleEmail", () => {
  it.each(["a@b.co", "first.last+tag@mail.example.org", "x@sub-domain.io"])("accepts %s", (email) => {
    expect(isPlausibleEmail(email)).toBe(true);
  });
  it.each(["", "plain", "@example.com", "a@", "a@localhost", "a b@c.io", "a@@c.io", "a@-c.io", "a@c..io", `${"a".repeat(250)}@c.io`])(
    "rejects %j",
    (email) => {
      expect(isPlausibleEmail(email)).toBe(false);
    },
  );
});

describe("passwordProblem", () => {
  it("requires 8 to 256 characters", () => {
    expect(passwordProblem("")).toBe("missing");
    expect(passwordProblem("1234567")).toBe("too-short");
    expect(passwordProblem("abcdefgh1")).toBeNull();
    expect(passwordProblem("x".repeat(256))).toBeNull();
    expect(passwordProblem("x".repeat(257))).toBe("too-long");
  });

  it("refuses the most common passwords", () => {
    expect(passwordProblem("password")).toBe("too-common");
    expect(passwordProblem("12345678")).toBe("too-common");
  });
});
