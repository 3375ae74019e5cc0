import { round1, round2 } from "../common/rounding";
import type { UnitSystem } from "../foods/amount-format";

/**
 * Body figures in the person's unit system (ADR 126, ADR 132). The formulas and the documented API
 * keep inches and pounds (docs/product.md#metrics-formulas); a metric kitchen types and reads
 * centimetres and kilograms, converted here and nowhere else.
 */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
export const ML_PER_FLUID_OUNCE = 29.5735295625;

export const BODY_UNIT_LABELS: Readonly<Record<UnitSystem, { height: string; weight: string; water: string }>> = {
  us: { height: "in", weight: "lbs", water: "oz" },
  metric: { height: "cm", weight: "kg", water: "ml" },
};

/** A height in inches as the person reads it: inches, or centimetres to one decimal. */
export function heightForSystem(inches: number, system: UnitSystem): number {
  return system === "metric" ? round1(inches * CM_PER_INCH) : inches;
}

/** A height typed in the person's system, in inches to one decimal (177.8 cm is 70 in again). */
export function heightToInches(value: number, system: UnitSystem): number {
  return system === "metric" ? round1(value / CM_PER_INCH) : value;
}

/** A weight in pounds as the person reads it: pounds, or kilograms to two decimals (so 180 lb survives an edit). */
export function weightForSystem(pounds: number, system: UnitSystem): number {
  return system === "metric" ? round2(pounds * KG_PER_POUND) : pounds;
}

/** A weight typed in the person's system, in pounds to one decimal (81.65 kg is 180 lb again). */
export function weightToPounds(value: number, system: UnitSystem): number {
  return system === "metric" ? round1(value / KG_PER_POUND) : value;
}

/** The daily water target (fluid ounces by the formula) as the person reads it: ounces, or whole millilitres. */
export function waterForSystem(ounces: number, system: UnitSystem): number {
  return system === "metric" ? Math.round(ounces * ML_PER_FLUID_OUNCE) : ounces;
}

/** Water typed in the person's system, in fluid ounces to two decimals (250 ml is 8.45 oz, read back as 250 ml). */
export function waterToOunces(value: number, system: UnitSystem): number {
  return system === "metric" ? round2(value / ML_PER_FLUID_OUNCE) : value;
}
