import { parseAuthSearch } from "../features/auth/auth-search";
import type { AuthFieldErrors } from "../features/auth/AuthForm";
import { fieldErrorOf, landingAfterSignIn, signIn } from "../features/auth/sign-in";
import { APP_HOME } from "../features/auth/home";
import { hasLiveToken } from "../features/auth/token";

/**
 * The login page as first opened (ADR 145): plain HTML drawn before any script, and this small
 * script, which logs in through the same calls as the app's login screen (sign-in.ts) and then
 * opens the app at the page asked for. The app itself is not loaded here; the browser fetches it
 * in the background (the server names its files as prefetches).
 */

const form = document.querySelector<HTMLFormElement>("#login-form");
const email = document.querySelector<HTMLInputElement>("#login-email");
const password = document.querySelector<HTMLInputElement>("#login-password");
const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
const notices = document.querySelector<HTMLDivElement>(".notices");
const SUBMIT_LABEL = "Log In";
const BUSY_LABEL = "Logging in…";
const ERROR_NOTICE_MS = 10_000;

const { redirect } = parseAuthSearch({ redirect: new URLSearchParams(window.location.search).get("redirect") ?? undefined });

// The way to sign up keeps the page a deep link asked for, as the app's own link does.
const signupLink = document.querySelector<HTMLAnchorElement>("#signup-link");
if (signupLink && redirect) signupLink.href = `/signup?${new URLSearchParams({ redirect }).toString()}`;

function setBusy(busy: boolean) {
  if (!submit) return;
  submit.disabled = busy;
  submit.textContent = busy ? BUSY_LABEL : SUBMIT_LABEL;
}

/** Shows or clears the message beside one field, linked to it for screen readers. */
function showFieldError(input: HTMLInputElement, message: string | undefined) {
  const errorId = `${input.id}-error`;
  document.getElementById(errorId)?.remove();
  if (!message) {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
    return;
  }
  const error = document.createElement("p");
  error.id = errorId;
  error.className = "field-error";
  error.setAttribute("role", "alert");
  error.textContent = message;
  input.insertAdjacentElement("afterend", error);
  input.setAttribute("aria-invalid", "true");
  input.setAttribute("aria-describedby", errorId);
}

function showFieldErrors(errors: AuthFieldErrors) {
  if (email) showFieldError(email, errors.email);
  if (password) showFieldError(password, errors.password);
  (errors.email ? email : errors.password ? password : null)?.focus();
}

let lastNotice: HTMLElement | null = null;

/** One attempt's message replaces the last one's, in the same place and shape as the app's alerts. */
function showNotice(message: string | null) {
  lastNotice?.remove();
  lastNotice = null;
  if (!message || !notices) return;
  const notice = document.createElement("div");
  notice.setAttribute("role", "alert");
  notice.className = "notice notice-error";
  const text = document.createElement("span");
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "notice-close";
  close.setAttribute("aria-label", "Dismiss message");
  close.textContent = "×";
  close.addEventListener("click", () => notice.remove());
  notice.append(text, close);
  notices.append(notice);
  lastNotice = notice;
  window.setTimeout(() => notice.remove(), ERROR_NOTICE_MS);
}

let busy = false;

form?.addEventListener("submit", (event) => {
  event.preventDefault();
  if (busy || !email || !password) return;
  busy = true;
  setBusy(true);
  showFieldErrors({});
  void signIn(email.value, password.value).then((outcome) => {
    if (outcome.ok) {
      showNotice(null);
      // The app opens at the page a deep link asked for, with its search and hash (ADR 119).
      window.location.assign(landingAfterSignIn(redirect));
      return;
    }
    busy = false;
    setBusy(false);
    const field = fieldErrorOf(outcome.message);
    if (field) {
      showNotice(null);
      showFieldErrors(field);
    } else {
      showNotice(outcome.message);
    }
  });
});

// Coming back to this page from the app's history: signed in, it goes on into the app (as
// visitor-page.js does on a fresh load); else the form is ready again, not mid-login.
window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  if (hasLiveToken()) {
    window.location.replace(APP_HOME);
    return;
  }
  busy = false;
  setBusy(false);
});

/**
 * Once the page has loaded and is idle, the browser fetches the app's files at low priority
 * (named by the server in `simmer-prefetch`), so the app opens from the cache after logging in.
 * Nothing of it runs here.
 */
function prefetchApp() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="simmer-prefetch"]')?.content.split(" ") ?? [];
  for (const file of files) {
    if (!/^\/assets\/[\w.-]+\.(js|css)$/.test(file)) continue;
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = file;
    // The app loads its scripts as modules (CORS mode); the prefetch is made the same way to be reused.
    if (file.endsWith(".js")) link.crossOrigin = "anonymous";
    document.head.append(link);
  }
}

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
};
if (document.readyState === "complete") whenIdle(prefetchApp);
else window.addEventListener("load", () => whenIdle(prefetchApp), { once: true });
