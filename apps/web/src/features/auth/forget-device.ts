/**
 * Forgets what this device keeps for the person beyond the token: the shopping list and its
 * waiting changes in IndexedDB. Loaded only when someone logs out or a session ends.
 */
export function forgetDeviceData(): Promise<void> {
  return import("../shopping/shopping-sync").then((shopping) => shopping.forgetShopping()).catch(() => undefined);
}
