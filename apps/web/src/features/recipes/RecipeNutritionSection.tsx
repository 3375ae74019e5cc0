import type { TRecipeNutrientField } from "@simmer/contracts";
import type { NutritionDraft, SectionDraft } from "./form-model";
import { NUTRITION_LABELS } from "./nutrition";
import { NutritionCalculator } from "../foods/NutritionCalculator";

export interface RecipeNutritionSectionProps {
  nutrition: NutritionDraft;
  onChange: (field: TRecipeNutrientField, value: string) => void;
  /** The form's ingredient sections and servings, for tools that derive nutrition from them. */
  sections: SectionDraft[];
  servings: string;
  /** Stores a person's choice of USDA food on an ingredient line. */
  onChooseFood?: (lineKey: string, ndbNo: string) => void;
}

/**
 * The form's 'Nutrition Information' section (per serving). Kept on its own so a calculator can
 * be added as one element inside it.
 */
export function RecipeNutritionSection({ nutrition, onChange, sections, servings, onChooseFood }: RecipeNutritionSectionProps) {
  return (
    <fieldset className="recipe-form-section">
      <legend>Nutrition Information</legend>
      <p className="muted recipe-form-hint">Per serving. Leave blank when unknown.</p>
      <NutritionCalculator
        servings={servings}
        lines={sections.flatMap((section) => section.ingredients)}
        onCalculated={(values) => NUTRITION_LABELS.forEach(({ field }) => onChange(field, String(values[field])))}
        onChooseFood={onChooseFood}
      />
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
