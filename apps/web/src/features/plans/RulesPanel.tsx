import { useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPlanRulesState } from "@simmer/contracts";
import { PLAN_MEALS } from "@simmer/domain";
import { trpc, trpcQueries } from "../../trpc";
import { serverMessage } from "../carts/server-errors";
import { householdQuery } from "../household/queries";
import { clearNotices, notify } from "../ui/notifications";
import { planRulesQuery } from "./queries";
import { draftOf, rulesOf, type RulesDraft } from "./rulesForm";
import { DAY_NAMES } from "./week";

/** The portion sizes the planner may choose between (whole servings per person). */
const PORTIONS = [1, 2, 3] as const;

/** The planner's remembered rules; blank number fields take their defaults from Metrics and the goal. */
export function RulesPanel({ state, onSaved }: { state: TPlanRulesState; onSaved: () => void }) {
  const [draft, setDraft] = useState<RulesDraft>(() => draftOf(state.rules, state.excludedIngredients));
  const [ingredient, setIngredient] = useState("");
  const id = useId();
  const queryClient = useQueryClient();
  const names = useQuery(trpcQueries.kitchen.ingredientNames.queryOptions(undefined));
  // A shared plan feeds each member toward their own Metrics (ADR 144): these two apply only to a person planning alone.
  const members = useQuery(householdQuery()).data?.household?.members.length ?? 1;
  const save = trpc.plans.rules.update.useMutation();
  const change = (patch: Partial<RulesDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (name: string) => `${id}-${name}`;
  const defaults = state.defaults;

  function addIngredient() {
    const wanted = ingredient.trim().toLowerCase();
    const found = names.data?.find((n) => n.ingredient_name.toLowerCase() === wanted);
    if (!found) {
      notify("Choose an ingredient from the list.", "error", { scope: "plans.rules" });
      return;
    }
    if (!draft.excludeIngredients.some((i) => i.id === found.id))
      change({ excludeIngredients: [...draft.excludeIngredients, { id: found.id, name: found.ingredient_name }] });
    setIngredient("");
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync(rulesOf(draft));
      queryClient.setQueryData(planRulesQuery().queryKey, saved);
      setDraft(draftOf(saved.rules, saved.excludedIngredients));
      notify("Planner rules saved.", "success", { scope: "plans.rules" });
      onSaved();
    } catch (error) {
      notify(serverMessage(error, "Could not save the planner rules."), "error", { scope: "plans.rules" });
    }
  }

  return (
    <form
      className="plan-rules"
      aria-label="Planner rules"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={() => clearNotices("plans.rules")}
    >
      <fieldset>
        <legend>Days to plan</legend>
        <div className="plan-checks">
          {DAY_NAMES.map((name, day) => (
            <label key={name}>
              <input
                type="checkbox"
                checked={draft.days.includes(day)}
                onChange={(event) =>
                  change({ days: event.target.checked ? [...draft.days, day].sort() : draft.days.filter((d) => d !== day) })
                }
              />
              {name.slice(0, 3)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Meals to plan</legend>
        <div className="plan-checks">
          {PLAN_MEALS.map((meal) => (
            <label key={meal}>
              <input
                type="checkbox"
                checked={draft.meals.includes(meal)}
                onChange={(event) =>
                  change({
                    meals: event.target.checked
                      ? PLAN_MEALS.filter((m) => m === meal || draft.meals.includes(m))
                      : draft.meals.filter((m) => m !== meal),
                  })
                }
              />
              {meal}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="plan-rules-grid">
        <label htmlFor={field("people")}>People eating each meal</label>
        <input
          id={field("people")}
          type="number"
          min={1}
          max={20}
          value={draft.people}
          onChange={(e) => change({ people: e.target.value })}
        />
        <label htmlFor={field("portions")}>Portions per person, at most</label>
        <select
          id={field("portions")}
          aria-describedby={field("portions-hint")}
          value={draft.maxServingsPerPerson}
          onChange={(e) => change({ maxServingsPerPerson: e.target.value })}
        >
          {PORTIONS.map((n) => (
            <option key={n} value={String(n)}>
              {n === 1 ? "1 serving" : `Up to ${n} servings`}
            </option>
          ))}
        </select>
        <p id={field("portions-hint")} className="plan-rules-hint">
          A recipe serving is often only 150–700 kcal; allowing bigger portions lets the days reach the calorie target.
        </p>
        <label htmlFor={field("calories")}>Daily calories per person</label>
        <input
          id={field("calories")}
          type="number"
          min={800}
          max={10000}
          placeholder={defaults.dailyCalories !== null ? `From Metrics: ${defaults.dailyCalories}` : "No metric entry yet"}
          value={draft.dailyCalories}
          onChange={(e) => change({ dailyCalories: e.target.value })}
          aria-describedby={members > 1 ? field("shared-targets") : undefined}
        />
        {members > 1 ? (
          <p id={field("shared-targets")} className="plan-rules-hint">
            Your household shares this plan: each member is planned toward their own Metrics, so daily calories and the macro split here
            apply only when you plan alone.
          </p>
        ) : null}
        <span className="plan-rules-label" id={field("split")}>
          Macro split (% protein / carbs / fat)
        </span>
        <div className="plan-split" role="group" aria-labelledby={field("split")}>
          {(["protein", "carbs", "fat"] as const).map((macro) => (
            <input
              key={macro}
              type="number"
              min={0}
              max={100}
              aria-label={`${macro[0]!.toUpperCase()}${macro.slice(1)} %`}
              placeholder={defaults.macroSplit ? String(defaults.macroSplit[macro]) : ""}
              value={draft[macro]}
              onChange={(e) => change({ [macro]: e.target.value })}
            />
          ))}
        </div>
        <label htmlFor={field("weekday")}>Max minutes per meal, weekdays</label>
        <input
          id={field("weekday")}
          type="number"
          min={5}
          placeholder="No limit"
          value={draft.maxTimeWeekday}
          onChange={(e) => change({ maxTimeWeekday: e.target.value })}
        />
        <label htmlFor={field("weekend")}>Max minutes per meal, weekends</label>
        <input
          id={field("weekend")}
          type="number"
          min={5}
          placeholder="No limit"
          value={draft.maxTimeWeekend}
          onChange={(e) => change({ maxTimeWeekend: e.target.value })}
        />
        <label htmlFor={field("breakfast")}>Max minutes for breakfast, weekdays</label>
        <input
          id={field("breakfast")}
          type="number"
          min={5}
          placeholder="No limit"
          value={draft.breakfastMinutes}
          onChange={(e) => change({ breakfastMinutes: e.target.value })}
        />
        <label htmlFor={field("lunch")}>Max minutes for lunch, weekdays</label>
        <input
          id={field("lunch")}
          type="number"
          min={5}
          placeholder="No limit"
          value={draft.lunchMinutes}
          onChange={(e) => change({ lunchMinutes: e.target.value })}
        />
        <label htmlFor={field("perweek")}>Most times one recipe a week</label>
        <input
          id={field("perweek")}
          type="number"
          min={1}
          max={28}
          value={draft.maxPerWeek}
          onChange={(e) => change({ maxPerWeek: e.target.value })}
        />
        <label htmlFor={field("repeat")}>No recipe repeated within (days)</label>
        <input
          id={field("repeat")}
          type="number"
          min={0}
          max={6}
          value={draft.noRepeatDays}
          onChange={(e) => change({ noRepeatDays: e.target.value })}
        />
        <label htmlFor={field("tags")}>Exclude tags (comma-separated)</label>
        <input
          id={field("tags")}
          placeholder="e.g. spicy, pork"
          value={draft.excludeTags}
          onChange={(e) => change({ excludeTags: e.target.value })}
        />
      </div>

      <fieldset>
        <legend>Tags per week</legend>
        {draft.tagRules.map((rule, index) => (
          <div className="plan-tag-rule" key={index}>
            <input
              aria-label={`Tag ${index + 1}`}
              placeholder="tag, e.g. fish"
              value={rule.tag}
              onChange={(e) => change({ tagRules: draft.tagRules.map((r, i) => (i === index ? { ...r, tag: e.target.value } : r)) })}
            />
            <input
              aria-label={`At least (tag ${index + 1})`}
              type="number"
              min={0}
              placeholder="at least"
              value={rule.min}
              onChange={(e) => change({ tagRules: draft.tagRules.map((r, i) => (i === index ? { ...r, min: e.target.value } : r)) })}
            />
            <input
              aria-label={`At most (tag ${index + 1})`}
              type="number"
              min={0}
              placeholder="at most"
              value={rule.max}
              onChange={(e) => change({ tagRules: draft.tagRules.map((r, i) => (i === index ? { ...r, max: e.target.value } : r)) })}
            />
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-label={`Remove tag rule ${index + 1}`}
              onClick={() => change({ tagRules: draft.tagRules.filter((_, i) => i !== index) })}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => change({ tagRules: [...draft.tagRules, { tag: "", min: "", max: "" }] })}
        >
          Add tag rule
        </button>
      </fieldset>

      <fieldset>
        <legend>Exclude ingredients</legend>
        <ul className="plan-chips" aria-label="Excluded ingredients">
          {draft.excludeIngredients.map((item) => (
            <li key={item.id}>
              {item.name}{" "}
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={`Stop excluding ${item.name}`}
                onClick={() => change({ excludeIngredients: draft.excludeIngredients.filter((i) => i.id !== item.id) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="inline-form">
          <label htmlFor={field("ingredient")} className="visually-hidden">
            Ingredient to exclude
          </label>
          <input
            id={field("ingredient")}
            list={field("names")}
            placeholder="Ingredient to exclude"
            value={ingredient}
            onChange={(e) => setIngredient(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addIngredient();
              }
            }}
          />
          <datalist id={field("names")}>
            {(names.data ?? []).slice(0, 2000).map((n) => (
              <option key={n.id} value={n.ingredient_name} />
            ))}
          </datalist>
          <button type="button" className="btn btn-ghost btn-small" onClick={addIngredient}>
            Exclude
          </button>
        </div>
      </fieldset>

      <div className="plan-checks">
        <label>
          <input type="checkbox" checked={draft.preferOwned} onChange={(e) => change({ preferOwned: e.target.checked })} />
          Prefer recipes using what I have and what this week already buys
        </label>
        <label>
          <input type="checkbox" checked={draft.leftovers} onChange={(e) => change({ leftovers: e.target.checked })} />
          Leftovers: cook extra at dinner, eat it at the next day's lunch
        </label>
        <label>
          <input type="checkbox" checked={draft.sides} onChange={(e) => change({ sides: e.target.checked })} />
          Add simple foods beside recipes (yogurt, eggs, rice…) to reach protein, carbs and fat
        </label>
      </div>
      <button type="submit" className="btn btn-secondary" disabled={save.isPending}>
        Save rules
      </button>
    </form>
  );
}
