import type { TRecipeNutrientField } from "@simmer/contracts";
import type { NutritionDraft, SectionDraft } from "./form-model";
import { NUTRITION_LABELS } from "./nutrition";

export interface RecipeNutritionSectionProps {
  nutrition: NutritionDraft;
  onChange: (field: TRecipeNutrientField, value: string) => void;
  /** The form's ingredient sections and servings, for tools that derive nutrition from them. */
  sections: SectionDraft[];
  servings: string;
}

/**
 * The form's 'Nutrition Information' section (per serving). Kept on its own so a calculator can
 * be added as one element inside it.
 */
export function RecipeNutritionSection({ nutrition, onChange }: RecipeNutritionSectionProps) {
  return (
    <fieldset className="recipe-form-section">
      <legend>Nutrition Information</legend>
      <p className="muted recipe-form-hint">Per serving. Leave blank when unknown.</p>
      <div className="recipe-form-grid">
        {NUTRITION_LABELS.map(({ field, label, unit }) => (
          <div className="field" key={field}>
            <label htmlFor={`nutrition-${field}`}>
              {label} ({unit})
            </label>
            <input
              id={`nutrition-${field}`}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={nutrition[field]}
              onChange={(e) => onChange(field, e.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
