/** The browser keeps the session token in localStorage under "token" (docs/product.md#data). */
const KEY = "token";
export const TOKEN_STORAGE_KEY = KEY;

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
}

/** True when the stored token is present and its exp claim, if readable, lies in the future. */
export function hasLiveToken(now = Date.now()): boolean {
  const token = getToken();
  if (!token) return false;
  const payload = token.split(".")[1];
  if (!payload) return true;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof claims.exp !== "number" || claims.exp * 1000 > now;
  } catch {
    return true;
  }
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The signed-in person's id, read from the stored token's subject claim; null without a readable one. */
export function tokenSubject(): string | null {
  const payload = getToken()?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown };
    return typeof claims.sub === "string" && claims.sub !== "" ? claims.sub : null;
  } catch {
    return null;
  }
}
