import { RECIPE_FORM_UNITS } from "@simmer/contracts";
import { emptyIngredient, emptySection, type IngredientDraft, type SectionDraft } from "./form-model";
import { isKeptAsWritten } from "./imported-recipe";

interface Props {
  sections: SectionDraft[];
  onChange: (sections: SectionDraft[]) => void;
}

/** Ingredients in named sections: each line has name, quantity, unit, method, brand and Optional. */
export function IngredientSectionsEditor({ sections, onChange }: Props) {
  const updateSection = (key: string, patch: Partial<SectionDraft>) =>
    onChange(sections.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const updateLine = (section: SectionDraft, lineKey: string, patch: Partial<IngredientDraft>) =>
    updateSection(section.key, {
      ingredients: section.ingredients.map((l) => (l.key === lineKey ? { ...l, ...patch } : l)),
    });

  return (
    <fieldset className="recipe-form-section">
      <legend>Ingredients</legend>
      {sections.map((section, s) => (
        <div className="recipe-form-ingredient-section" key={section.key}>
          <div className="recipe-form-row">
            <div className="field recipe-form-grow">
              <label htmlFor={`section-${section.key}`}>Section {s + 1} name</label>
              <input
                id={`section-${section.key}`}
                value={section.section_name}
                placeholder="e.g. Sauce"
                onChange={(e) => updateSection(section.key, { section_name: e.target.value })}
              />
            </div>
            <button
              type="button"
              className="btn btn-ghost recipe-form-remove"
              aria-label={`Delete Section ${s + 1}`}
              onClick={() => onChange(sections.filter((x) => x.key !== section.key))}
            >
              Delete Section
            </button>
          </div>
          {section.ingredients.map((line, i) => {
            const where = `section ${s + 1} ingredient ${i + 1}`;
            return (
              <div className="recipe-form-ingredient" key={line.key} role="group" aria-label={`Ingredient ${i + 1} of section ${s + 1}`}>
                <input
                  aria-label={`Name, ${where}`}
                  placeholder="Ingredient"
                  required
                  className="recipe-ing-name"
                  value={line.ingredient_name}
                  onChange={(e) => updateLine(section, line.key, { ingredient_name: e.target.value })}
                />
                <input
                  aria-label={`Quantity, ${where}`}
                  placeholder="Qty (1 1/2)"
                  title="Leave empty for an ingredient with no amount, such as salt to taste"
                  className="recipe-ing-qty"
                  value={line.quantity}
                  onChange={(e) => updateLine(section, line.key, { quantity: e.target.value })}
                />
                <select
                  aria-label={`Unit, ${where}`}
                  // A unit goes with an amount; a line with no amount needs none (ADR 121).
                  required={line.quantity.trim() !== ""}
                  className="recipe-ing-unit"
                  value={line.unit}
                  onChange={(e) => updateLine(section, line.key, { unit: e.target.value })}
                >
                  <option value="">Unit…</option>
                  {RECIPE_FORM_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </select>
                <input
                  aria-label={`Method, ${where}`}
                  placeholder="Method (chopped)"
                  className="recipe-ing-method"
                  value={line.method}
                  onChange={(e) => updateLine(section, line.key, { method: e.target.value })}
                />
                <input
                  aria-label={`Brand, ${where}`}
                  placeholder="Brand"
                  className="recipe-ing-brand"
                  value={line.brand}
                  onChange={(e) => updateLine(section, line.key, { brand: e.target.value })}
                />
                <button
                  type="button"
                  className={`btn btn-ghost recipe-optional${line.optional ? " is-on" : ""}`}
                  aria-pressed={line.optional}
                  aria-label={`Optional, ${where}`}
                  onClick={() => updateLine(section, line.key, { optional: !line.optional })}
                >
                  Optional: {line.optional ? "Yes" : "No"}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost recipe-form-remove"
                  aria-label={`Delete Ingredient, ${where}`}
                  onClick={() => updateSection(section.key, { ingredients: section.ingredients.filter((l) => l.key !== line.key) })}
                >
                  Delete Ingredient
                </button>
                {isKeptAsWritten(line) ? (
                  <p className="recipe-ing-original">Kept as written: set its quantity and unit.</p>
                ) : line.original ? (
                  <p className="recipe-ing-original recipe-ing-as-written">As written: {line.original}</p>
                ) : null}
              </div>
            );
          })}
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={`Add Ingredient to section ${s + 1}`}
            onClick={() => updateSection(section.key, { ingredients: [...section.ingredients, emptyIngredient()] })}
          >
            + Add Ingredient
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-secondary" onClick={() => onChange([...sections, emptySection()])}>
        + Add Section
      </button>
    </fieldset>
  );
}
