import { round1, round2 } from "../common/rounding";

/** Missing or non-numeric journal values count as 0 (docs/product.md#data). */
export function amountOf(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** A serving size is a multiplier; blank, zero, negative or non-numeric means "not usable". */
export function parseServingSize(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const n = typeof text === "number" ? text : text.trim() === "" ? NaN : Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Nutrients for one serving, from an entry's totals logged at `servingSize` servings. */
export function perServing(totals: Record<string, unknown>, servingSize: number | null | undefined): Record<string, number> {
  const size = parseServingSize(servingSize ?? null) ?? 1;
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(totals)) {
    if (value === null || value === undefined || value === "") continue;
    out[key] = round2(amountOf(value) / size);
  }
  return out;
}

/** Scales per-serving nutrients by the serving multiplier, to 1 decimal as the journal shows them. */
export function scaleNutrients(per: Record<string, number>, servingSize: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(per)) out[key] = round1(value * servingSize);
  return out;
}

/** Groups entries by their day, newest day first, keeping each day's order. */
export function groupByDay<T extends { date: string }>(entries: readonly T[]): { day: string; entries: T[] }[] {
  const byDay = new Map<string, T[]>();
  for (const entry of entries) {
    const day = entry.date.slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(entry);
    else byDay.set(day, [entry]);
  }
  return [...byDay.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([day, list]) => ({ day, entries: list }));
}

/** True when the entry is a water log: its name equals "water", ignoring case (docs/product.md#journal). */
export function isWater(name: string | null | undefined): boolean {
  return (name ?? "").trim().toLowerCase() === "water";
}

/** A USDA household measure: `amount` of `name` weighs `grams`. */
export interface FoodMeasureLike {
  amount: number;
  name: string;
  grams: number;
}

/** Grams in `quantity` of a measure, or `quantity` grams when no measure is chosen. */
export function measureGrams(quantity: number, measure: FoodMeasureLike | null): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  if (!measure) return quantity;
  return measure.amount > 0 ? (quantity * measure.grams) / measure.amount : 0;
}

/** Nutrients in `grams` of a food described per 100 g; unmeasured nutrients stay absent. */
export function nutrientsForGrams(per100g: Record<string, number | null | undefined>, grams: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(per100g)) {
    if (typeof value === "number" && Number.isFinite(value)) out[key] = round2((value * grams) / 100);
  }
  return out;
}
