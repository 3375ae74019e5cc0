import { useState } from "react";
import type { TRecipeDetail, TRecipeIngredientLine } from "@simmer/contracts";
import { formatDuration, round2, type UnitSystem } from "@simmer/domain";
import { trpc } from "../../trpc";
import { Modal } from "../ui/Modal";
import { Spinner } from "../ui/Spinner";
import { RecipeImage } from "./RecipeImage";
import { hasNutrition, NUTRITION_LABELS, NUTRITION_SOURCE_SENTENCES } from "./nutrition";
import { scaledLine } from "./scaled-line";
import { useUnitSystem } from "../settings/useUnitSystem";
import "./recipes.css";

interface RecipeDetailModalProps {
  recipeId: number;
  /** Servings to start with (a cart's servings); defaults to the recipe's own. */
  initialServings?: number;
  onClose: () => void;
}

function hostOf(link: string): string {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}

function IngredientItem({
  line,
  recipeServings,
  servings,
  system,
}: {
  line: TRecipeIngredientLine;
  recipeServings: number;
  servings: number;
  system: UnitSystem;
}) {
  const amount = scaledLine(line, recipeServings, servings, system);
  const extras = [line.method, line.brand].filter(Boolean).join(", ");
  return (
    <li>
      {amount ? (
        <>
          <strong>{amount}</strong>{" "}
        </>
      ) : null}
      {line.ingredient_name}
      {extras ? <span className="muted">, {extras}</span> : null}
      {line.optional ? <span className="recipe-ingredient-optional"> (optional)</span> : null}
    </li>
  );
}

