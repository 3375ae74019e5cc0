// The Browse mix every Browse benchmark times (run.mjs, scale-run.mjs, scale-bench.mjs): the
// queries a Browse screen's rows send, each a GET /api/recipes page of 48 with its total.
export const MIX = {
  "what can I cook now (maxMissingIngredients=2)": "maxMissingIngredients=2",
  "same, second page": "maxMissingIngredients=2&offset=48",
  "all filters at once":
    "min_calories=200&max_calories=800&min_protein=10&maxMissingIngredients=3&filterByEquipment=true&filterIngredients=garl,oni&ingredientsPartial=true&tags=dinner",
  "title search 'chicken'": "search=chicken",
  "title search 'lentil stew'": "search=lentil%20stew",
  "first page, no filter": "",
};

/** Timed beside the mix, not in its totals: a person's own list alone. */
export const EXTRA = { "Your Recipes (scope=mine), first page": "scope=mine" };

/** The address of one query of the mix. */
export const mixPath = (query) => `/api/recipes?limit=48${query ? `&${query}` : ""}`;

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
export const p95 = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
export const ms = (v) => `${v.toFixed(1)} ms`;
export const mb = (v) => `${(v / 1024 / 1024).toFixed(0)} MB`;
