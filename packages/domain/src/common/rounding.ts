/** Nutrition and quantities are shown with at most 2 decimals (docs/product.md#rounding-and-scaling). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Dashboard, journal and metrics figures are shown to 1 decimal (docs/product.md#rounding-and-scaling). */
export function round1(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}
