import net from "node:net";

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const PORT = /^[0-9]{1,5}$/;

/**
 * A Host value ("name", "name:port", "1.2.3.4:80", "[::1]:3000") in lower case, or null when it
 * is anything else: no path, credentials, spaces or other characters a link must not carry.
 */
export function validHost(value: string): string | null {
  const host = value.trim().toLowerCase();
  if (host.length === 0 || host.length > 260) return null;
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(host);
  const [name, port] = bracketed ? [bracketed[1] ?? "", bracketed[2]] : splitPort(host);
  if (port !== undefined && !(PORT.test(port) && Number(port) >= 1 && Number(port) <= 65_535)) return null;
  if (bracketed) return net.isIPv6(name) ? host : null;
  if (name.length > 253) return null;
  return net.isIPv4(name) || HOST_NAME.test(name) ? host : null;
}

function splitPort(host: string): [string, string | undefined] {
  const colon = host.lastIndexOf(":");
  return colon === -1 ? [host, undefined] : [host.slice(0, colon), host.slice(colon + 1)];
}

/**
 * Where links handed out in answer to this request start: PUBLIC_URL when it is set, otherwise the
 * request's own scheme and host (Fastify reads X-Forwarded-Host/-Proto only when TRUST_PROXY is
 * on). Null when that host is not a valid host name, so nothing is ever built on a forged one.
 */
export function linkOrigin(request: { protocol?: string; host?: string }, publicUrl: string | undefined): string | null {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  // Calls the server makes to itself (the Browse warm-up) carry no host at all.
  const host = typeof request.host === "string" ? validHost(request.host) : null;
  if (!host) return null;
  return `${request.protocol === "https" ? "https" : "http"}://${host}`;
}
