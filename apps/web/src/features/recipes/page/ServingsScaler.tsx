import { useId, useState } from "react";

interface ServingsScalerProps {
  servings: number;
  recipeServings: number;
  onChange: (servings: number) => void;
}

/** Servings to cook, from 1 to 1000: a whole number typed or stepped; anything else is ignored (docs/product.md#validation). */
export function ServingsScaler({ servings, recipeServings, onChange }: ServingsScalerProps) {
  const id = useId();
  const [text, setText] = useState(String(servings));
  const [shown, setShown] = useState(servings);
  if (shown !== servings) {
    setShown(servings);
    setText(String(servings));
  }
  const commit = (value: string) => {
    setText(value);
    if (/^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 1000) onChange(Number(value));
  };
  return (
    <div className="servings-scaler">
      <label htmlFor={id}>Servings</label>
      <div className="servings-scaler-controls">
        <button
          type="button"
          className="btn btn-ghost no-print"
          aria-label="Fewer servings"
          disabled={servings <= 1}
          onClick={() => onChange(servings - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          min={1}
          max={1000}
          step={1}
          inputMode="numeric"
          value={text}
          onChange={(e) => commit(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-ghost no-print"
          aria-label="More servings"
          disabled={servings >= 1000}
          onClick={() => onChange(servings + 1)}
        >
          +
        </button>
      </div>
      <p className="muted">
        {servings === recipeServings
          ? "As the recipe is written."
          : `Scaled from ${recipeServings} ${recipeServings === 1 ? "serving" : "servings"}.`}
      </p>
    </div>
  );
}
