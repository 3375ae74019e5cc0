import { queryClient, trpcClient } from "../../trpc";
import { tokenSubject } from "../auth/token";
import { notify } from "../ui/notifications";
import { httpStatus } from "../carts/server-errors";
import { forgetDevice, openDevice, readOutbox, saveList, updateOutbox } from "./device-store";
import { shoppingListQuery } from "./queries";
import { ShoppingSync } from "./sync";

/** The one outbox of this tab, talking to the server through the app's tRPC client. */
export const shoppingSync = new ShoppingSync(queryClient, shoppingListQuery().queryKey, {
  send: (input) => trpcClient.shopping.commands.mutate(input),
  open: openDevice,
  updateOutbox,
  readOutbox,
  saveList,
  statusOf: httpStatus,
  onRefused: (command) =>
    notify(`A change to your list could not be saved (${command.type}), and was set aside.`, "error", { scope: "shopping.sync" }),
  now: () => Date.now(),
  random: () => Math.random(),
  // The server's first render of a screen (ADR 146) imports this too, where there is no navigator.
  isOnline: () => typeof navigator === "undefined" || navigator.onLine,
});

/** Starts the outbox for whoever is signed in; waiting changes go as soon as there is a connection. */
export function startShoppingSync(): Promise<void> {
  const owner = tokenSubject();
  if (!owner) return Promise.resolve();
  // Ask the browser not to evict the list and its waiting changes when storage runs low.
  void navigator.storage?.persist?.().catch(() => false);
  return shoppingSync.start(owner);
}

/** Logging out: nothing of the list or its waiting changes stays on this device. */
export async function forgetShopping(): Promise<void> {
  shoppingSync.stop();
  await forgetDevice();
}
