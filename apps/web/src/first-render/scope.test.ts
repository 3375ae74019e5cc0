import { describe, expect, it } from "vitest";
import { FIRST_RENDER } from "@simmer/contracts/transport";
import { localDay } from "@simmer/domain";
import { FIRST_RENDER_DATA_ID, SESSION_COOKIE, ZONE_COOKIE, wallClock } from "./scope";

describe("the first render's names (ADR 146)", () => {
  it("names the data element and the cookie as the server does", () => {
    expect(FIRST_RENDER_DATA_ID).toBe(FIRST_RENDER.dataElementId);
    expect(SESSION_COOKIE).toBe(FIRST_RENDER.sessionCookie);
    expect(ZONE_COOKIE).toBe(FIRST_RENDER.zoneCookie);
  });
});

describe("the person's clock in the server's render", () => {
  // 2026-12-03 02:30 UTC: still the 2nd in California, already the afternoon of the 3rd in Kiribati.
  const instant = new Date(Date.UTC(2026, 11, 3, 2, 30, 15, 250));

  it("reads the day, weekday and hour as the person's own clock shows them", () => {
    const pacific = wallClock(instant, "America/Los_Angeles");
    expect(localDay(pacific)).toBe("2026-12-02");
    expect(pacific.getDay()).toBe(3);
    expect([pacific.getHours(), pacific.getMinutes(), pacific.getSeconds(), pacific.getMilliseconds()]).toEqual([18, 30, 15, 250]);
    const kiritimati = wallClock(instant, "Pacific/Kiritimati");
    expect(localDay(kiritimati)).toBe("2026-12-03");
    expect(kiritimati.getHours()).toBe(16);
  });

  it("keeps a half-hour zone's minutes and the midnight hour", () => {
    expect(wallClock(instant, "Asia/Kolkata").getHours()).toBe(8);
    expect(wallClock(instant, "Asia/Kolkata").getMinutes()).toBe(0);
    const midnight = wallClock(new Date(Date.UTC(2026, 11, 3, 0, 5)), "Etc/UTC");
    expect([localDay(midnight), midnight.getHours(), midnight.getMinutes()]).toEqual(["2026-12-03", 0, 5]);
  });
});
