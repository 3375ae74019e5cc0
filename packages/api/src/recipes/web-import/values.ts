/** Minutes in an ISO-8601 duration ("PT1H30M", "P0DT0H45M") or in words ("1 hour 20 mins", "1 Std. 20 Min."). */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return Math.round(value);
  if (typeof value !== "string") return null;
  const s = value.trim();
  const iso = /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(s);
  if (iso && iso.slice(1).some((part) => part !== undefined)) {
    const n = (i: number) => Number((iso[i] ?? "0").replace(",", "."));
    return Math.round(n(1) * 10080 + n(2) * 1440 + n(3) * 60 + n(4) + n(5) / 60);
  }
  let total = 0;
  let seen = false;
  for (const m of s.matchAll(/(\d+(?:[.,]\d+)?)\s*(d(?:ays?)?|tage?|jours?|h(?:ours?|rs?|eures?|oras?|ore)?|std\.?|stunden?|m(?:in(?:ute)?s?|inuten?|inutes?|inutos?|inuti)?\.?)(?![a-z])/gi)) {
    const amount = Number((m[1] ?? "0").replace(",", "."));
    const word = (m[2] ?? "").toLowerCase();
    seen = true;
    if (/^(d|tag|jour)/.test(word)) total += amount * 1440;
    else if (/^(h|std|stund)/.test(word)) total += amount * 60;
    else total += amount;
  }
  if (seen) return Math.round(total);
  return /^\d+$/.test(s) ? Number(s) : null;
}

/** Servings from a yield written as a number, "4 servings", "Serves 4-6", "Für 4 Personen" or a list of those. */
export function servingsFrom(value: unknown): number | null {
  const candidates = Array.isArray(value) ? value : [value];
  for (const candidate of candidates) {
    if (typeof candidate === "number" && Number.isFinite(candidate) && candidate >= 1) return Math.round(candidate);
    if (typeof candidate === "string") {
      const m = /(\d+)/.exec(candidate);
      if (m?.[1] && Number(m[1]) >= 1 && Number(m[1]) <= 10_000) return Number(m[1]);
    }
  }
  return null;
}

/** An absolute http(s) address for a link found on the page, or null. */
export function absoluteUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const resolved = new URL(value.trim(), base);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : null;
  } catch {
    return null;
  }
}
