/** Nutrition and quantities are shown with at most 2 decimals (spec §9). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Dashboard, journal and metrics figures are shown to 1 decimal (spec §9). */
export function round1(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}
