/**
 * The key of the shared ingredient and equipment catalogues: one row per normalised name, so
 * "  Olive   Oil" and "olive oil" are the same catalogue entry.
 */
export function normaliseCatalogName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * A data-source link is accepted if it looks like a host name with an optional http(s) prefix;
 * a missing scheme is filled in with https (docs/product.md#recipe-form). Returns null when it does not qualify.
 */
export function normaliseDataSourceLink(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const match = /^https?:\/\/([^/?#\s:]+)(:\d+)?([/?#]\S*)?$/i.exec(withScheme);
  if (!match) return null;
  const host = match[1] ?? "";
  const labels = host.split(".");
  const looksLikeHost =
    host === "localhost" ||
    (labels.length >= 2 && labels.every((l) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(l)) && /^[a-z]{2,}$/i.test(labels.at(-1) ?? ""));
  return looksLikeHost ? withScheme : null;
}

/** total_time_min defaults to prep + wait + cook. */
export function defaultTotalTime(prep: number, wait: number, cook: number): number {
  return prep + wait + cook;
}

/** Hours and minutes for cards: 95 → "1 hr 35 min", 45 → "45 min", 120 → "2 hr". */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest === 0 ? `${h} hr` : `${h} hr ${rest} min`;
}
