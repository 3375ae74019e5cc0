/**
 * Forgets what this device keeps for the person beyond the token: the shopping list and its
 * waiting changes, the recipes kept for cooking offline and cook mode's timers. Loaded only when
 * someone logs out or a session ends.
 */
export function forgetDeviceData(): Promise<void> {
  return Promise.all([
    import("../shopping/shopping-sync").then((shopping) => shopping.forgetShopping()).catch(() => undefined),
    import("../recipes/forget-on-device").then((recipes) => recipes.forgetRecipesOnDevice()).catch(() => undefined),
  ]).then(() => undefined);
}
