import { describe, expect, it } from "vitest";
import { dayLabel, neighbourSlot, shiftWeek, slotName, thisWeek, weekLabel } from "./week";

describe("the Plan screen's weeks and slots", () => {
  it("starts on this week's Monday and moves a week at a time", () => {
    expect(thisWeek(new Date(2026, 10, 26, 9))).toBe("2026-11-23");
    expect(thisWeek(new Date(2026, 10, 29, 23))).toBe("2026-11-23");
    expect(shiftWeek("2026-11-23", 1)).toBe("2026-11-30");
    expect(shiftWeek("2026-11-23", -1)).toBe("2026-11-16");
  });

  it("names weeks and slots", () => {
    // ICU puts thin or narrow spaces around the dash; the words are what matter here.
    const plain = (text: string) => text.replace(/\s+/gu, " ");
    expect(plain(weekLabel("2026-11-23", "en-GB"))).toBe("23 – 29 Nov 2026");
    expect(plain(weekLabel("2026-12-28", "en-GB"))).toBe("28 Dec 2026 – 3 Jan 2027");
    expect(plain(weekLabel("2026-11-30", "en-US"))).toBe("Nov 30 – Dec 6, 2026");
    expect(plain(weekLabel("2026-12-28", "en-US"))).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(dayLabel("2026-11-23", "en-GB")).toBe("23 Nov");
    expect(dayLabel("2026-11-23", "en-US")).toBe("Nov 23");
    expect(slotName(0, "Dinner")).toBe("Monday Dinner");
  });

  it("moves between slots with the arrow keys and stops at the edges", () => {
    const meals = ["Breakfast", "Lunch", "Dinner"] as const;
    expect(neighbourSlot({ day: 0, meal: "Lunch" }, "ArrowDown", meals)).toEqual({ day: 1, meal: "Lunch" });
    expect(neighbourSlot({ day: 0, meal: "Lunch" }, "ArrowUp", meals)).toBeNull();
    expect(neighbourSlot({ day: 3, meal: "Lunch" }, "ArrowRight", meals)).toEqual({ day: 3, meal: "Dinner" });
    expect(neighbourSlot({ day: 3, meal: "Dinner" }, "ArrowRight", meals)).toBeNull();
    expect(neighbourSlot({ day: 6, meal: "Breakfast" }, "ArrowLeft", meals)).toBeNull();
    expect(neighbourSlot({ day: 6, meal: "Breakfast" }, "ArrowDown", meals)).toBeNull();
    expect(neighbourSlot({ day: 2, meal: "Snack" }, "ArrowDown", meals)).toBeNull();
  });
});
