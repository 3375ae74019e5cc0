import { addDays, dayNumber } from "../dashboard/days";

/** Weekday of a YYYY-MM-DD day, 0 = Monday … 6 = Sunday (the planner's numbering). */
export function weekdayOf(day: string): number {
  // 1970-01-01 was a Thursday, weekday 3.
  return (((dayNumber(day) + 3) % 7) + 7) % 7;
}

export function isMonday(day: string): boolean {
  return weekdayOf(day) === 0;
}

/** The Monday that starts the week holding `day`. */
export function weekStartOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** The seven days of the week starting on the Monday `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}
