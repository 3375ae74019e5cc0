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
