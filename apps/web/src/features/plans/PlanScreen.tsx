import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { PlanMeal } from "@simmer/domain";
import { Spinner } from "../ui/Spinner";
import { PlanDays } from "./PlanDays";
import { RecipeSearchPanel } from "./RecipeSearchPanel";
import { RulesPanel } from "./RulesPanel";
import type { Carried } from "./SlotCell";
import { TemplatesPanel } from "./TemplatesPanel";
import { WeekToCart } from "./WeekToCart";
import { planRulesQuery, planWeekQuery } from "./queries";
import { usePlanWeek } from "./usePlanWeek";
import { isPlanMeal, neighbourSlot, shiftWeek, slotName, thisWeek, weekLabel } from "./week";
import "./plans.css";
import { isDrawnByServer } from "../../first-render/scope";

interface PlanScreenProps {
  weekStart: string;
  onWeekChange: (weekStart: string) => void;
}

const targetOf = (day: number, meal: string) => document.querySelector<HTMLButtonElement>(`[data-slot-target="${day}:${meal}"]`);

const LOADING = { data: undefined, isPending: true, isError: false } as const;

export function PlanScreen({ weekStart, onWeekChange }: PlanScreenProps) {
  const week = useQuery(planWeekQuery(weekStart));
  const rules = useQuery(planRulesQuery());
  const actions = usePlanWeek(weekStart);
  // What is being moved belongs to one week: another week shown drops it.
  const [held, setHeld] = useState<{ weekStart: string; item: Carried } | null>(null);
  const carried = held?.weekStart === weekStart ? held.item : null;
  const setCarried = useCallback((item: Carried | null) => setHeld(item ? { weekStart, item } : null), [weekStart]);
  const [announcement, setAnnouncement] = useState("");

  const cancel = useCallback(
    (message = "Move cancelled.") => {
      setCarried(null);
      setAnnouncement(message);
    },
    [setCarried],
  );

  useEffect(() => {
    if (!carried) return;
    // The first slot that can take what is carried gets the focus, so the arrow keys start there.
    document.querySelector<HTMLButtonElement>("[data-slot-target]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") cancel();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [carried, cancel]);

  function pickUp(next: Carried) {
    const same =
      carried &&
      ((carried.kind === "recipe" && next.kind === "recipe" && carried.recipeId === next.recipeId) ||
        (carried.kind === "slot" && next.kind === "slot" && carried.day === next.day && carried.meal === next.meal));
    if (same) {
      cancel();
      return;
    }
    setCarried(next);
    setAnnouncement(`Picked up ${next.title}. Choose a slot with the arrow keys and press Enter. Escape cancels.`);
  }

  async function moveTo(what: Carried, target: { day: number; meal: PlanMeal }) {
    setCarried(null);
    if (what.kind === "recipe") {
      const done = await actions.place(target, what.recipeId);
      const title = done?.slots.find((s) => s.day === target.day && s.meal === target.meal)?.recipe?.title ?? what.title;
      if (done) setAnnouncement(`Placed ${title} in ${slotName(target.day, target.meal)}.`);
    } else {
      if (what.day === target.day && what.meal === target.meal) return;
      const done = await actions.swap({ day: what.day, meal: what.meal }, target);
      if (done) setAnnouncement(`Swapped ${slotName(what.day, what.meal)} with ${slotName(target.day, target.meal)}.`);
    }
  }

  function onDropData(data: string, target: { day: number; meal: PlanMeal }) {
    const recipe = /^recipe:(\d+)$/.exec(data);
    const slot = /^slot:(\d):(\w+)$/.exec(data);
    if (recipe) void moveTo({ kind: "recipe", recipeId: Number(recipe[1]), title: "the recipe" }, target);
    else if (slot && isPlanMeal(slot[2]!)) void moveTo({ kind: "slot", day: Number(slot[1]), meal: slot[2], title: "" }, target);
  }

  function onArrow(from: { day: number; meal: PlanMeal }, key: string) {
    if (!week.data) return;
    let next = neighbourSlot(from, key, week.data.meals);
    // The carried slot itself is no target: step over it.
    if (next && carried?.kind === "slot" && next.day === carried.day && next.meal === carried.meal)
      next = neighbourSlot(next, key, week.data.meals);
    if (next) targetOf(next.day, next.meal)?.focus();
  }

  // The week is drawn from a deferred copy: when it arrives, React keeps the spinner a moment
  // longer and builds the 21 slots in slices that yield to the browser (ADR 130).
  const arrived = useMemo(
    () => ({ data: week.data, isPending: week.isPending, isError: week.isError }),
    [week.data, week.isPending, week.isError],
  );
  // Even a week already at hand on the first render (asked for by the page itself) waits for it.
  const shown = useDeferredValue(arrived, isDrawnByServer() ? arrived : LOADING);
  const data = shown.data;
  return (
    <section className="page plan-screen">
      <div className="plan-title">
        <h1>Week Plan</h1>
        <nav className="plan-week-nav" aria-label="Week">
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onWeekChange(shiftWeek(weekStart, -1))}>
            ← Previous week
          </button>
          <span className="plan-week-label" aria-live="polite">
            {weekLabel(weekStart)}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => onWeekChange(thisWeek())}
            disabled={weekStart === thisWeek()}
          >
            This week
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onWeekChange(shiftWeek(weekStart, 1))}>
            Next week →
          </button>
        </nav>
      </div>

      <p className="visually-hidden" aria-live="assertive" role="status">
        {announcement}
      </p>

      {shown.isPending ? (
        <Spinner label="Loading the week…" />
      ) : shown.isError || !data ? (
        <p className="empty-state" role="alert">
          Could not load this week.
        </p>
      ) : (
        <>
          <div className="plan-toolbar">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void actions.generate({ kind: "week" })}
              disabled={actions.pending}
            >
              {actions.generating ? "Planning…" : "Generate"}
            </button>
            <p className="plan-summary" aria-label="Week summary">
              <span>
                <strong>{data.summary.recipes}</strong> {data.summary.recipes === 1 ? "recipe" : "recipes"}
              </span>
              <span>
                <strong>{data.summary.servings}</strong> {data.summary.servings === 1 ? "serving" : "servings"}
              </span>
              <span>
                <strong>{data.summary.missingIngredients}</strong> missing{" "}
                {data.summary.missingIngredients === 1 ? "ingredient" : "ingredients"}
              </span>
              <span>
                <strong>{data.summary.shoppingItems}</strong> {data.summary.shoppingItems === 1 ? "ingredient" : "ingredients"} in all
              </span>
            </p>
            {carried && (
              <button type="button" className="btn btn-ghost btn-small" onClick={() => cancel()}>
                Cancel moving {carried.title}
              </button>
            )}
          </div>
          {!data.days.some((d) => d.progress) && <p className="plan-hint">Add a metric entry on Metrics to see daily targets.</p>}
          {data.relaxed.length > 0 && (
            <div className="plan-relaxed" role="region" aria-label="Rules relaxed">
              <h2>Not every rule could be met</h2>
              <ul>
                {data.relaxed.map((r) => (
                  <li key={r.rule}>{r.message}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="plan-layout">
            <PlanDays
              week={data}
              actions={actions}
              carried={carried}
              onPickUp={pickUp}
              onPlace={(target) => carried && void moveTo(carried, target)}
              onDropData={onDropData}
              onArrow={onArrow}
            />
            <RecipeSearchPanel carried={carried} onPickUp={pickUp} />
          </div>
          <div className="plan-panels">
            <section className="card" aria-labelledby="plan-cart-title">
              <h2 id="plan-cart-title">Shopping</h2>
              <WeekToCart weekStart={weekStart} hasMeals={data.summary.recipes > 0} />
            </section>
            <section className="card" aria-labelledby="plan-templates-title">
              <h2 id="plan-templates-title">Templates</h2>
              <TemplatesPanel weekStart={weekStart} />
            </section>
          </div>
          <details className="card plan-rules-card">
            <summary>
              <h2>Planner rules</h2>
            </summary>
            {rules.data ? (
              <RulesPanel key={JSON.stringify(rules.data.rules)} state={rules.data} onSaved={() => void week.refetch()} />
            ) : (
              <Spinner label="Loading rules…" />
            )}
          </details>
        </>
      )}
    </section>
  );
}
