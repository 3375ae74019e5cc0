import type { QueryKey } from "@tanstack/react-query";
import type { TEventTopic } from "@simmer/contracts";
import { BROWSE_STRIP_KEY } from "../browse/strip-key";
import { YOUR_RECIPES_KEY } from "../recipes/queries";

/** What a notice of one topic makes stale on this device. */
export interface Refresh {
  /** Query key prefixes to invalidate: a tRPC router's (`[["carts"]]`) or a screen's own key. */
  keys: QueryKey[];
  /** Shopping mode's list is refreshed by its outbox, which sends what waits first (ADR 096). */
  shoppingList: boolean;
}

const trpcRouter = (name: string): QueryKey => [[name]];
const recipeLists: QueryKey[] = [trpcRouter("recipes"), [BROWSE_STRIP_KEY], [...YOUR_RECIPES_KEY]];

/**
 * Each topic's screens (ADR 139): the grocery list and carts follow the kitchen (what is owned) and
 * the recipes (titles, lines); Browse's "can I cook now" follows the kitchen; the plan's cart follows
 * the carts. A `household` notice (members changed) refreshes everything.
 */
const REFRESH: Record<Exclude<TEventTopic, "household">, Refresh> = {
  shopping: { keys: [trpcRouter("carts")], shoppingList: true },
  carts: { keys: [trpcRouter("carts"), trpcRouter("plans")], shoppingList: true },
  kitchen: { keys: [trpcRouter("kitchen"), trpcRouter("carts"), ...recipeLists], shoppingList: true },
  plan: { keys: [trpcRouter("plans"), trpcRouter("carts")], shoppingList: false },
  recipes: { keys: [...recipeLists, trpcRouter("carts"), trpcRouter("plans")], shoppingList: false },
};

/** What to refresh for a topic; null means everything. */
export function refreshFor(topic: TEventTopic): Refresh | null {
  return topic === "household" ? null : REFRESH[topic];
}
