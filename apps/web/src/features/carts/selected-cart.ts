/** The cart last chosen in this browser, shown again when the Grocery List is opened without ?cart. */
const SELECTED_CART_KEY = "groceryPlan.cartId";

export function storedCartId(): number | null {
  const value = Number(localStorage.getItem(SELECTED_CART_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function rememberCart(id: number | null): void {
  if (id === null) localStorage.removeItem(SELECTED_CART_KEY);
  else localStorage.setItem(SELECTED_CART_KEY, String(id));
}

/**
 * Which cart the Grocery List opens on without ?cart: the one last chosen here if it still exists,
 * else the only cart when there is just one (ADR 119); otherwise none, and the person chooses.
 */
export function cartToOpen(carts: readonly { id: number }[], stored: number | null): number | null {
  if (stored !== null && carts.some((cart) => cart.id === stored)) return stored;
  return carts.length === 1 ? (carts[0]?.id ?? null) : null;
}
