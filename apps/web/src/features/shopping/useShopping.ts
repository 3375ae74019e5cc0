import { useMemo, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TStoreSection } from "@simmer/contracts";
import { newUuid } from "./device-store";
import { shoppingListQuery } from "./queries";
import { shoppingSync } from "./shopping-sync";
import { applyPending, groupForShopping, type ShoppingItemView } from "./view";

const now = () => new Date().toISOString();

/** Shopping mode's state and its four changes; every change is a command in the outbox. */
export function useShopping() {
  const status = useSyncExternalStore(shoppingSync.subscribe, shoppingSync.getStatus, shoppingSync.getStatus);
  const list = useQuery(shoppingListQuery());
  const items = useMemo(() => applyPending(list.data?.items ?? [], status.pending), [list.data, status.pending]);
  const view = useMemo(() => groupForShopping(items), [items]);

  const actions = useMemo(
    () => ({
      toggle: (item: ShoppingItemView) =>
        shoppingSync.record({
          id: newUuid(),
          type: item.in_basket ? "untick" : "tick",
          uid: item.uid,
          at: now(),
          base_version: item.version,
        }),
      move: (item: ShoppingItemView, section: TStoreSection) =>
        shoppingSync.record({ id: newUuid(), type: "move", uid: item.uid, at: now(), base_version: item.version, section }),
      add: (name: string, note: string | null) =>
        shoppingSync.record({ id: newUuid(), type: "add", uid: newUuid(), at: now(), name, note }),
      remove: (item: ShoppingItemView) =>
        shoppingSync.record({ id: newUuid(), type: "remove", uid: item.uid, at: now(), base_version: item.version }),
    }),
    [],
  );

  return { status, list, items, view, ...actions };
}
