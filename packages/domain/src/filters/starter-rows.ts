import type { FilterItemLike } from "./query";

/**
 * The rows a new person's Browse starts with (ADR 118), also offered to anyone whose Browse is
 * empty: quick dinners, what the kitchen can cook now, vegetarian dishes and everything.
 */
export const STARTER_FILTER_ROWS: readonly { header_title: string; filters: Required<FilterItemLike>[] }[] = [
  {
    header_title: "Quick dinners",
    filters: [
      { filterType: "tags", operator: "", value: "main", checked: false, order: 1 },
      { filterType: "total_time_min", operator: "<=", value: 30, checked: false, order: 2 },
    ],
  },
  {
    header_title: "Cook now with what you have",
    filters: [{ filterType: "maxMissingIngredients", operator: "", value: 0, checked: false, order: 1 }],
  },
  { header_title: "Vegetarian", filters: [{ filterType: "tags", operator: "", value: "vegetarian", checked: false, order: 1 }] },
  { header_title: "All recipes", filters: [] },
];
