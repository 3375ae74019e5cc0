import type { TPlanSlot } from "@simmer/contracts";
import type { PlanMeal } from "@simmer/domain";
import type { PlanActions } from "./usePlanWeek";
import { slotName } from "./week";

/** What is being moved with the keyboard or by a click: a recipe from search, or a slot's meal. */
export type Carried = { kind: "recipe"; recipeId: number; title: string } | { kind: "slot"; day: number; meal: PlanMeal; title: string };

export const DRAG_TYPE = "text/plain";
export const dragData = (carried: Carried) =>
  carried.kind === "recipe" ? `recipe:${carried.recipeId}` : `slot:${carried.day}:${carried.meal}`;

/** How a slot takes part in moving things: picking up, placing, dropping and arrow keys. */
export interface SlotMoves {
  actions: PlanActions;
  carried: Carried | null;
  onPickUp: (carried: Carried) => void;
  onPlace: (target: { day: number; meal: PlanMeal }) => void;
  onDropData: (data: string, target: { day: number; meal: PlanMeal }) => void;
  onArrow: (from: { day: number; meal: PlanMeal }, key: string) => void;
}

interface SlotCellProps extends SlotMoves {
  day: number;
  meal: PlanMeal;
  slot: TPlanSlot | undefined;
}

export function SlotCell({ day, meal, slot, actions, carried, onPickUp, onPlace, onDropData, onArrow }: SlotCellProps) {
  const name = slotName(day, meal);
  const recipe = slot?.recipe ?? null;
  const locked = slot?.locked ?? false;
  const servings = slot?.servings ?? 1;
  const isCarried = carried?.kind === "slot" && carried.day === day && carried.meal === meal;
  const key = { day, meal };

  return (
    <div
      className={`plan-slot${locked ? " locked" : ""}${recipe ? "" : " empty"}${isCarried ? " carried" : ""}`}
      role="group"
      aria-label={name}
      data-testid={`slot-${day}-${meal}`}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDropData(event.dataTransfer.getData(DRAG_TYPE), key);
      }}
    >
      <div className="plan-slot-head">
        <span className="plan-slot-meal">{meal}</span>
        {locked && <span className="plan-slot-badge">Locked</span>}
      </div>

      {carried && !isCarried && (
        <button
          type="button"
          className="btn btn-secondary btn-small plan-slot-target"
          data-slot-target={`${day}:${meal}`}
          onClick={() => onPlace(key)}
          onKeyDown={(event) => {
            if (event.key.startsWith("Arrow")) {
              event.preventDefault();
              onArrow(key, event.key);
            }
          }}
        >
          {carried.kind === "slot" ? `Swap with ${name}` : `Place in ${name}`}
        </button>
      )}

      {recipe ? (
        <div
          className="plan-slot-card"
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, dragData({ kind: "slot", day, meal, title: recipe.title }));
            event.dataTransfer.effectAllowed = "move";
          }}
        >
          <button
            type="button"
            className="plan-slot-title"
            aria-pressed={isCarried}
            onClick={() => onPickUp({ kind: "slot", day, meal, title: recipe.title })}
          >
            {/* Named from its content so the spoken name contains the visible title (WCAG 2.5.3). */}
            <span className="visually-hidden">Move {name}: </span>
            {recipe.title}
          </button>
          <span className="plan-slot-meta">
            {recipe.total_time_min > 0 ? `${recipe.total_time_min} min` : "Time not given"}
            {recipe.calories !== null ? ` · ${Math.round(recipe.calories)} kcal/serving` : ""}
          </span>
          {slot?.leftoverOf && <span className="plan-slot-meta">Leftovers from {slotName(slot.leftoverOf.day, slot.leftoverOf.meal)}</span>}
        </div>
      ) : (
        <p className="plan-slot-empty">{locked ? "Kept empty" : "Empty"}</p>
      )}

      <div className="plan-slot-controls">
        {recipe && (
          <div className="plan-servings" role="group" aria-label={`Servings for ${name}`}>
            <button
              type="button"
              className="btn btn-ghost btn-icon"
              aria-label={`Fewer servings for ${name}`}
              disabled={servings <= 1 || actions.pending}
              onClick={() => void actions.servings(key, servings - 1)}
            >
              −
            </button>
            <span aria-live="polite">
              {servings} <span className="plan-servings-unit">{servings === 1 ? "serving" : "servings"}</span>
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-icon"
              aria-label={`More servings for ${name}`}
              disabled={servings >= 50 || actions.pending}
              onClick={() => void actions.servings(key, servings + 1)}
            >
              +
            </button>
          </div>
        )}
        {/* A toggle keeps one name; aria-pressed and its pressed look say whether it is on. */}
        <button
          type="button"
          className="btn btn-ghost btn-small plan-lock"
          aria-pressed={locked}
          onClick={() => void actions.lock(key, !locked)}
        >
          <span>
            Lock<span className="visually-hidden"> {name}</span>
          </span>
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={recipe ? `Regenerate ${name}` : `Fill ${name}`}
          disabled={locked || actions.pending}
          onClick={() => void actions.generate({ kind: "slot", day, meal })}
        >
          {recipe ? "Regenerate" : "Fill"}
        </button>
        {recipe &&
          (slot?.journalEntryId ? (
            <span className="plan-slot-logged">Logged ✓</span>
          ) : (
            <button type="button" className="btn btn-ghost btn-small" disabled={actions.pending} onClick={() => void actions.logEaten(key)}>
              {/* One inline span: as flex items the words would sit a flex gap apart. */}
              <span>
                Log<span className="visually-hidden"> {name}</span> as eaten
              </span>
            </button>
          ))}
        {recipe && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={`Clear ${name}`}
            disabled={actions.pending}
            onClick={() => void actions.clear(key)}
          >
            Clear
          </button>
        )}
      </div>
    </div>
  );
}
