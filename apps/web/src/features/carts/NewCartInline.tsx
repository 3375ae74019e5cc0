import { useId, useState, type FormEvent } from "react";
import type { TCart } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { serverMessage } from "./server-errors";

interface NewCartInlineProps {
  /** Called with the new cart once the server made it. */
  onCreated: (cart: TCart) => void | Promise<void>;
  /** Suggested name when the person has no cart yet. */
  suggestion?: string;
}

/**
 * Makes a cart without leaving the card's cart menu, so 'Add to Cart' works for someone who has
 * none yet (ADR 119). A refused name (blank, already used) is said beside the field.
 */
export function NewCartInline({ onCreated, suggestion = "" }: NewCartInlineProps) {
  const [name, setName] = useState(suggestion);
  const [error, setError] = useState<string | null>(null);
  const addCart = trpc.carts.add.useMutation();
  const utils = trpc.useUtils();
  const inputId = useId();

  async function create(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (name.trim() === "") {
      setError("Cart name cannot be empty.");
      return;
    }
    try {
      const cart = await addCart.mutateAsync({ name });
      setError(null);
      setName("");
      await utils.carts.list.invalidate();
      await onCreated(cart);
    } catch (failure) {
      setError(serverMessage(failure, "Failed to add cart."));
    }
  }

  return (
    <form className="cart-menu-new" onSubmit={(event) => void create(event)}>
      <label htmlFor={inputId}>New cart for this recipe</label>
      <div className="cart-menu-new-row">
        <input
          id={inputId}
          type="text"
          value={name}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="btn btn-secondary btn-small" disabled={addCart.isPending}>
          Create cart
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="cart-menu-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
