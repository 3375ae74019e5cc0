import { useEffect, useId, useRef, useState } from "react";
import { CartIcon } from "../ui/icons";
import { NewCartInline } from "./NewCartInline";
import { rememberCart } from "./selected-cart";
import { QuantityStepper } from "./QuantityStepper";
import { useRecipeCartLines } from "./useCartLines";
import "./carts.css";

/** Status is fetched once a card comes within 200 px of the viewport (docs/product.md#limits). */
const PREFETCH_MARGIN = "200px";

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function InCartMarker() {
  return (
    <span className="in-cart-marker" title="In your grocery cart(s)" role="img" aria-label="In your grocery cart(s)">
      <CartIcon />
    </span>
  );
}

interface CartControlsProps {
  recipe: { recipe_id: number; title: string; servings: number };
  /** Tells the card whether the recipe is in any cart, for its 'In your grocery cart(s)' marker. */
  onInCartChange?: (inCart: boolean) => void;
}

/**
 * A Browse card's cart controls: 'Add to Cart' opens the user's carts with a checkmark on those that
 * hold the recipe; ticking adds one serving, unticking removes it; the selected cart shows minus,
 * plus, a number input and 'Remove from Cart'.
 *
 * The button is always there; what reads and changes the recipe's cart lines (two queries and
 * three mutations) starts once the card comes near the viewport or the list is opened, so a
 * Browse of hundreds of cards builds only the few a person can see (ADR 130).
 */
export function CartControls({ recipe, onInCartChange }: CartControlsProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the list wherever focus is, and gives focus back to the button that opened it.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      toggleButton.current?.focus();
    };
    // "click", not "mousedown": closing shifts the layout, which must not swallow the click itself.
    document.addEventListener("click", close);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", escape);
    };
  }, [open, ref]);

  return (
    <div className="cart-controls" ref={ref}>
      <button
        ref={toggleButton}
        type="button"
        className="btn btn-secondary btn-small cart-add"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Add to Cart ▾
      </button>
      {near || open ? <CartLinesControls recipe={recipe} open={open} menuId={menuId} onInCartChange={onInCartChange} /> : null}
    </div>
  );
}

interface CartLinesControlsProps extends CartControlsProps {
  open: boolean;
  menuId: string;
}

/** The open list of carts and the selected cart's stepper, with the cart lines they read and change. */
function CartLinesControls({ recipe, open, menuId, onInCartChange }: CartLinesControlsProps) {
  const lines = useRecipeCartLines(recipe.recipe_id, true);
  const [selectedCart, setSelectedCart] = useState<number | null>(null);
  const inCart = lines.statuses.length > 0;

  useEffect(() => onInCartChange?.(inCart), [inCart, onInCartChange]);

  const selected = lines.statuses.find((s) => s.cart_id === selectedCart) ?? null;

  // The box ticks at once while the server is asked; the server's answer then decides.
  const [pending, setPending] = useState<Record<number, boolean>>({});

  async function toggle(cartId: number) {
    const present = lines.statuses.some((s) => s.cart_id === cartId);
    setPending((state) => ({ ...state, [cartId]: !present }));
    try {
      if (present) {
        await lines.remove(cartId);
        if (selectedCart === cartId) setSelectedCart(null);
      } else {
        await lines.add(cartId);
        setSelectedCart(cartId);
      }
    } finally {
      setPending(({ [cartId]: _done, ...rest }) => rest);
    }
  }

  return (
    <>
      {open ? (
        <div id={menuId} className="cart-menu" role="group" aria-label={`Carts for ${recipe.title}`}>
          {lines.carts.length === 0 ? <p className="cart-menu-empty">No carts yet. Name one to add this recipe to it.</p> : null}
          {lines.carts.map((cart) => {
            const checked = pending[cart.id] ?? lines.statuses.some((s) => s.cart_id === cart.id);
            return (
              <div key={cart.id} className={`cart-menu-row${selectedCart === cart.id ? " is-selected" : ""}`}>
                <label className="cart-menu-item">
                  <input type="checkbox" checked={checked} disabled={cart.id in pending} onChange={() => void toggle(cart.id)} />
                  <span>{cart.name}</span>
                </label>
                {checked ? (
                  <button
                    type="button"
                    className="cart-menu-edit"
                    aria-label={`Change servings in ${cart.name}`}
                    aria-pressed={selectedCart === cart.id}
                    onClick={() => setSelectedCart(cart.id)}
                  >
                    {lines.statuses.find((line) => line.cart_id === cart.id)?.quantity} serv.
                  </button>
                ) : null}
              </div>
            );
          })}
          <NewCartInline
            suggestion={lines.carts.length === 0 ? "My cart" : ""}
            onCreated={async (cart) => {
              // The Grocery List opens on the cart just made (ADR 119).
              rememberCart(cart.id);
              await lines.add(cart.id);
              setSelectedCart(cart.id);
            }}
          />
        </div>
      ) : null}
      {selected ? (
        <QuantityStepper
          quantity={selected.quantity}
          servings={recipe.servings}
          disabled={lines.busy}
          label={`Servings of ${recipe.title} in ${lines.carts.find((c) => c.id === selected.cart_id)?.name ?? "cart"}`}
          onChange={(quantity) => {
            if (quantity < 1) setSelectedCart(null);
            void lines.setQuantity(selected.cart_id, quantity);
          }}
          onRemove={() => {
            setSelectedCart(null);
            void lines.remove(selected.cart_id);
          }}
        />
      ) : null}
    </>
  );
}
