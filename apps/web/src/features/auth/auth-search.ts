/** The search of /login and /signup: the page to open once signed in. */
export interface TAuthSearch {
  redirect?: string | undefined;
}

/**
 * Keeps `redirect` only when it is text of a sane length; whether it is a page of this app is
 * checked when it is used (redirect.ts). Plain code, not zod: the login screen loads first and
 * stays small.
 */
export function parseAuthSearch(search: Record<string, unknown>): TAuthSearch {
  const redirect = search.redirect;
  return typeof redirect === "string" && redirect.length > 0 && redirect.length <= 2000 ? { redirect } : {};
}
