/** Query parameters that only say where a visitor came from; two links differing in them are the same page. */
const TRACKING = /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl|yclid|ref|ref_src|src|source)$/i;

/**
 * The page a link names, for comparing source links (ADR 065): scheme and `www.` ignored, host in
 * lower case, default ports, fragment, trailing slashes and tracking parameters dropped, the
 * remaining parameters sorted. A link stored without a scheme is read as https. Null when the
 * text is not a web address at all.
 */
export function canonicalSourceKey(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed === "") return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (host === "") return null;
  const port = url.port === "" || url.port === "80" || url.port === "443" ? "" : `:${url.port}`;
  const path = url.pathname.replace(/\/+$/, "");
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : "";
  return `${host}${port}${path}${query}`;
}

/** The host part of a canonical key, for narrowing a search to links on the same site. */
export function hostOfKey(key: string): string {
  return key.split(/[/?]/)[0] ?? key;
}
