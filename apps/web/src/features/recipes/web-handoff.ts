import { parseWebImportHandoff, WEB_IMPORT_HANDOFF, type TWebImportHandoff } from "@simmer/contracts/web-import";

/** The screen a hand-off opens on: Your Recipes, where the import dialog lives. */
export const WEB_IMPORT_SCREEN = "/dashboard/recipes" as const;

const STORAGE_KEY = "simmer.webImport";

/** Kept in memory as well: a page near 5 MB can exceed what sessionStorage holds. */
let pending: TWebImportHandoff | null = null;

function parse(text: string | null): TWebImportHandoff | null {
  if (!text) return null;
  try {
    return parseWebImportHandoff(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Runs once, before the router starts (ADR 067). The page the bookmarklet posted arrives as a JSON
 * block in this very document: it is taken out, kept for the session so a sign-in in between does
 * not lose it, and the address becomes Your Recipes, so a reload or Back never posts it again.
 */
export function receiveWebImportHandoff(): void {
  const block = document.getElementById(WEB_IMPORT_HANDOFF.elementId);
  if (block) {
    const handoff = parse(block.textContent);
    block.remove();
    if (handoff) {
      pending = handoff;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(handoff));
      } catch {
        // Too large for this browser's session storage: memory carries it through a sign-in.
      }
    }
  }
  if (window.location.pathname === WEB_IMPORT_HANDOFF.path) window.history.replaceState(null, "", WEB_IMPORT_SCREEN);
}

/** The page waiting to be imported, if any; reading it does not use it up. */
export function pendingWebImport(): TWebImportHandoff | null {
  if (pending) return pending;
  try {
    return parse(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Once the import has started, a reload of Your Recipes does not start it again. */
export function forgetWebImport(): void {
  pending = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
