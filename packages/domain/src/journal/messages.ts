export const MEALS = ["Breakfast", "Lunch", "Dinner", "Snack"] as const;
export type Meal = (typeof MEALS)[number];

/** Spec §5: the nutrients a journal entry can carry, in the spec's order. */
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

/** Spec §8 wording. */
export const JOURNAL_MESSAGES = {
  fetchFailed: "Error fetching entries.",
  saveFailed: "Error saving entry.",
  updateFailed: "Error updating entry.",
  deleteFailed: "Error deleting entry.",
  saved: "Entry saved successfully!",
  updated: "Entry updated successfully!",
  deleted: "Entry deleted successfully!",
  emptyName: "Food name cannot be empty.",
  badServing: "Please enter a valid numeric serving size for calculation.",
  badNutrient: "Please enter a valid numeric value.",
  duplicateNutrient: (nutrient: string) => `You have already added ${nutrient}.`,
  empty: "No entries yet. Start logging your meals today!",
  loggedOut: "Please log in to access your food journal.",
  unauthenticated: "You are not authenticated.",
  confirmDelete: "Are you sure you want to delete this entry?",
  notFound: "Journal entry not found.",
  dashboardJournalFailed: "Error fetching journal entries.",
} as const;
