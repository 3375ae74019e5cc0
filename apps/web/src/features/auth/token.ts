import { SESSION_COOKIE, ZONE_COOKIE, firstRenderScope } from "../../first-render/scope";

/** The browser keeps the session token in localStorage under "token" (docs/product.md#data). */
const KEY = "token";
export const TOKEN_STORAGE_KEY = KEY;

export function getToken(): string | null {
  // The server's first render of a screen signs in with the request's cookie (ADR 146).
  if (import.meta.env.SSR) return firstRenderScope()?.token ?? null;
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
  writeSessionCookie(token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
  writeSessionCookie(null);
}

/** A token's claims as its payload states them (the browser cannot check the signature); null when unreadable. */
function claimsOf(token: string): { exp?: unknown; sub?: unknown } | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return claims && typeof claims === "object" ? (claims as { exp?: unknown; sub?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * The cookie a page request carries so that the server can draw the signed-in screen's first
 * render (ADR 146). It holds the same token as localStorage, lives as long as it, goes only to
 * this site's own pages (SameSite=Strict), and the server reads it for nothing but that render:
 * every API call still needs the Authorization header.
 */
export function writeSessionCookie(token: string | null, now = Date.now()): string {
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  const claimed = token ? claimsOf(token)?.exp : undefined;
  const exp = typeof claimed === "number" ? claimed : null;
  const maxAge = token ? (exp === null ? 30 * 24 * 3600 : Math.max(0, Math.floor(exp - now / 1000))) : 0;
  const cookie = `${SESSION_COOKIE}=${token && maxAge > 0 ? encodeURIComponent(token) : ""}; Path=/; Max-Age=${token ? maxAge : 0}; SameSite=Strict${secure}`;
  setCookie(cookie);
  // The first render shows the person's own "today", not the server's: it is told their time zone.
  setCookie(
    `${ZONE_COOKIE}=${token ? encodeURIComponent(browserZone()) : ""}; Path=/; Max-Age=${token ? maxAge : 0}; SameSite=Strict${secure}`,
  );
  try {
    if (token && maxAge > 0) localStorage.setItem(COOKIES_MARK_KEY, cookiesMark(token));
    else localStorage.removeItem(COOKIES_MARK_KEY);
  } catch {
    // Without storage the cookies are written again at the next start, which is all the mark saves.
  }
  return cookie;
}

/**
 * What the cookies were last written for: the token's end and the clock's offset from UTC. Reading
 * `document.cookie` and the time zone's name each cost a start tens of milliseconds on a slow phone
 * (a round trip to the browser's cookie store, and the first Intl formatter), so a start compares
 * this instead and writes the cookies only when the session or the offset (a journey, a change to
 * or from summer time) has changed.
 */
const COOKIES_MARK_KEY = "simmer_cookies";
const cookiesMark = (token: string): string => `${token.slice(-24)} ${new Date().getTimezoneOffset()}`;

function setCookie(cookie: string): void {
  if (typeof document === "undefined") return;
  try {
    document.cookie = cookie;
  } catch {
    // A page whose cookies are off still works: its screens are drawn in the browser alone.
  }
}

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch {
    return "";
  }
}

/**
 * A session signed in before the cookie existed gets it on its next start (ADR 146), and a browser
 * whose clock has moved since (a journey, summer time) tells its time zone again.
 */
export function keepSessionCookie(): void {
  const token = getToken();
  if (!token || typeof document === "undefined") return;
  let mark: string | null = null;
  try {
    mark = localStorage.getItem(COOKIES_MARK_KEY);
  } catch {
    // Written again below.
  }
  if (mark !== cookiesMark(token)) writeSessionCookie(token);
}

/** True when the stored token is present and its exp claim, if readable, lies in the future. */
export function hasLiveToken(now = Date.now()): boolean {
  const token = getToken();
  if (!token) return false;
  const exp = claimsOf(token)?.exp;
  return typeof exp !== "number" || exp * 1000 > now;
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The signed-in person's id, read from the stored token's subject claim; null without a readable one. */
export function tokenSubject(): string | null {
  const token = getToken();
  const sub = token ? claimsOf(token)?.sub : undefined;
  return typeof sub === "string" && sub !== "" ? sub : null;
}
