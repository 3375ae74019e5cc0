import { useEffect, useId, useState } from "react";
import type { TFood } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { Spinner } from "../ui/Spinner";
import "./foods.css";

export interface FoodSearchProps {
  /** Called with the food a person picks from the results. */
  onPick: (food: TFood) => void;
  label?: string;
  initialSearch?: string;
  autoFocus?: boolean;
  limit?: number;
}

const DEBOUNCE_MS = 250;

/** Searches the USDA foods as a person types; each result is a button showing kcal per 100 g. */
export function FoodSearch({ onPick, label = "Search USDA foods", initialSearch = "", autoFocus = false, limit = 8 }: FoodSearchProps) {
  const inputId = useId();
  const [text, setText] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = trpc.foods.search.useQuery({ search, limit }, { enabled: search.length >= 2, staleTime: 5 * 60_000 });

  return (
    <div className="food-search">
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="search"
          value={text}
          autoFocus={autoFocus}
          autoComplete="off"
          placeholder="e.g. chicken breast"
          onChange={(e) => setText(e.target.value)}
          // Inside the recipe form, Enter here must not submit the recipe.
          onKeyDown={(e) => {
            if (e.key === "Enter") e.preventDefault();
          }}
        />
      </div>
      {search.length >= 2 && results.isFetching && !results.data ? <Spinner label="Searching foods…" /> : null}
      {results.isError ? <p className="food-search-empty">Could not search foods.</p> : null}
      {results.data && results.data.foods.length === 0 ? <p className="food-search-empty">No foods found.</p> : null}
      {results.data && results.data.foods.length > 0 ? (
        <ul className="food-search-results" aria-label="Food results">
          {results.data.foods.map((food) => (
            <li key={food.ndb_no}>
              <button type="button" className="food-search-result" onClick={() => onPick(food)}>
                <span className="food-search-name">{food.name}</span>
                <span className="food-search-kcal">{food.per_100g.calories ?? "–"} kcal / 100 g</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
