import { useId, useState } from "react";
import type { TFood } from "@simmer/contracts";
import { measureGrams, nutrientsForGrams, round1, round2 } from "@simmer/domain";
import { notify } from "../ui/notifications";
import { nutrientsFrom } from "./entryForm";
import type { PickedFood } from "./entryForm";
import { JOURNAL_MESSAGES } from "@simmer/contracts";
import { wholeKcal } from "../metrics/display";

const GRAMS = "grams";

/** Chooses how much of a USDA food one serving is: a quantity of one of its measures, or grams. */
export function UsdaAmount({ food, onUse, onCancel }: { food: TFood; onUse: (picked: PickedFood) => void; onCancel: () => void }) {
  const id = useId();
  const [unit, setUnit] = useState(food.measures.length > 0 ? "0" : GRAMS);
  const [quantity, setQuantity] = useState(food.measures.length > 0 ? "1" : "100");
  const measure = unit === GRAMS ? null : (food.measures[Number(unit)] ?? null);
  const amount = Number(quantity);
  const grams = quantity.trim() === "" ? 0 : measureGrams(amount, measure);

  function use() {
    if (!(grams > 0)) return notify(JOURNAL_MESSAGES.badNutrient, "error");
    const described = measure ? `${round2(amount)} × ${measure.amount} ${measure.name} (${round1(grams)} g)` : `${round1(grams)} g`;
    onUse({ name: food.name, nutrients: nutrientsFrom(nutrientsForGrams(food.per_100g, grams)), servingNote: described });
  }

  return (
    <div className="usda-amount" role="group" aria-label={`Amount of ${food.name}`}>
      <p>
        <strong>{food.name}</strong>
      </p>
      <div className="usda-amount-row">
        <div className="field">
          <label htmlFor={`${id}-qty`}>Quantity</label>
          <input id={`${id}-qty`} inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-unit`}>Measure</label>
          <select id={`${id}-unit`} value={unit} onChange={(e) => setUnit(e.target.value)}>
            {food.measures.map((m, i) => (
              <option key={`${m.name}-${i}`} value={String(i)}>
                {m.amount} {m.name} ({m.grams} g)
              </option>
            ))}
            <option value={GRAMS}>grams</option>
          </select>
        </div>
      </div>
      <p className="muted">
        {round1(grams)} g · {wholeKcal(((food.per_100g.calories ?? 0) * grams) / 100)} kcal
      </p>
      <div className="row-actions">
        <button type="button" className="btn btn-primary" onClick={use}>
          Use this food
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Back to results
        </button>
      </div>
    </div>
  );
}
