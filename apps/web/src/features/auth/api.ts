export const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";

export interface AuthResult {
  ok: boolean;
  status: number;
  body: { token?: unknown; message?: unknown; error?: unknown };
}

/** Posts credentials to /api/auth/{login|signup}; throws only when the network itself fails. */
export async function postCredentials(path: "login" | "signup", email: string, password: string): Promise<AuthResult> {
  const response = await fetch(`/api/auth/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as AuthResult["body"];
  return { ok: response.ok, status: response.status, body };
}

export function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * Ends the token's session on the server, so the token is refused from then on. Failures are
 * ignored: the caller forgets the token either way, and an unreachable server cannot keep anyone
 * signed in on this device.
 */
export async function revokeSessionOnServer(token: string | null): Promise<void> {
  if (!token) return;
  try {
    const response = await fetch("/api/auth/logout", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    });
    await response.text();
  } catch {
    // Offline or refused: nothing more to do here.
  }
}

/**
 * Ends every session of the signed-in person (POST /api/auth/logout-all). Unlike a plain log-out
 * this one must reach the server, or other devices stay signed in: false when it did not.
 */
export async function revokeAllSessionsOnServer(token: string | null): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await fetch("/api/auth/logout-all", { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    await response.text();
    return response.ok;
  } catch {
    return false;
  }
}
