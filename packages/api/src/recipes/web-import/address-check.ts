import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { WebFetchError } from "./fetch-errors";

/**
 * Whether Simmer may open a connection to this IP address on a stranger's behalf.
 * Only public unicast addresses pass: loopback, private (RFC 1918), CGNAT, link-local, multicast,
 * unspecified, broadcast, reserved and documentation ranges, IPv6 unique-local and site-local are
 * refused, and IPv6 forms that carry an IPv4 address inside (IPv4-mapped, IPv4-compatible,
 * SIIT, NAT64, 6to4) are judged by the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  // Zone ids (fe80::1%eth0) only exist on link-local addresses, which are refused anyway.
  if (bare.includes("%")) return false;
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === "ipv4" ? isPublicIPv4(parsed as ipaddr.IPv4) : isPublicIPv6(parsed as ipaddr.IPv6);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === "unicast";
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const embedded = embeddedIPv4(address);
  if (embedded) return isPublicIPv4(embedded);
  // Everything public on the IPv6 internet sits in 2000::/3; the rest is special-purpose.
  if (!address.match(ipaddr.IPv6.parse("2000::"), 3)) return false;
  return address.range() === "unicast";
}

/** The IPv4 address an IPv6 address stands for, when it is one of the translation forms. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const lastTwo = (): ipaddr.IPv4 => new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff]);
  const range = address.range();
  if (range === "ipv4Mapped" || range === "rfc6145") return lastTwo();
  // 64:ff9b::/96 is the well-known NAT64 prefix; the local-use 64:ff9b:1::/48 stays refused.
  if (address.match(ipaddr.IPv6.parse("64:ff9b::"), 96)) return lastTwo();
  if (range === "6to4") {
    return new ipaddr.IPv4([parts[1]! >> 8, parts[1]! & 0xff, parts[2]! >> 8, parts[2]! & 0xff]);
  }
  // Deprecated IPv4-compatible form ::a.b.c.d (but not :: and ::1, which are judged as IPv6).
  if (parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1)) {
    return lastTwo();
  }
  return undefined;
}

const standardPorts = new Set([80, 443]);

/** Which targets may be fetched: private test hosts only when listed, other ports only when asked. */
export interface TFetchPolicy {
  /** `host:port` entries reachable even on private addresses (tests only; empty by default). */
  readonly allowHosts: readonly string[];
  /** `standard` allows ports 80 and 443 only. */
  readonly ports: "standard" | "any";
}

export interface TCheckedTarget {
  readonly url: URL;
  /** True when the target is a listed test host, so its private address is allowed. */
  readonly listed: boolean;
}

/**
 * Refuses a URL before any connection: bad syntax, schemes other than http(s), credentials,
 * non-standard ports and IP literals outside the public internet. Host names are judged later, on
 * every address they resolve to, by the connection's own lookup.
 */
export function checkTarget(address: string | URL, policy: TFetchPolicy): TCheckedTarget {
  let url: URL;
  try {
    url = typeof address === "string" ? new URL(address.trim()) : address;
  } catch (cause) {
    throw new WebFetchError("INVALID_URL", undefined, { cause });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new WebFetchError("INVALID_URL");
  if (url.hostname === "") throw new WebFetchError("INVALID_URL");
  if (url.username !== "" || url.password !== "") {
    throw new WebFetchError("BLOCKED_ADDRESS", "Links with a user name or password are not allowed.");
  }
  const listed = normalizedHosts(policy.allowHosts).has(hostKey(url));
  if (listed) return { url, listed };
  if (policy.ports === "standard" && !standardPorts.has(effectivePort(url))) {
    throw new WebFetchError("BLOCKED_ADDRESS", "That address is not allowed: only ports 80 and 443 can be used.");
  }
  const literal = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  // The URL parser has already turned 2130706433, 0177.0.0.1, 0x7f.1 and 127.1 into 127.0.0.1.
  if (isIP(literal) !== 0 && !isPublicAddress(literal)) throw new WebFetchError("BLOCKED_ADDRESS");
  return { url, listed };
}

/** Reads a comma-separated `host:port` list, as WEB_IMPORT_ALLOW_HOSTS holds it. */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

function effectivePort(url: URL): number {
  if (url.port !== "") return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

function hostKey(url: URL): string {
  return `${url.hostname}:${effectivePort(url)}`;
}

function normalizedHosts(entries: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const entry of entries) {
    try {
      const url = new URL(`http://${entry}`);
      if (url.port !== "") keys.add(hostKey(url));
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return keys;
}
