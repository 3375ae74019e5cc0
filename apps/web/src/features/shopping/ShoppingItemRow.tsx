import { useId } from "react";
import { STORE_SECTIONS } from "@simmer/domain";
import type { TStoreSection } from "@simmer/contracts";
import { SECTION_LABELS, type ShoppingItemView } from "./view";

interface ShoppingItemRowProps {
  item: ShoppingItemView;
  onToggle: (item: ShoppingItemView) => void;
  onMove: (item: ShoppingItemView, section: TStoreSection) => void;
  onRemove: (item: ShoppingItemView) => void;
}

/** One thing to buy: the whole row ticks it into the basket; the section can be changed beside it. */
export function ShoppingItemRow({ item, onToggle, onMove, onRemove }: ShoppingItemRowProps) {
  const nameId = useId();
  const forId = useId();
  const checkboxId = useId();
  const tickerId = useId();
  const name = item.source === "added" ? item.name : item.display_text;
  // In a household, whoever ticked the item is named on it (ADR 127).
  const ticker = item.in_basket && item.ticked_by ? item.ticked_by : null;
  // A merged line names each recipe with its part (ADR 142); any other says whose it is.
  const recipesText = item.breakdown_text ? item.breakdown_text : item.recipes.length > 0 ? `for: ${item.recipes.join(", ")}` : null;
  const describedBy = [recipesText || item.note ? forId : null, ticker ? tickerId : null].filter(Boolean).join(" ");
  return (
    <li className={item.in_basket ? "shop-item in-basket" : "shop-item"}>
      <label className="shop-tick" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={item.in_basket}
          aria-labelledby={nameId}
          aria-describedby={describedBy || undefined}
          onChange={() => onToggle(item)}
        />
        <span className="shop-item-text">
          <span id={nameId} className="shop-item-name">
            {name}
          </span>
          {recipesText || item.note ? (
            <span id={forId} className="shop-item-for">
              {item.note ? item.note : null}
              {item.note && recipesText ? " · " : null}
              {recipesText}
            </span>
          ) : null}
          {ticker ? (
            <span id={tickerId} className="shop-item-ticker">
              ticked by {ticker}
            </span>
          ) : null}
        </span>
        {item.waiting ? (
          <span className="shop-item-waiting" title="Not sent yet">
            <span className="visually-hidden">not sent yet</span>
          </span>
        ) : null}
      </label>
      <div className="shop-item-actions">
        {item.in_basket ? null : (
          <select
            aria-label={`Section for ${name}`}
            value={item.section}
            onChange={(event) => onMove(item, event.target.value as TStoreSection)}
          >
            {STORE_SECTIONS.map((section) => (
              <option key={section} value={section}>
                {SECTION_LABELS[section]}
              </option>
            ))}
          </select>
        )}
        {item.source === "added" ? (
          <button type="button" className="btn btn-ghost shop-remove" aria-label={`Remove ${name}`} onClick={() => onRemove(item)}>
            ×
          </button>
        ) : null}
      </div>
    </li>
  );
}
