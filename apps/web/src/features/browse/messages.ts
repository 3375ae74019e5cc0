/** Browse's messages, word for word from spec §2 and §8. */
export const BROWSE_MESSAGES = {
  noFilters: "No filters available. Add a filter to get started!",
  pleaseLogIn: "Please log in to access your filters.",
  noRecipes: "No recipes found.",
  loadRecipesFailed: "Could not load recipes.",
  fetchFiltersFailed: "Error fetching filters. Please try again.",
  notAuthenticated: "You are not authenticated. Please log in.",
  addFailed: "Error adding filter. Please try again.",
  deleteFailed: "Error deleting filter. Please try again.",
  saveFilterFailed: "Error saving this filter. Your last change may not have persisted.",
  saveTitleFailed: "Error saving the title. Your last change may not have persisted.",
  orderFailed: "Error updating filter order. Reverting.",
} as const;

/** The query key prefix of every Browse strip, so other screens can mark them stale. */
export const BROWSE_STRIP_KEY = "browse-strip";
