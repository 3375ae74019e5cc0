import type { TNutritionSource, TPerServing, TRecipeNutrientField } from "@simmer/contracts";
import type { NutritionDraft, SectionDraft } from "./form-model";
import { NUTRITION_LABELS, NUTRITION_SOURCE_LABELS } from "./nutrition";
import { NutritionCalculator } from "../foods/NutritionCalculator";

export interface RecipeNutritionSectionProps {
  nutrition: NutritionDraft;
  /** Where the figures come from (ADR 125). */
  source: TNutritionSource;
  /** The servings the figures were written for. */
  figuresServings: string;
  onChange: (field: TRecipeNutrientField, value: string) => void;
  onCalculated: (nutrition: NutritionDraft) => void;
  onSourceChange: (source: TNutritionSource) => void;
  /** Turns figures written for `figuresServings` into figures for the servings now shown. */
  onRescale: () => void;
  /** The form's ingredient sections and servings, for tools that derive nutrition from them. */
  sections: SectionDraft[];
  servings: string;
  /** Stores a person's choice of USDA food on an ingredient line. */
  onChooseFood?: (lineKey: string, ndbNo: string) => void;
  /** Counts (or stops counting) a "to taste", optional or garnish line's amount. */
  onCountAnyway?: (lineKey: string, count: boolean) => void;
}

function asDraft(values: TPerServing): NutritionDraft {
  return Object.fromEntries(NUTRITION_LABELS.map(({ field }) => [field, String(values[field])])) as NutritionDraft;
}

/**
 * The form's 'Nutrition Information' section (per serving): where the figures come from, the
 * calculator, and the figures. Figures from the ingredients are recomputed on every save; figures
 * typed or read from a page are kept, and a change of servings offers to rescale them.
 */
export function RecipeNutritionSection(props: RecipeNutritionSectionProps) {
  const {
    nutrition,
    source,
    figuresServings,
    onChange,
    onCalculated,
    onSourceChange,
    onRescale,
    sections,
    servings,
    onChooseFood,
    onCountAnyway,
  } = props;
  const from = Number(figuresServings);
  const to = Number(servings);
  const hasFigures = NUTRITION_LABELS.some(({ field }) => nutrition[field].trim() !== "");
  const stale =
    source !== "ingredients" && hasFigures && Number.isInteger(from) && Number.isInteger(to) && from >= 1 && to >= 1 && from !== to;
  return (
    <fieldset className="recipe-form-section">
      <legend>Nutrition Information</legend>
      <div className="field">
        <label htmlFor="nutrition-source">Nutrition comes from</label>
        <select id="nutrition-source" value={source} onChange={(e) => onSourceChange(e.target.value as TNutritionSource)}>
          {(Object.keys(NUTRITION_SOURCE_LABELS) as TNutritionSource[]).map((key) => (
            <option key={key} value={key}>
              {NUTRITION_SOURCE_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <p className="muted recipe-form-hint">
        {source === "ingredients"
          ? "Per serving, worked out from the ingredients and servings each time you save."
          : "Per serving. Leave blank when unknown."}
      </p>
      {stale ? (
        <div className="recipe-form-notice" role="status">
          <span>
            These figures were written for {from} {from === 1 ? "serving" : "servings"}; the recipe now makes {to}.
          </span>
          <button type="button" className="btn btn-secondary" onClick={onRescale}>
            Rescale to {to} {to === 1 ? "serving" : "servings"}
          </button>
        </div>
      ) : null}
      <NutritionCalculator
        servings={servings}
        lines={sections.flatMap((section) => section.ingredients)}
        onCalculated={(values) => onCalculated(asDraft(values))}
        onChooseFood={onChooseFood}
        onCountAnyway={onCountAnyway}
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
