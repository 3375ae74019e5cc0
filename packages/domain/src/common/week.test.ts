import { describe, expect, it } from "vitest";
import { isMonday, weekDays, weekStartOf, weekdayOf } from "./week";

describe("weeks start on Monday", () => {
  it("numbers weekdays from Monday 0 to Sunday 6", () => {
    expect(weekdayOf("2026-11-23")).toBe(0);
    expect(weekdayOf("2026-11-26")).toBe(3);
    expect(weekdayOf("2026-11-29")).toBe(6);
    expect(weekdayOf("1969-12-29")).toBe(0);
  });

  it("finds the Monday of any day, across months and years", () => {
    expect(weekStartOf("2026-11-29")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-23")).toBe("2026-11-23");
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28");
    expect(isMonday("2026-12-28")).toBe(true);
    expect(isMonday("2026-12-29")).toBe(false);
  });

  it("lists the seven days of a week", () => {
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });
});
