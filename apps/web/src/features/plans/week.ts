import { PLAN_MEALS, addDays, localDay, weekStartOf, type PlanMeal } from "@simmer/domain";
import { clockNow, displayLocale } from "../../first-render/scope";

export const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The Monday of the week holding today, in the person's own time zone. */
export function thisWeek(now = clockNow()): string {
  return weekStartOf(localDay(now));
}

export function shiftWeek(weekStart: string, weeks: number): string {
  return addDays(weekStart, weeks * 7);
}

/**
 * The week's heading in the person's own way of writing dates: "23 – 29 Nov 2026" in en-GB,
 * "Nov 23 – 29, 2026" in en-US, each year written once unless the week crosses into the next.
 */
export function weekLabel(weekStart: string, locale = displayLocale()): string {
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).formatRange(
    noon(weekStart),
    noon(addDays(weekStart, 6)),
  );
}

/** A day of the plan beside its name: "23 Nov" in en-GB, "Nov 23" in en-US. */
export function dayLabel(day: string, locale = displayLocale()): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: "numeric", month: "short", timeZone: "UTC" });
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
