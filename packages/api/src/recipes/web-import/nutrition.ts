import type { TPerServingField } from "@simmer/contracts";

/** Per-serving figures a page states, as far as it states them (ADR 125). */
export type PageNutrition = Partial<Record<TPerServingField, number>>;

/** schema.org NutritionInformation's properties, and the unit each figure is kept in. */
const PROPERTIES: readonly { field: TPerServingField; property: string; unit: "kcal" | "g" | "mg" }[] = [
  { field: "calories", property: "calories", unit: "kcal" },
  { field: "fat", property: "fatContent", unit: "g" },
  { field: "sat_fat", property: "saturatedFatContent", unit: "g" },
  { field: "carbs", property: "carbohydrateContent", unit: "g" },
  { field: "fiber", property: "fiberContent", unit: "g" },
  { field: "sugar", property: "sugarContent", unit: "g" },
  { field: "protein", property: "proteinContent", unit: "g" },
  { field: "sodium", property: "sodiumContent", unit: "mg" },
  { field: "cholesterol", property: "cholesterolContent", unit: "mg" },
];

const KJ_PER_KCAL = 4.184;
/** Figures past these are not a serving's: a page that says so is wrong, not a feast. */
const CEILING: Record<"kcal" | "g" | "mg", number> = { kcal: 20_000, g: 2_000, mg: 100_000 };

/**
 * "240 kcal", "240 calories", "1004 kJ", "9 g", "9g", "1,5 g", "<1 g", "300 mg", "0.3 g" of sodium
 * (300 mg), or a bare number in the property's own unit. Null when no figure can be read.
 */
export function readFigure(value: unknown, unit: "kcal" | "g" | "mg"): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : null;
  if (text === null) return null;
  const match = /(-?\d+(?:[.,]\d+)?)\s*(kcal|cal(?:ories)?|kj|kilojoules?|mg|milligrams?|g|grams?)?\b/i.exec(text.replace(/\u00a0/g, " "));
  if (!match?.[1]) return null;
  let amount = Number(match[1].replace(",", "."));
  if (!Number.isFinite(amount) || amount < 0) return null;
  const written = (match[2] ?? "").toLowerCase();
  if (unit === "kcal" && (written === "kj" || written.startsWith("kilojoule"))) amount /= KJ_PER_KCAL;
  if (unit === "mg" && (written === "g" || written.startsWith("gram"))) amount *= 1000;
  if (unit === "g" && (written === "mg" || written.startsWith("milligram"))) amount /= 1000;
  if (amount > CEILING[unit]) return null;
  return Math.round(amount * 100) / 100;
}

/** The figures of a schema.org `nutrition` object; null when it states none. */
export function nutritionFromSchema(value: unknown): PageNutrition | null {
  const node = Array.isArray(value) ? value[0] : value;
  if (node === null || typeof node !== "object") return null;
  const record = node as Record<string, unknown>;
  const found: PageNutrition = {};
  for (const { field, property, unit } of PROPERTIES) {
    const figure = readFigure(record[property], unit);
    if (figure !== null) found[field] = figure;
  }
  return Object.keys(found).length > 0 ? found : null;
}
