import { round1 } from "@simmer/domain";

/** Energy is shown in whole kilocalories everywhere ("2245 kcal", never "2245.2"). */
export function wholeKcal(kcal: number): string {
  return String(Math.round(kcal));
}

/** Grams, pounds, BMI and weeks keep at most one decimal ("176.2", "24", never "24.0"). */
export function oneDecimal(value: number): string {
  return String(round1(value));
}
