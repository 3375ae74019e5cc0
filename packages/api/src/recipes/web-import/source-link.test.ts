import { describe, expect, it } from "vitest";
import { canonicalSourceKey, hostOfKey } from "./source-link";

describe("canonicalSourceKey", () => {
  it("treats links that differ only in scheme, www, fragment, trailing slash or tracking as one page", () => {
    const key = canonicalSourceKey("https://www.example-kitchen.com/recipes/lentil-soup/");
    expect(key).toBe("example-kitchen.com/recipes/lentil-soup");
    for (const same of [
      "http://example-kitchen.com/recipes/lentil-soup",
      "https://EXAMPLE-kitchen.com/recipes/lentil-soup#comments",
      "https://example-kitchen.com/recipes/lentil-soup/?utm_source=news&utm_medium=mail",
      "https://example-kitchen.com:443/recipes/lentil-soup?fbclid=abc",
      "example-kitchen.com/recipes/lentil-soup",
    ]) {
      expect(canonicalSourceKey(same)).toBe(key);
    }
  });

  it("keeps parameters that choose the page, sorted", () => {
    expect(canonicalSourceKey("https://example.com/r?b=2&id=7&utm_campaign=x")).toBe("example.com/r?b=2&id=7");
    expect(canonicalSourceKey("https://example.com/r?id=7")).not.toBe(canonicalSourceKey("https://example.com/r?id=8"));
  });

  it("keeps a non-standard port and tells other paths apart", () => {
    expect(canonicalSourceKey("http://localhost:4101/soup")).toBe("localhost:4101/soup");
    expect(canonicalSourceKey("https://example.com/soup")).not.toBe(canonicalSourceKey("https://example.com/soup-2"));
  });

  it("gives null for text that is no web address", () => {
    expect(canonicalSourceKey("")).toBeNull();
    expect(canonicalSourceKey("ftp://example.com/x")).toBeNull();
    expect(canonicalSourceKey("https://")).toBeNull();
  });

  it("names the host of a key", () => {
    expect(hostOfKey("example.com/r?id=7")).toBe("example.com");
    expect(hostOfKey("localhost:4101")).toBe("localhost:4101");
  });
});
