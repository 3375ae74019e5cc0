import { useEffect, useId, useState, type ReactNode } from "react";
import type { TFood } from "@simmer/contracts";
import type { PickedFood } from "./entryForm";
import { nutrientsFrom } from "./entryForm";
import { trpc } from "../../trpc";
import { UsdaAmount } from "./UsdaAmount";

const DEBOUNCE_MS = 250;

/**
 * One search over the USDA foods, the person's earlier entries and the recipes they can see;
 * picking one fills the entry with its nutrients for one serving.
 */
export function TemplateSearch({ onPick }: { onPick: (food: PickedFood) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [usdaFood, setUsdaFood] = useState<TFood | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = search.length >= 2;
  const mine = trpc.journal.templates.useQuery({ search, limit: 5 }, { enabled });
  const recipes = trpc.recipes.list.useQuery({ search, limit: 5 }, { enabled });
  const usda = trpc.foods.search.useQuery({ search, limit: 6 }, { enabled, staleTime: 5 * 60_000 });

  const pick = (food: PickedFood) => {
    onPick(food);
    setText("");
    setSearch("");
    setUsdaFood(null);
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
      {usdaFood && <UsdaAmount food={usdaFood} onUse={pick} onCancel={() => setUsdaFood(null)} />}
      {enabled && !usdaFood && (
        <div className="template-results" aria-live="polite">
          <ResultGroup title="Your earlier foods" loading={mine.isPending} failed={mine.isError}>
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
          <ResultGroup title="Recipes" loading={recipes.isPending} failed={recipes.isError}>
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
          <ResultGroup title="USDA foods" loading={usda.isPending} failed={usda.isError}>
            {usda.data?.foods.map((food) => (
              <li key={`usda-${food.ndb_no}`}>
                <button type="button" className="template-option" onClick={() => setUsdaFood(food)}>
                  <span>{food.name}</span>
                  <small>USDA · {food.per_100g.calories ?? "?"} kcal per 100 g</small>
                </button>
              </li>
            ))}
          </ResultGroup>
        </div>
      )}
    </section>
  );
}

function ResultGroup({
  title,
  loading,
  failed,
  children,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode[] | undefined;
}) {
  return (
    <div className="template-group">
      <h3>{title}</h3>
      {failed ? (
        <p className="muted">Could not search {title.toLowerCase()}.</p>
      ) : loading ? (
        <p className="muted">Searching...</p>
      ) : children && children.length > 0 ? (
        <ul>{children}</ul>
      ) : (
        <p className="muted">No matches.</p>
      )}
    </div>
  );
}
