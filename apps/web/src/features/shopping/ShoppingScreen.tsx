import { useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { TShoppingFinishOutput } from "@simmer/contracts";
import { trpcClient } from "../../trpc";
import { confirmDialog } from "../ui/confirm";
import { clearNotices, notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { serverMessage } from "../carts/server-errors";
import { AddItemForm } from "./AddItemForm";
import { ShoppingItemRow } from "./ShoppingItemRow";
import { ShoppingSharedLists } from "./ShoppingSharedLists";
import { SyncStatus } from "./SyncStatus";
import { newUuid } from "./device-store";
import { shoppingSync } from "./shopping-sync";
import { useShopping } from "./useShopping";
import type { ShoppingItemView } from "./view";
import "./shopping.css";

function ItemSection({ title, items, shopping }: { title: string; items: ShoppingItemView[]; shopping: ReturnType<typeof useShopping> }) {
  const headingId = useId();
  return (
    <section className="shop-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="shop-count">({items.length})</span>
      </h2>
      <ul className="shop-items">
        {items.map((item) => (
          <ShoppingItemRow key={item.uid} item={item} onToggle={shopping.toggle} onMove={shopping.move} onRemove={shopping.remove} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Shopping mode (ADR 096): the current list by store section, ticked into the basket with one
 * tap, working the same with or without a connection; "Done shopping" puts the basket into Your
 * Kitchen.
 */
export function ShoppingScreen() {
  const shopping = useShopping();
  const queryClient = useQueryClient();
  const { status, list, view } = shopping;
  const [finishing, setFinishing] = useState(false);
  // One id per trip: a retry after a lost answer is answered with the first result, not a second trip.
  const [tripId, setTripId] = useState<string | null>(null);
  const [summary, setSummary] = useState<TShoppingFinishOutput | null>(null);
  const inBasket = view.inBasket.length;

  async function finish() {
    const question = `Done shopping? The ${inBasket} item${inBasket === 1 ? "" : "s"} in your basket go to Your Kitchen.`;
    if (!(await confirmDialog(question, { confirmLabel: "Done shopping" }))) return;
    setFinishing(true);
    try {
      await shoppingSync.sendNow();
      if (shoppingSync.getStatus().pending.length > 0) {
        notify("Some ticks have not reached Simmer yet. Try again in a moment.", "error", { scope: "shopping.finish" });
        return;
      }
      const id = tripId ?? newUuid();
      setTripId(id);
      const result = await trpcClient.shopping.finish.mutate({ id });
      setTripId(null);
      setSummary(result);
      clearNotices("shopping.finish");
      // Your Kitchen, Browse's "what can I cook now" and the list itself all changed.
      await queryClient.invalidateQueries();
    } catch (error) {
      notify(serverMessage(error, "Could not finish shopping. Nothing was changed; try again."), "error", { scope: "shopping.finish" });
    } finally {
      setFinishing(false);
    }
  }

  const empty = list.isSuccess && view.toFind.length === 0 && inBasket === 0;
  const doneReason = !status.online
    ? "Done shopping needs a connection. Your ticks are saved on this device and will be sent."
    : inBasket === 0
      ? "Tick what is in your basket first."
      : null;

  return (
    <section className="page shop">
      <header className="shop-head">
        <h1>Shopping mode</h1>
        <SyncStatus status={status} />
      </header>

      {summary ? (
        <p className="shop-summary" role="status">
          {summary.message} <Link to="/dashboard/your-kitchen">Open Your Kitchen</Link>
        </p>
      ) : null}

      <AddItemForm onAdd={shopping.add} />

      {list.isPending && status.ready && !status.online ? (
        <p className="card empty-state">
          You are offline, and this device has no copy of your list yet. Open shopping mode once with a connection to keep it here.
        </p>
      ) : null}
      {list.isPending && status.online ? <Spinner label="Loading your list…" /> : null}
      {list.isError && !list.data ? <p className="card empty-state">Could not load your list.</p> : null}
      {empty ? (
        <p className="card empty-state">
          Nothing to buy. Build a list from your carts on the <Link to="/dashboard/grocery-plan">Grocery List</Link> screen, or add an item
          above.
        </p>
      ) : null}

      {view.toFind.map((group) => (
        <ItemSection key={group.section} title={group.label} items={group.items} shopping={shopping} />
      ))}
      {inBasket > 0 ? <ItemSection title="In the basket" items={view.inBasket} shopping={shopping} /> : null}

      <ShoppingSharedLists online={status.online} />

      <div className="shop-done">
        <button
          type="button"
          className="btn btn-primary btn-lg shop-done-button"
          disabled={doneReason !== null || finishing}
          onClick={() => void finish()}
          aria-describedby={doneReason ? "shop-done-reason" : undefined}
        >
          {finishing ? "Finishing…" : "Done shopping"}
        </button>
        {doneReason ? (
          <p id="shop-done-reason" className="shop-done-reason">
            {doneReason}
          </p>
        ) : null}
      </div>
    </section>
  );
}
