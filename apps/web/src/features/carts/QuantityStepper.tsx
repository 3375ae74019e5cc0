import { useId, useState } from "react";

interface QuantityStepperProps {
  quantity: number;
  servings: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  onRemove: () => void;
  /** Names the recipe for screen readers ("Servings of Pad Thai"). */
  label: string;
}

/** Integer of 1 or more; anything else typed is ignored (docs/product.md#validation). */
export function parseServings(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** Minus, a number input and plus for a cart line's servings, with 'Remove from Cart'. */
export function QuantityStepper({ quantity, servings, disabled, onChange, onRemove, label }: QuantityStepperProps) {
  // What the person is typing; null shows the saved quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const captionId = useId();
  const text = draft ?? String(quantity);

  function commit() {
    const value = draft === null ? null : parseServings(draft);
    setDraft(null);
    if (value !== null && value !== quantity) onChange(value);
  }

  return (
    <div className="cart-stepper">
      <div className="cart-stepper-row">
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={`Decrease ${label}`}
          disabled={disabled}
          onClick={() => onChange(quantity - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="cart-stepper-input"
          aria-label={label}
          aria-describedby={captionId}
          value={text}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
        />
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={`Increase ${label}`}
          disabled={disabled}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </div>
      <span id={captionId} className="cart-stepper-caption">
        Servings: {quantity} (recipe makes {servings})
      </span>
      <button type="button" className="btn btn-ghost btn-small" disabled={disabled} onClick={onRemove}>
        Remove from Cart
      </button>
    </div>
  );
}
