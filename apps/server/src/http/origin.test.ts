import { describe, expect, it } from "vitest";
import { linkOrigin, validHost } from "./origin";

describe("validHost", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "simmer.example.com",
    "Simmer.Example.COM:443",
    "127.0.0.1:8080",
    "[::1]:3000",
    "[2001:db8::1]",
    "xn--bcher-kva.example",
  ])("accepts %s", (host) => {
    expect(validHost(host)).toBe(host.toLowerCase());
  });

  it.each([
    "",
    "evil.example/path",
    "a b",
    "user@host",
    "under_score.example",
    "-lead.example",
    "trail-.example",
    "host:0",
    "host:65536",
    "host:80x",
    "[::1",
    "[zz]:80",
    "a..b",
    "host:",
    "ex\u0000ample.com",
    "a".repeat(64) + ".example",
  ])("refuses %j", (host) => {
    expect(validHost(host)).toBeNull();
  });
});

describe("linkOrigin", () => {
  it("prefers PUBLIC_URL, without a trailing slash", () => {
    expect(linkOrigin({ protocol: "http", host: "evil.example" }, "https://simmer.example.com/")).toBe("https://simmer.example.com");
  });

  it("builds the origin from the request when PUBLIC_URL is unset", () => {
    expect(linkOrigin({ protocol: "https", host: "Kitchen.example:8443" }, undefined)).toBe("https://kitchen.example:8443");
    expect(linkOrigin({ protocol: "javascript", host: "kitchen.example" }, undefined)).toBe("http://kitchen.example");
    expect(linkOrigin({ protocol: "http", host: "kitchen.example/<x>" }, undefined)).toBeNull();
    expect(linkOrigin({}, undefined)).toBeNull();
  });
});
