import type { TPlanWeek } from "@simmer/contracts";
import type { PlanMeal } from "@simmer/domain";
import { DayNutrition } from "./DayNutrition";
import { SlotCell, type SlotMoves } from "./SlotCell";
import { DAY_NAMES, dayLabel } from "./week";

interface PlanDaysProps extends SlotMoves {
  week: TPlanWeek;
}

/** The week as days (rows) × planned meals (columns); on a phone each day stacks its meals. */
export function PlanDays({ week, actions, carried, onPickUp, onPlace, onDropData, onArrow }: PlanDaysProps) {
  const slotAt = (day: number, meal: PlanMeal) => week.slots.find((s) => s.day === day && s.meal === meal);
  return (
    <div className="plan-days" style={{ "--plan-meals": week.meals.length } as React.CSSProperties}>
      {week.days.map((summary) => {
        const name = DAY_NAMES[summary.day]!;
        const headingId = `plan-day-${summary.day}`;
        return (
          <section key={summary.day} className={`plan-day${summary.planned ? "" : " unplanned"}`} aria-labelledby={headingId}>
            <header className="plan-day-head">
              <h2 id={headingId}>
                {name} <span className="plan-day-date">{dayLabel(summary.date)}</span>
              </h2>
              {!summary.planned && <span className="plan-day-note">Not in your planned days</span>}
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={actions.pending}
                onClick={() => void actions.generate({ kind: "day", day: summary.day })}
              >
                Regenerate {name}
              </button>
            </header>
            {week.meals.map((meal) => (
              <SlotCell
                key={meal}
                day={summary.day}
                meal={meal}
                slot={slotAt(summary.day, meal)}
                actions={actions}
                carried={carried}
                onPickUp={onPickUp}
                onPlace={onPlace}
                onDropData={onDropData}
                onArrow={onArrow}
              />
            ))}
            <DayNutrition summary={summary} />
          </section>
        );
      })}
    </div>
  );
}
