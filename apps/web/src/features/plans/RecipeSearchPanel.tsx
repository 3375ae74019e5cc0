import { useDeferredValue, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Spinner } from "../ui/Spinner";
import { DRAG_TYPE, dragData, type Carried } from "./SlotCell";
import { planRecipeSearchQuery } from "./queries";

/** Recipes to drag into a slot, or to pick up with Enter or Space and place with the keyboard. */
export function RecipeSearchPanel({ carried, onPickUp }: { carried: Carried | null; onPickUp: (carried: Carried) => void }) {
  const [text, setText] = useState("");
  const search = useDeferredValue(text.trim().toLowerCase());
  const inputId = useId();
  const results = useQuery(planRecipeSearchQuery(search));

  return (
    <aside className="plan-search card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Recipes</h2>
      <label htmlFor={inputId} className="visually-hidden">
        Search recipes to plan
      </label>
      <input
        id={inputId}
        type="search"
        placeholder="Search recipes..."
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="plan-hint">Drag a recipe onto a slot, or choose it and then choose the slot.</p>
      {results.isPending ? (
        <Spinner label="Loading recipes…" />
      ) : results.isError ? (
        <p className="empty-state">Could not load recipes.</p>
      ) : results.data.recipes.length === 0 ? (
        <p className="empty-state">No recipes match.</p>
      ) : (
        <ul className="plan-search-results" aria-label="Search results">
          {results.data.recipes.map((recipe) => {
            const mine: Carried = { kind: "recipe", recipeId: recipe.id, title: recipe.title };
            const held = carried?.kind === "recipe" && carried.recipeId === recipe.id;
            return (
              <li key={recipe.id}>
                <button
                  type="button"
                  className={`plan-search-result${held ? " carried" : ""}`}
                  draggable
                  aria-pressed={held}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, dragData(mine));
                    event.dataTransfer.effectAllowed = "copy";
                  }}
                  onClick={() => onPickUp(mine)}
                >
                  {/* Named from its content, so the spoken name holds all the visible text (WCAG 2.5.3). */}
                  <span className="visually-hidden">Plan </span>
                  <span className="plan-search-title">{recipe.title}</span>
                  <span className="plan-slot-meta">
                    {recipe.total_time_min > 0 ? `${recipe.total_time_min} min` : "Time not given"}
                    {recipe.calories !== null ? ` · ${Math.round(recipe.calories)} kcal` : ""}
                  </span>
                </button>
                <Link to="/dashboard/recipes/$recipeId" params={{ recipeId: String(recipe.id) }} className="plan-search-open">
                  Open<span className="visually-hidden"> {recipe.title}</span> recipe
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
