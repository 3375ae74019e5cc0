import { useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import type { TCart, TGroceryIngredient, TGroceryList, TSendListOutput } from "@simmer/contracts";
import { buyableAmount, defaultShoppingListTitle, groceryPartsText, type UnitSystem } from "@simmer/domain";
import { Modal } from "../ui/Modal";
import { confirmDialog } from "../ui/confirm";
import { clearNotices, notify } from "../ui/notifications";
import { trpc } from "../../trpc";
import { deliveryLabels, serverMessage } from "./server-errors";
import { SharedLists } from "./SharedLists";
import { useStopSharing } from "./useStopSharing";
import { useUnitSystem } from "../settings/useUnitSystem";

/** What to buy in the person's system ("1 can", "½ teaspoon", "480 milliliters"), or "(as needed)" (ADR 121, ADR 132). */
function amountText(item: TGroceryIngredient, system: UnitSystem): string {
  return buyableAmount(item.quantity, item.unit, system)?.text ?? "(as needed)";
}

/** Each recipe's part as the recipe view writes it: "Soup: 1 · Salad: 100 grams" (ADR 131). */
function breakdownText(item: TGroceryIngredient, system: UnitSystem): string {
  return groceryPartsText(item.parts, system);
}

interface ItemListProps {
  title: string;
  items: TGroceryIngredient[];
  locked: ReadonlySet<number>;
  onToggle: (item: TGroceryIngredient) => void;
}

function ItemList({ title, items, locked, onToggle }: ItemListProps) {
  const system = useUnitSystem();
  const headingId = useId();
  return (
    <section className="grocery-modal-section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} ({items.length})
      </h3>
      {items.length === 0 ? <p className="muted">Nothing here.</p> : null}
      <ul className="grocery-list">
        {items.map((item) => (
          <li key={item.id}>
            <label>
              <input type="checkbox" checked={item.send_off} disabled={locked.has(item.id)} onChange={() => onToggle(item)} />
              <span>
                <strong>{item.ingredient_name}</strong>
                {item.brand ? ` (${item.brand})` : ""} <span className="grocery-amount">{amountText(item, system)}</span>
                {item.optional ? <span className="grocery-optional"> · optional</span> : null}
                {item.parts.length > 0 ? <span className="grocery-parts"> {breakdownText(item, system)}</span> : null}
                {item.apart_reason ? <span className="grocery-apart"> {item.apart_reason}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Grocery List modal: choose carts (their 'combined' flag), generate one combined list, tick
 * what to send, and send it to the delivery service. Changing carts hides the send section again.
 */
export function GroceryListModal({ carts, onClose }: { carts: TCart[]; onClose: () => void }) {
  const utils = trpc.useUtils();
  const titleId = useId();
  const [title, setTitle] = useState(() => defaultShoppingListTitle(new Date()));
  const [combined, setCombined] = useState<Record<number, boolean>>(() => Object.fromEntries(carts.map((c) => [c.id, c.combined])));
  const [list, setList] = useState<TGroceryList | null>(null);
  const [sent, setSent] = useState<TSendListOutput | null>(null);
  const [locked, setLocked] = useState<ReadonlySet<number>>(new Set());

  const delivery = trpc.carts.deliveryService.useQuery(undefined, { staleTime: Infinity });
  const service = delivery.data?.service;
  const labels = deliveryLabels(service);
  const shared = trpc.carts.sharedLists.useQuery(undefined, { enabled: service === "Simmer" });
  const toggleCombined = trpc.carts.toggleCombined.useMutation();
  const combine = trpc.carts.combine.useMutation();
  const toggleSendOff = trpc.carts.toggleSendOff.useMutation();
  const send = trpc.carts.send.useMutation();
  const stopSharing = useStopSharing((token) => setSent((current) => (current?.token === token ? null : current)));

  async function onToggleCart(cart: TCart) {
    const next = !combined[cart.id];
    setCombined((state) => ({ ...state, [cart.id]: next }));
    setList(null);
    setSent(null);
    try {
      await toggleCombined.mutateAsync({ cart_id: cart.id, combined: next });
      void utils.carts.list.invalidate();
    } catch (error) {
      setCombined((state) => ({ ...state, [cart.id]: !next }));
      notify(serverMessage(error, "Failed to update combined status."), "error");
    }
  }

  async function onGenerate() {
    const cartIds = carts.filter((cart) => combined[cart.id]).map((cart) => cart.id);
    if (cartIds.length === 0) {
      notify("Please select at least one cart.", "error", { scope: "carts.combine" });
      return;
    }
    try {
      setList(await combine.mutateAsync({ cart_ids: cartIds }));
      setSent(null);
      clearNotices("carts.combine");
    } catch (error) {
      notify(serverMessage(error, "Failed to regenerate ingredients. Please try again."), "error", { scope: "carts.combine" });
    }
  }

  function replaceItem(item: TGroceryIngredient) {
    setList((current) =>
      current
        ? {
            userNeeds: current.userNeeds.map((i) => (i.id === item.id ? item : i)),
            userHas: current.userHas.map((i) => (i.id === item.id ? item : i)),
          }
        : current,
    );
  }

  async function onToggleItem(item: TGroceryIngredient) {
    if (locked.has(item.id)) return;
    setLocked((set) => new Set(set).add(item.id));
    replaceItem({ ...item, send_off: !item.send_off });
    try {
      const { groceryIngredient } = await toggleSendOff.mutateAsync({ id: item.id });
      replaceItem(groceryIngredient);
    } catch {
      replaceItem(item);
      notify("Failed to toggle send_off status.", "error");
    } finally {
      setLocked((set) => {
        const next = new Set(set);
        next.delete(item.id);
        return next;
      });
    }
  }

  async function onSend() {
    const marked = list ? [...list.userNeeds, ...list.userHas].filter((i) => i.send_off).length : 0;
    if (marked === 0) {
      notify("No ingredients marked to send to the grocery-delivery service.", "error", { scope: "carts.send" });
      return;
    }
    const items = `${marked} item${marked === 1 ? "" : "s"}`;
    const question =
      service === "Simmer" ? `Create a shareable link for ${items}?` : `Send ${items} to ${service ?? "the grocery-delivery service"}?`;
    if (!(await confirmDialog(question))) return;
    try {
      const result = await send.mutateAsync({ title: title.trim() || defaultShoppingListTitle(new Date()), link_type: "shopping_list" });
      setSent(result);
      notify(result.message || `Grocery list successfully sent to ${result.service}`, "success", { scope: "carts.send" });
      if (result.token) void utils.carts.sharedLists.invalidate();
    } catch (error) {
      notify(serverMessage(error, labels.failed), "error", { scope: "carts.send" });
    }
  }

  return (
    <Modal title="Grocery List" onClose={onClose} size="lg">
      <div className="grocery-modal-section">
        <label htmlFor={titleId}>
          <strong>Shopping list title</strong>
        </label>
        <input id={titleId} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </div>

      <div className="grocery-modal-section">
        <h3>Carts to combine</h3>
        {carts.length === 0 ? <p className="muted">You have no carts yet.</p> : null}
        <div className="cart-toggles">
          {carts.map((cart) => (
            <button
              key={cart.id}
              type="button"
              className="btn btn-ghost cart-toggle"
              aria-pressed={Boolean(combined[cart.id])}
              onClick={() => void onToggleCart(cart)}
            >
              <span aria-hidden="true">{combined[cart.id] ? "✓ " : ""}</span>
              {cart.name}
            </button>
          ))}
        </div>
        <div>
          <button type="button" className="btn btn-primary" disabled={combine.isPending} onClick={() => void onGenerate()}>
            {combine.isPending ? "Generating..." : "Generate Ingredient List"}
          </button>
        </div>
      </div>

      {list ? (
        <>
          <div className="grocery-modal-section">
            <div className="send-row">
              {sent === null ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={send.isPending || delivery.isPending}
                  onClick={() => void onSend()}
                >
                  {send.isPending ? "Sending..." : labels.send}
                </button>
              ) : (
                <>
                  <a className="btn btn-secondary" href={sent.shoppingListUrl} target="_blank" rel="noopener noreferrer">
                    {deliveryLabels(sent.service).open}
                  </a>
                  <button type="button" className="btn btn-ghost" disabled={send.isPending} onClick={() => void onSend()}>
                    {send.isPending ? "Sending..." : deliveryLabels(sent.service).resend}
                  </button>
                  {sent.token ? (
                    <button
                      type="button"
                      className="btn btn-ghost stop-sharing"
                      disabled={stopSharing.busy}
                      onClick={() => void stopSharing.stop(sent.token ?? "")}
                    >
                      Stop sharing
                    </button>
                  ) : null}
                  <span className="send-link">{sent.shoppingListUrl}</span>
                </>
              )}
            </div>
          </div>
          {list.userNeeds.length > 0 ? (
            <p className="grocery-modal-section shop-this-list">
              At the store, tick things off in <Link to="/dashboard/shop">Shopping mode</Link>; it works without a connection.
            </p>
          ) : null}
          {list.userNeeds.length + list.userHas.length === 0 ? (
            <p className="empty-state">No ingredients to display. Please combine a cart.</p>
          ) : (
            <div className="grocery-lists">
              <ItemList title="Ingredients You Need" items={list.userNeeds} locked={locked} onToggle={(item) => void onToggleItem(item)} />
              <ItemList title="Ingredients You Have" items={list.userHas} locked={locked} onToggle={(item) => void onToggleItem(item)} />
            </div>
          )}
        </>
      ) : (
        <p className="empty-state">No ingredients to display. Please combine a cart.</p>
      )}

      {service === "Simmer" ? (
        <SharedLists lists={shared.data?.lists ?? []} busy={stopSharing.busy} onStop={(token) => void stopSharing.stop(token)} />
      ) : null}
    </Modal>
  );
}
