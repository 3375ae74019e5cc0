/**
 * Where to go after logging in: the `redirect` search parameter of /login, kept only when it is a
 * path of this app on this origin (ADR 119). Anything else (another site, a scheme, "//host", the
 * login and signup screens themselves) is dropped, so a crafted link cannot send someone away.
 */
export function safeRedirect(raw: unknown, origin: string): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  if (raw.includes("\\") || [...raw].some((char) => char.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname === "/login" || url.pathname === "/signup" || url.pathname.startsWith("/api/") || url.pathname.startsWith("/trpc"))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
