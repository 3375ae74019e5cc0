/** Days are compared as local calendar dates, YYYY-MM-DD (docs/product.md#validation). */
export function localDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

const MS_PER_DAY = 86_400_000;

/** Whole days since 1970-01-01 for a YYYY-MM-DD day: the x coordinate of every chart. */
export function dayNumber(day: string): number {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
}

export function dayFromNumber(n: number): string {
  return new Date(Math.round(n) * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayFromNumber(dayNumber(day) + days);
}
