import { useDeferredValue, useId, useState } from "react";
import type { AddedNutrient } from "./entryForm";
import { nutrientsFrom } from "./entryForm";
import { trpc } from "../../trpc";

export interface PickedFood {
  name: string;
  nutrients: AddedNutrient[];
  /** What one serving means, shown next to the serving size. */
  servingNote: string;
}

/** Searches the person's earlier foods and the recipes they can see; picking one fills the entry. */
export function TemplateSearch({ onPick }: { onPick: (food: PickedFood) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const search = useDeferredValue(text.trim());
  const enabled = search.length >= 2;
  const mine = trpc.journal.templates.useQuery({ search, limit: 6 }, { enabled });
  const recipes = trpc.recipes.list.useQuery({ search, limit: 6 }, { enabled });

  const pick = (food: PickedFood) => {
    onPick(food);
    setText("");
  };

  return (
    <section className="card template-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Find a food</h2>
      <div className="field">
        <label htmlFor={`${id}-q`}>Search foods</label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          placeholder="e.g. oatmeal, chili, banana"
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </div>
      {enabled && (
        <div className="template-results" aria-live="polite">
          <ResultGroup title="Your earlier foods" loading={mine.isPending}>
            {mine.data?.templates.map((t) => (
              <li key={`mine-${t.name}`}>
                <button
                  type="button"
                  className="template-option"
                  onClick={() => pick({ name: t.name, nutrients: nutrientsFrom(t.per_serving), servingNote: "1 serving as you logged it" })}
                >
                  <span>{t.name}</span>
                  <small>last logged {t.last_date}</small>
                </button>
              </li>
            ))}
          </ResultGroup>
          <ResultGroup title="Recipes" loading={recipes.isPending}>
            {recipes.data?.recipes.map((r) => (
              <li key={`recipe-${r.id}`}>
                <button
                  type="button"
                  className="template-option"
                  onClick={() =>
                    pick({
                      name: r.title,
                      nutrients: nutrientsFrom({
                        calories: r.calories,
                        protein: r.protein,
                        carbs: r.carbs,
                        fat: r.fat,
                        sat_fat: r.sat_fat,
                        fiber: r.fiber,
                        sugar: r.sugar,
                      }),
                      servingNote: "1 recipe serving",
                    })
                  }
                >
                  <span>{r.title}</span>
                  <small>recipe · {r.calories ?? "?"} kcal a serving</small>
                </button>
              </li>
            ))}
          </ResultGroup>
        </div>
      )}
    </section>
  );
}

function ResultGroup({ title, loading, children }: { title: string; loading: boolean; children: React.ReactNode[] | undefined }) {
  return (
    <div className="template-group">
      <h3>{title}</h3>
      {loading ? <p className="muted">Searching...</p> : children && children.length > 0 ? <ul>{children}</ul> : <p className="muted">No matches.</p>}
    </div>
  );
}
