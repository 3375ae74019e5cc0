/** What filters and the Browse screen built on them say, word for word from docs/product.md#browse-filters and #errors. */
export const FILTER_MESSAGES = { notFound: "Filter not found." } as const;

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
