import { describe, expect, it } from "vitest";
import { checkTarget, isPublicAddress, parseAllowHosts } from "./address-check";
import { WebFetchError } from "./fetch-errors";
import { BlockedLookupError, createGuardedLookup } from "./guarded-lookup";

const strict = { allowHosts: [], ports: "standard" } as const;

function refusal(address: string, policy: Parameters<typeof checkTarget>[1] = strict): WebFetchError {
  try {
    checkTarget(address, policy);
  } catch (error) {
    if (error instanceof WebFetchError) return error;
    throw error;
  }
  throw new Error(`${address} was allowed`);
}

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "100.127.255.255",
    "169.254.169.254",
    "224.0.0.1",
    "239.255.255.250",
    "0.0.0.0",
    "255.255.255.255",
    "192.0.2.1",
    "198.18.0.1",
    "240.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "fec0::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "::ffff:0:127.0.0.1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a00:1",
    "64:ff9b:1::808:808",
    "2002:7f00:1::",
    "2002:c0a8:101::1",
    "2001:db8::1",
    "100::1",
    "not an address",
    "",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "93.184.215.14",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("checkTarget", () => {
  it.each([
    "http://127.0.0.1/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://127.1/",
    "http://0x7f000001/",
    "http://017700000001/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[64:ff9b::10.0.0.1]/",
    "http://0.0.0.0/",
    "http://[::]/",
    "http://169.254.169.254/latest/meta-data/",
    "https://10.1.2.3/",
    "http://[fd00::1]/",
  ])("refuses the literal address %s before any connection", (address) => {
    const error = refusal(address);
    expect(error.code).toBe("BLOCKED_ADDRESS");
    expect(error.status).toBe(400);
    expect(error.message).toBe("That address is not allowed.");
  });

  it.each([
    "ftp://example.com/",
    "file:///etc/passwd",
    "gopher://example.com/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "not a url",
    "",
  ])("refuses %s as not a web address", (address) => {
    const error = refusal(address);
    expect(error.code).toBe("INVALID_URL");
    expect(error.status).toBe(400);
  });

  it("refuses credentials in the link", () => {
    expect(refusal("https://user:secret@example.com/").message).toBe("Links with a user name or password are not allowed.");
    expect(refusal("https://user@example.com/").code).toBe("BLOCKED_ADDRESS");
  });

  it("allows ports 80 and 443 only, unless asked otherwise", () => {
    expect(refusal("http://example.com:8080/").code).toBe("BLOCKED_ADDRESS");
    expect(refusal("https://example.com:22/").code).toBe("BLOCKED_ADDRESS");
    expect(checkTarget("https://example.com:443/recipe", strict).url.href).toBe("https://example.com/recipe");
    expect(checkTarget("http://example.com:443/", strict).listed).toBe(false);
    expect(checkTarget("http://example.com:8080/", { allowHosts: [], ports: "any" }).url.port).toBe("8080");
    expect(refusal("http://127.0.0.1:8080/", { allowHosts: [], ports: "any" }).message).toBe("That address is not allowed.");
  });

  it("reaches a private host only when its exact host and port are listed", () => {
    const policy = { allowHosts: parseAllowHosts(" 127.0.0.1:4100, localhost:4200 ,"), ports: "standard" } as const;
    expect(checkTarget("http://127.0.0.1:4100/a", policy).listed).toBe(true);
    expect(checkTarget("http://localhost:4200/a", policy).listed).toBe(true);
    expect(refusal("http://127.0.0.1:4101/", policy).code).toBe("BLOCKED_ADDRESS");
    expect(refusal("http://127.0.0.1/", policy).code).toBe("BLOCKED_ADDRESS");
    expect(refusal("http://user@127.0.0.1:4100/", policy).code).toBe("BLOCKED_ADDRESS");
    expect(parseAllowHosts(undefined)).toEqual([]);
  });
});

describe("createGuardedLookup", () => {
  function lookUp(addresses: { address: string; family: number }[], all: boolean) {
    const lookup = createGuardedLookup((_hostname, _options, callback) => callback(null, addresses));
    return new Promise<{ error: unknown; address: unknown }>((resolve) => {
      lookup("recipes.example", { all }, (error, address) => resolve({ error, address }));
    });
  }

  it("refuses a name when any one of its addresses is private", async () => {
    const result = await lookUp(
      [
        { address: "93.184.215.14", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
      true,
    );
    expect(result.error).toBeInstanceOf(BlockedLookupError);
    const mapped = await lookUp(
      [
        { address: "2606:4700::1111", family: 6 },
        { address: "::ffff:10.0.0.1", family: 6 },
      ],
      false,
    );
    expect(mapped.error).toBeInstanceOf(BlockedLookupError);
    expect((await lookUp([], false)).error).toBeInstanceOf(BlockedLookupError);
  });

  it("hands the socket exactly the checked addresses", async () => {
    const addresses = [
      { address: "93.184.215.14", family: 4 },
      { address: "2606:4700::1111", family: 6 },
    ];
    expect(await lookUp(addresses, true)).toEqual({ error: null, address: addresses });
    expect(await lookUp(addresses, false)).toEqual({ error: null, address: "93.184.215.14" });
  });
});
