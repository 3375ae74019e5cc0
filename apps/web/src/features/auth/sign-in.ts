import { UNEXPECTED_ERROR, postCredentials, text } from "./api";
import type { AuthFieldErrors } from "./AuthForm";
import { setToken } from "./token";
import { safeRedirect } from "./redirect";
// Not from guards.ts, which needs the router: the plain login page (ADR 145) uses this file too.
import { APP_HOME } from "./home";
import { pendingWebImport, WEB_IMPORT_SCREEN } from "../recipes/web-handoff";

/** The server's message about one field goes beside that field; any other is said in an alert. */
export function fieldErrorOf(message: string): AuthFieldErrors | null {
  if (/^email\b/i.test(message) || /account with this email/i.test(message)) return { email: message };
  if (/password/i.test(message) && !/email or password/i.test(message)) return { password: message };
  return null;
}

export type SignInOutcome = { ok: true } | { ok: false; message: string };

/** Logs in and keeps the session's token; the message of a refusal is the server's own. */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  let result;
  try {
    result = await postCredentials("login", email, password);
  } catch {
    return { ok: false, message: UNEXPECTED_ERROR };
  }
  const { ok, body } = result;
  if (!ok) return { ok: false, message: text(body.message) ?? text(body.error) ?? "Login failed." };
  const token = text(body.token);
  if (!token) return { ok: false, message: "Login successful but no token received." };
  setToken(token);
  return { ok: true };
}

/**
 * Where a person goes once signed in: the page a deep link asked for (ADR 119), else a page the
 * bookmarklet sent before signing in, else the app's home.
 */
export function landingAfterSignIn(redirect: unknown): string {
  return safeRedirect(redirect, window.location.origin) ?? (pendingWebImport() ? WEB_IMPORT_SCREEN : APP_HOME);
}