function Details({ recipe, initialServings }: { recipe: TRecipeDetail; initialServings?: number }) {
  const [servingsText, setServingsText] = useState(String(initialServings ?? recipe.servings));
  const [servings, setServings] = useState(initialServings ?? recipe.servings);
  const [view, setView] = useState<"sections" | "availability">("sections");
  const recipeServings = recipe.servings || 1;
  const system = useUnitSystem();
  const onServings = (text: string) => {
    setServingsText(text);
    // An integer of 1 or more; anything else is ignored (docs/product.md#validation).
    if (/^\d+$/.test(text.trim()) && Number(text) >= 1) setServings(Number(text));
  };
  const { ingavailable, ingmissing } = recipe.ingredients;
  const { equavailable, equmissing } = recipe.equipment;

  return (
    <div className="recipe-detail">
      <div className="recipe-detail-top">
        <RecipeImage recipe={recipe} size="full" />
        <div>
          {recipe.data_source_link || recipe.data_source_name ? (
            <p className="recipe-detail-source">
              Source:{" "}
              {recipe.data_source_link ? (
                <a href={recipe.data_source_link} target="_blank" rel="noopener noreferrer nofollow">
                  {recipe.data_source_name ?? hostOf(recipe.data_source_link)}
                </a>
              ) : (
                recipe.data_source_name
              )}
            </p>
          ) : null}
          <dl className="recipe-times">
            <div>
              <dt>Prep</dt>
              <dd>{formatDuration(recipe.prep_time_min)}</dd>
            </div>
            <div>
              <dt>Wait</dt>
              <dd>{formatDuration(recipe.wait_time_min)}</dd>
            </div>
            <div>
              <dt>Cook</dt>
              <dd>{formatDuration(recipe.cook_time_min)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatDuration(recipe.total_time_min)}</dd>
            </div>
          </dl>
          <label className="recipe-servings">
            Servings
            <input type="number" min={1} step={1} inputMode="numeric" value={servingsText} onChange={(e) => onServings(e.target.value)} />
          </label>
          <p className="muted">Recipe makes {recipe.servings}.</p>
        </div>
      </div>

      {hasNutrition(recipe) ? (
        <section aria-labelledby="recipe-nutrition-heading">
          <h3 id="recipe-nutrition-heading">Nutrition (per serving)</h3>
          <p className="muted recipe-nutrition-source">{NUTRITION_SOURCE_SENTENCES[recipe.nutrition_source]}</p>
          <dl className="recipe-nutrition">
            {NUTRITION_LABELS.filter(({ field }) => recipe[field] !== null).map(({ field, label, unit }) => (
              <div key={field}>
                <dt>{label}</dt>
                <dd>
                  {round2(recipe[field] as number)} {unit}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="recipe-ingredients-heading">
        <h3 id="recipe-ingredients-heading">Ingredients</h3>
        <div className="recipe-view-toggle" role="group" aria-label="Show ingredients">
          <button type="button" className="btn btn-ghost" aria-pressed={view === "sections"} onClick={() => setView("sections")}>
            By section
          </button>
          <button type="button" className="btn btn-ghost" aria-pressed={view === "availability"} onClick={() => setView("availability")}>
            Available / missing
          </button>
        </div>
        {view === "sections" ? (
          recipe.sections.map((section) => (
            <div key={section.section_id}>
              {section.section_name ? <h4>{section.section_name}</h4> : null}
              <ul className="recipe-ingredient-list">
                {section.ingredients.map((line) => (
                  <IngredientItem key={line.id} line={line} recipeServings={recipeServings} servings={servings} system={system} />
                ))}
              </ul>
            </div>
          ))
        ) : (
          <div className="recipe-split">
            <div>
              <h4 className="recipe-have">Available ({ingavailable.length})</h4>
              <ul className="recipe-ingredient-list">
                {ingavailable.map((line) => (
                  <IngredientItem key={line.id} line={line} recipeServings={recipeServings} servings={servings} system={system} />
                ))}
              </ul>
            </div>
            <div>
              <h4 className="recipe-missing">Missing ({ingmissing.length})</h4>
              <ul className="recipe-ingredient-list">
                {ingmissing.map((line) => (
                  <IngredientItem key={line.id} line={line} recipeServings={recipeServings} servings={servings} system={system} />
                ))}
              </ul>
            </div>
          </div>
        )}
      </section>

      {equavailable.length + equmissing.length > 0 ? (
        <section aria-labelledby="recipe-equipment-heading">
          <h3 id="recipe-equipment-heading">Equipment</h3>
          <div className="recipe-split">
            <div>
              <h4 className="recipe-have">Available ({equavailable.length})</h4>
              <ul className="recipe-ingredient-list">
                {equavailable.map((item) => (
                  <li key={item.id}>{item.equipment_name}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="recipe-missing">Missing ({equmissing.length})</h4>
              <ul className="recipe-ingredient-list">
                {equmissing.map((item) => (
                  <li key={item.id}>{item.equipment_name}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ) : null}

      {recipe.instructions.length > 0 ? (
        <section aria-labelledby="recipe-steps-heading">
          <h3 id="recipe-steps-heading">Instructions</h3>
          <ol className="recipe-steps">
            {recipe.instructions.map((step) => (
              <li key={step.step_number}>{step.instruction}</li>
            ))}
          </ol>
        </section>
      ) : null}

      {recipe.tags.length > 0 ? (
        <section aria-labelledby="recipe-tags-heading">
          <h3 id="recipe-tags-heading">Tags</h3>
          <ul className="recipe-tags">
            {recipe.tags.map((tag) => (
              <li key={tag} className="recipe-tag">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The recipe detail of docs/product.md#recipe-detail, shared by Browse, Your Recipes and Grocery Plan. */
export function RecipeDetailModal({ recipeId, initialServings, onClose }: RecipeDetailModalProps) {
  const detail = trpc.recipes.detail.useQuery({ id: recipeId }, { staleTime: 0 });
  const title = detail.data?.title ?? (detail.isError ? "Recipe" : "Loading recipe…");
  return (
    <Modal title={title} onClose={onClose} size="lg">
      {detail.isPending ? <Spinner label="Loading recipe…" /> : null}
      {detail.isError ? <p role="alert">Could not load this recipe.</p> : null}
      {detail.data ? <Details key={`${recipeId}:${initialServings ?? ""}`} recipe={detail.data} initialServings={initialServings} /> : null}
    </Modal>
  );
}
