import { useId, useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { PLAN_MEALS, type PlanMeal } from "@simmer/domain";
import { trpc } from "../../../trpc";
import { notify } from "../../ui/notifications";
import { DAY_NAMES, shiftWeek, slotName, thisWeek, weekLabel } from "../../plans/week";
import { clockNow } from "../../../first-render/scope";

interface AddToPlanProps {
  recipeId: number;
  title: string;
  servings: number;
}

/** Puts the recipe in a slot of this week's or next week's plan, with the servings shown (at most a slot's 50). */
export function AddToPlan({ recipeId, title, servings }: AddToPlanProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [week, setWeek] = useState(thisWeek());
  const [day, setDay] = useState(() => (clockNow().getDay() + 6) % 7);
  const [meal, setMeal] = useState<PlanMeal>("Dinner");
  const [added, setAdded] = useState<string | null>(null);
  const set = trpc.plans.slots.set.useMutation();
  const utils = trpc.useUtils();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await set.mutateAsync({ weekStart: week, day, meal, recipeId, servings: Math.min(50, Math.max(1, servings)) });
      void utils.plans.get.invalidate({ weekStart: week });
      setAdded(week);
      setOpen(false);
      notify(`${title} is planned for ${slotName(day, meal)}.`, "success", { scope: "recipes.plan" });
    } catch {
      notify("Could not add the recipe to your plan.", "error", { scope: "recipes.plan" });
    }
  };

  return (
    <div className="add-to-plan">
      <button type="button" className="btn btn-secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        Add to plan
      </button>
      {added && !open ? (
        <Link to="/dashboard/plan" search={added === thisWeek() ? {} : { week: added }} className="add-to-plan-link">
          See the plan
        </Link>
      ) : null}
      {open ? (
        <form id={id} className="add-to-plan-form card" onSubmit={(e) => void submit(e)}>
          <label>
            Week
            <select value={week} onChange={(e) => setWeek(e.target.value)}>
              {[0, 1, 2].map((n) => {
                const start = shiftWeek(thisWeek(), n);
                return (
                  <option key={start} value={start}>
                    {weekLabel(start)}
                  </option>
                );
              })}
            </select>
          </label>
          <label>
            Day
            <select value={day} onChange={(e) => setDay(Number(e.target.value))}>
              {DAY_NAMES.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Meal
            <select value={meal} onChange={(e) => setMeal(e.target.value as PlanMeal)}>
              {PLAN_MEALS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-primary" disabled={set.isPending}>
            Plan it
          </button>
        </form>
      ) : null}
    </div>
  );
}
