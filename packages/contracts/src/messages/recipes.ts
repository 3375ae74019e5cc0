/** Messages the Your Recipes screen and server share (spec §5, §8). */
export const RECIPE_MESSAGES = {
  addFailed: "Failed to add recipe",
  updateFailed: "Failed to update recipe",
  deleteFailed: "Failed to delete recipe",
  exportFailed: "Failed to export recipes",
  importCompleted: "Excel import completed successfully!",
  missingId: "Recipe ID is missing; cannot update this recipe.",
  notFound: "Recipe not found.",
  deleted: "Recipe deleted.",
  badLink: "data_source_link must look like a web address such as example.com.",
  jobNotFound: "Import job not found.",
} as const;

export function alreadyImportedMessage(recipes: number): string {
  const count = `${recipes} ${recipes === 1 ? "recipe" : "recipes"}`;
  return `You already imported this file (${count}). Skip the recipes you already have, import them again as copies, or cancel.`;
}

/** Why an import cannot start now (ADR 017). */
export const IMPORT_GATE_MESSAGES = {
  yoursRunning: "An import of yours is still running. Wait for it to finish, then start the next one.",
  busy: "The server is busy with other imports. Please try again in a moment.",
} as const;

/** Your Recipes' list, when a page does not load. */
export const LIST_MESSAGES = {
  loadFailed: "Failed to load recipes.",
  loadMoreFailed: "Failed to load more recipes.",
} as const;
