const UNICODE_FRACTIONS: Record<string, number> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};

function parseSingle(text: string): number | null {
  const s = text.trim().replace(/\u2044/g, "/");
  if (s === "") return null;
  // "1½", "1 ½" and "½"
  const uni = /^(\d+)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])$/.exec(s);
  if (uni) return Number(uni[1] ?? 0) + (UNICODE_FRACTIONS[uni[2] ?? ""] ?? 0);
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (mixed) {
    const den = Number(mixed[3]);
    return den === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / den;
  }
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (fraction) {
    const den = Number(fraction[2]);
    return den === 0 ? null : Number(fraction[1]) / den;
  }
  if (/^(\d+\.?\d*|\.\d+)$/.test(s)) return Number(s);
  return null;
}

export interface QuantityRange {
  min: number;
  max: number;
}

/**
 * Reads a quantity as people write it: "2", "1.5", ".5", "1/2", "1 1/2", "½", "1½", and ranges
 * "2-3", "2 – 3", "2 to 3". Returns null for anything else ("to taste", "").
 */
export function parseQuantityRange(text: string): QuantityRange | null {
  const s = text.trim();
  const range = /^(.+?)\s*(?:-|–|—|\bto\b)\s*(.+)$/.exec(s);
  if (range) {
    const min = parseSingle(range[1] ?? "");
    const max = parseSingle(range[2] ?? "");
    if (min !== null && max !== null && max >= min) return { min, max };
  }
  const single = parseSingle(s);
  return single === null ? null : { min: single, max: single };
}

/** A single number for a quantity; a range counts as its upper end, so a shopping list never falls short. */
export function parseQuantity(text: string): number | null {
  return parseQuantityRange(text)?.max ?? null;
}

/**
 * A line with no amount ("salt to taste", "fresh parsley"): an empty quantity, stored with the
 * unit "units" so the unit column, spreadsheets and backups keep a valid unit (ADR 121).
 */
export const NO_AMOUNT = { quantity: "", unit: "units" } as const satisfies { quantity: string; unit: string };

/** True when a stored quantity says how much; an empty one means "as needed" (ADR 121). */
export function hasAmount(quantity: string): boolean {
  return quantity.trim() !== "";
}
