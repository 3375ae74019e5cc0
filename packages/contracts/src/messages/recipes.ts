/** Messages the Your Recipes screen and server share (docs/product.md#validation and #errors). */
export const RECIPE_MESSAGES = {
  addFailed: "Failed to add recipe",
  updateFailed: "Failed to update recipe",
  deleteFailed: "Failed to delete recipe",
  exportFailed: "Failed to export recipes",
  missingId: "Recipe ID is missing; cannot update this recipe.",
  notFound: "Recipe not found.",
  deleted: "Recipe deleted.",
  badLink: "data_source_link must look like a web address such as example.com.",
  jobNotFound: "Import job not found.",
} as const;

/** The toast when an import is done, naming what it read: "12 recipes imported from the Paprika export." */
export function importCompletedMessage(source: string | null, imported: number | null): string {
  const what = imported === null ? "Recipes" : `${imported} ${imported === 1 ? "recipe" : "recipes"}`;
  const from = source === null ? "" : / workbook$/i.test(source) ? ` from the ${source}` : ` from the ${source} export`;
  return `${what} imported${from}.`;
}

export function alreadyImportedMessage(recipes: number): string {
  const count = `${recipes} ${recipes === 1 ? "recipe" : "recipes"}`;
  return `You already imported this file (${count}). Skip the recipes you already have, import them again as copies, or cancel.`;
}

/** The file holds recipes the person already has, by title and content (ADR 119). */
export function sameRecipesMessage(same: number, total: number): string {
  const of = same === total ? `all ${total}` : `${same} of the ${total}`;
  return `You already have ${of} ${total === 1 ? "recipe" : "recipes"} in this file. Skip the recipes you already have, import them again as copies, or cancel.`;
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

/** Importing a recipe from a web page (ADR 063, 064): what the page or the site gave back. */
export const WEB_IMPORT_MESSAGES = {
  noRecipe: "No recipe was found on this page: it has no recipe markup and no ingredient list we could read.",
  invalidUrl: "That doesn't look like a web address. Paste a link that starts with http:// or https://.",
  blockedAddress: "That address is not allowed.",
  unreachable: "We couldn't reach that site. Check the link, or try again later.",
  upstreamError: "That site answered with an error, so nothing could be imported.",
  tooManyRedirects: "That site redirected more than 5 times, so we stopped following it.",
  timeout: "That site took too long to answer.",
  notHtml: "That link is not a web page, so there is no recipe to read.",
  notImage: "That link is not an image.",
  tooLarge: "That page is too large to import.",
  cancelled: "The import was cancelled.",
  htmlTooLarge: "That page source is larger than 5 MB, too large to import.",
  rateLimited: "You have imported a lot in the last minute. Wait a minute, then try again.",
  imageNotSaved: "The recipe was saved without its image: the image at that address could not be fetched or read.",
  imageLimited: "The recipe was saved without its image: too many images were fetched in the last minute. Add it again in a minute.",
} as const;

/** The 'Save to Simmer' bookmarklet's hand-off (ADR 067), and the import screen's own words. */
export const BOOKMARKLET_MESSAGES = {
  tooLarge: "That page is larger than 5 MB, too large to import.",
  badLink: "The bookmarklet sent a page without a web address, so it cannot be imported. Open the recipe page itself and try again.",
  notAForm: "Use the 'Save to Simmer' bookmark on a recipe page to send it here.",
  imageFailed: "The page's image could not be fetched, so this recipe has no image yet. You can choose one.",
  importFailed: "The recipe could not be imported. Please try again.",
} as const;
