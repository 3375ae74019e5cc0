/**
 * Bounds every input shares (ADR 009). Ids are PostgreSQL `integer` keys; JSON nests no deeper than
 * any real payload (a recipe is five levels, a tRPC batch adds two).
 */
export const INPUT_LIMITS = {
  idMax: 2_147_483_647,
  jsonDepthMax: 32,
} as const;
