export const MEALS = ["Breakfast", "Lunch", "Dinner", "Snack"] as const;
export type Meal = (typeof MEALS)[number];

/** docs/product.md#validation: the nutrients a journal entry can carry, in the documented order. */
export const JOURNAL_NUTRIENTS = [
  "calories",
  "protein",
  "carbs",
  "fat",
  "sat_fat",
  "trans_fat",
  "cholesterol",
  "sodium",
  "added_sugars",
  "fiber",
  "sugar",
  "total_weight",
] as const;
export type TJournalNutrient = (typeof JOURNAL_NUTRIENTS)[number];
