import type { FilterItemLike } from "./query";

/**
 * Rows offered to someone whose Browse is empty, so a first visit shows recipes at once:
 * everything, quick dishes, breakfasts and vegetarian mains of the starter catalogue.
 */
export const STARTER_FILTER_ROWS: readonly { header_title: string; filters: Required<FilterItemLike>[] }[] = [
  { header_title: "All recipes", filters: [] },
  {
    header_title: "Ready in 30 minutes",
    filters: [{ filterType: "total_time_min", operator: "<=", value: 30, checked: false, order: 1 }],
  },
  { header_title: "Breakfast", filters: [{ filterType: "tags", operator: "", value: "breakfast", checked: false, order: 1 }] },
  {
    header_title: "Vegetarian mains",
    filters: [{ filterType: "tags", operator: "", value: "vegetarian, main", checked: false, order: 1 }],
  },
];
