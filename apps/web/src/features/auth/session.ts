import { clearAllNotices, muteErrors, notify } from "../ui/notifications";
import { clearToken, getToken } from "./token";

export const SESSION_ENDED = "Your session has ended. Please log in again.";
export const LOGIN_PATH = "/login";

interface SessionExit {
  /** Takes the person to the login screen. */
  goToLogin: () => Promise<unknown>;
  /** Forgets what the ended session loaded. */
  forget: () => void;
}

let exit: SessionExit = {
  goToLogin: async () => window.location.assign(LOGIN_PATH),
  forget: () => {},
};
let announcePending = false;

/** The app hands over how to leave for /login once its router and query cache exist. */
export function setSessionExit(next: SessionExit): void {
  exit = next;
}

/**
 * The one answer to a refused token. Called by the tRPC link and the /api fetch wrapper for every
 * 401, and by the route guard for a token past its expiry. Only a stored token has a session to
 * end: a 401 without one (a wrong password, say) is the caller's own business.
 *
 * `refused` is the token the refused call carried: an answer to an older token (one from before a
 * new login) ends nothing.
 *
 * The token is forgotten, every alert of the screen goes, and errors stay muted until the person
 * acts again, so the calls that fail at the same moment add nothing to the one message shown on
 * /login.
 */
export function endSession({ refused, navigate = true }: { refused: string | null; navigate?: boolean }): boolean {
  const stored = getToken();
  if (!stored || stored !== refused) return false;
  clearToken();
  clearAllNotices();
  muteErrors(true);
  announcePending = true;
  if (navigate) {
    void exit.goToLogin().finally(exit.forget);
  } else {
    exit.forget();
  }
  return true;
}

/** Called whenever a screen has been shown; on /login after a session ended, says so once. */
export function announceSessionEndOn(pathname: string): void {
  if (!announcePending || pathname !== LOGIN_PATH) return;
  announcePending = false;
  notify(SESSION_ENDED, "info", { scope: "session", timeoutMs: 0 });
  // The next key or pointer press starts a new moment: errors may speak again.
  const resume = () => {
    muteErrors(false);
    window.removeEventListener("keydown", resume, true);
    window.removeEventListener("pointerdown", resume, true);
  };
  window.addEventListener("keydown", resume, true);
  window.addEventListener("pointerdown", resume, true);
}

/**
 * Another tab of this browser logged out (or out everywhere): the token is gone from storage, so
 * this tab's next request would go out as a visitor's. It leaves for /login now, forgetting what
 * it loaded, rather than showing the catalogue as the person's own recipes (ADR 119).
 */
export function watchSessionInOtherTabs(tokenKey: string, isSignedInScreen: () => boolean): void {
  window.addEventListener("storage", (event) => {
    if (event.key !== tokenKey && event.key !== null) return;
    if (event.newValue !== null && event.key !== null) return;
    if (!isSignedInScreen()) return;
    clearAllNotices();
    muteErrors(true);
    announcePending = true;
    void exit.goToLogin().finally(exit.forget);
  });
}
