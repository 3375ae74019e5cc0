import { Link } from "@tanstack/react-router";
import type { TPlanSlot } from "@simmer/contracts";
import type { PlanMeal } from "@simmer/domain";
import type { PlanActions, SlotKey } from "./usePlanWeek";
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
          <Link to="/dashboard/recipes/$recipeId" params={{ recipeId: String(recipe.id) }} search={{ servings }} className="plan-slot-open">
            Open<span className="visually-hidden"> {recipe.title}</span> recipe
          </Link>
          <span className="plan-slot-meta">
            {recipe.total_time_min > 0 ? `${recipe.total_time_min} min` : "Time not given"}
            {recipe.calories !== null ? ` · ${Math.round(recipe.calories)} kcal/serving` : ""}
          </span>
          {slot?.leftoverOf && <span className="plan-slot-meta">Leftovers from {slotName(slot.leftoverOf.day, slot.leftoverOf.meal)}</span>}
          {slot && slot.eaters.length > 0 && <SlotEaters slot={slot} name={name} actions={actions} slotKey={key} />}
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

const portionWords = (n: number) => {
  const whole = Math.floor(n);
  const half = n - whole >= 0.5 ? "½" : "";
  const text = whole === 0 ? half : `${whole}${half}`;
  return `${text} ${n > 1 ? "servings" : "serving"}`;
};

/**
 * Who eats a slot (ADR 144): each eater's own portion, the simple foods the planner put beside
 * the recipe for them (remove or lock each), and, in a household, Away for a member who skips it.
 */
function SlotEaters({ slot, name, actions, slotKey }: { slot: TPlanSlot; name: string; actions: PlanActions; slotKey: SlotKey }) {
  const many = slot.eaters.length > 1;
  return (
    <ul className="plan-eaters" aria-label={`Who eats ${name}`}>
      {slot.eaters.map((eater, index) => {
        const who = many ? (index === 0 ? "You" : eater.name) : "Your portion";
        return (
          <li key={eater.user_id} className={eater.away ? "away" : undefined}>
            <span className="plan-eater-portion">
              {who}: {eater.away ? "away" : portionWords(eater.portion)}
            </span>
            {many && (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-pressed={eater.away}
                disabled={actions.pending}
                onClick={() => void actions.away(slotKey, eater.user_id, !eater.away)}
              >
                <span>
                  Away
                  <span className="visually-hidden">
                    {" "}
                    {index === 0 ? "(you)" : eater.name} from {name}
                  </span>
                </span>
              </button>
            )}
            {!eater.away && eater.sides.length > 0 && (
              <ul className="plan-sides">
                {eater.sides.map((side) => (
                  <li key={side.food}>
                    <span className="plan-side-text">{side.text}</span>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      aria-pressed={side.locked}
                      disabled={actions.pending}
                      onClick={() => void actions.lockSide(slotKey, eater.user_id, side.food, !side.locked)}
                    >
                      <span>
                        Lock
                        <span className="visually-hidden">
                          {" "}
                          {side.name} beside {name}
                        </span>
                      </span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      aria-label={`Remove ${side.name} from ${name}${many ? ` for ${index === 0 ? "you" : eater.name}` : ""}`}
                      disabled={actions.pending}
                      onClick={() => void actions.removeSide(slotKey, eater.user_id, side.food)}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
