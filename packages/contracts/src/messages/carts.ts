/** What carts, the grocery list, meal plans and delivery say (docs/product.md#states and #errors). */
export const CART_MESSAGES = {
  mealPlanDone: "Meal plan generated and added to your grocery cart!",
  mealPlanNone: "No more recipes are available to add to this cart.",
  alreadyInCart: "This recipe is already in that cart.",
  nameTaken: (name: string) => `You already have a cart named "${name}". Please choose another name.`,
  sendFailed: "Failed to send grocery list to Instacart",
  nothingToSend: "No ingredients marked to send to the grocery-delivery service.",
  noLongerShared: "This list is no longer shared.",
  sharedListNotFound: "Shared list not found.",
  linkHostInvalid: "A link cannot be made for this address. Open Simmer by its host name, or set PUBLIC_URL.",
} as const;

/** Said once a shareable page of the list exists (Simmer's own shared page, ADR 093). */
export function sharedLinkCreatedMessage(days: number): string {
  return `Shareable link created. Anyone with the link can open the list for ${days} day${days === 1 ? "" : "s"}.`;
}
