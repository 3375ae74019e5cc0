import { PLAN_MEALS, addDays, localDay, weekStartOf, type PlanMeal } from "@simmer/domain";
import { clockNow } from "../../first-render/scope";

export const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The Monday of the week holding today, in the person's own time zone. */
export function thisWeek(now = clockNow()): string {
  return weekStartOf(localDay(now));
}

export function shiftWeek(weekStart: string, weeks: number): string {
  return addDays(weekStart, weeks * 7);
}

/** "23 Nov – 29 Nov 2026" for the week's heading. */
export function weekLabel(weekStart: string): string {
  const format = (day: string, year: boolean) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "short",
      ...(year ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
  return `${format(weekStart, false)} – ${format(addDays(weekStart, 6), true)}`;
}

/** "Monday Dinner": how a slot is named on screen and to screen readers. */
export const slotName = (day: number, meal: string): string => `${DAY_NAMES[day] ?? "Day"} ${meal}`;

/**
 * The slot an arrow key moves to in the grid of days (rows) × meals (columns), or null at an edge.
 * Up and down move between days, left and right between the meals shown.
 */
export function neighbourSlot(
  at: { day: number; meal: PlanMeal },
  key: string,
  meals: readonly PlanMeal[],
): { day: number; meal: PlanMeal } | null {
  const column = meals.indexOf(at.meal);
  if (column < 0) return null;
  if (key === "ArrowUp") return at.day > 0 ? { day: at.day - 1, meal: at.meal } : null;
  if (key === "ArrowDown") return at.day < 6 ? { day: at.day + 1, meal: at.meal } : null;
  if (key === "ArrowLeft") return column > 0 ? { day: at.day, meal: meals[column - 1]! } : null;
  if (key === "ArrowRight") return column < meals.length - 1 ? { day: at.day, meal: meals[column + 1]! } : null;
  return null;
}

export function isPlanMeal(value: string): value is PlanMeal {
  return (PLAN_MEALS as readonly string[]).includes(value);
}
