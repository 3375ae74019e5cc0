import { useEffect, useId, useRef, useState } from "react";
import type { TCart } from "@simmer/contracts";

interface CartSelectorProps {
  carts: TCart[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** A button titled with the selected cart (or 'Select Cart') that opens the list of carts. */
export function CartSelector({ carts, selectedId, onSelect }: CartSelectorProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const selected = carts.find((cart) => cart.id === selectedId) ?? null;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    // "click", not "mousedown": closing shifts the layout, which must not swallow the click itself.
    document.addEventListener("click", close);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  return (
    <div className="cart-selector" ref={root}>
      <button
        type="button"
        className="btn btn-ghost cart-selector-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={selected ? `Cart: ${selected.name}` : "Select Cart"}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{selected ? selected.name : "Select Cart"}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul id={listId} role="listbox" aria-label="Your carts" className="cart-selector-list">
          {carts.length === 0 ? <li className="muted">No carts yet: add one below.</li> : null}
          {carts.map((cart) => (
            <li key={cart.id}>
              <button
                type="button"
                role="option"
                aria-selected={cart.id === selectedId}
                onClick={() => {
                  onSelect(cart.id);
                  setOpen(false);
                }}
              >
                {cart.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
