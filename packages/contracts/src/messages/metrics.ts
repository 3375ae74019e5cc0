/** docs/product.md#errors and #validation wording. */
export const METRICS_MESSAGES = {
  fetchFailed: "Error fetching all entries.",
  saveFailed: "Error saving entry. Please try again.",
  updateFailed: "Error updating entry. Please try again.",
  deleteFailed: "Error deleting entry. Please try again.",
  saved: "Entry saved successfully!",
  updated: "Entry updated successfully!",
  deleted: "Entry deleted successfully!",
  fillAll: "Please fill in all fields.",
  fillAllInline: "Please fill in all fields for the inline edit.",
  noId: "No metric id available for update.",
  confirmDelete: "Are you sure you want to delete this entry?",
  notFound: "Metric entry not found.",
  unauthenticated: "You are not authenticated. Please log in.",
} as const;
