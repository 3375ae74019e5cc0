import { describe, expect, it } from "vitest";
import type { TEventNotice } from "@simmer/contracts";
import { compareIds, formatCursor, missedSince, parseCursor, positionBefore } from "./cursor";
import { createMemoryBus, idMaker } from "./memory-bus";
import { effectOf } from "./topics";
import { actorOf, channelsOf } from "./audience";
import type { Delivered } from "./bus";

const notice = (topic: TEventNotice["topic"]): TEventNotice => ({ topic, by: null, at: "2026-01-01T00:00:00.000Z" });

describe("which writes announce what (ADR 139)", () => {
  it("maps each shared domain's router to its topic", () => {
    expect(effectOf("shopping.commands")).toEqual({ kind: "change", topic: "shopping" });
    expect(effectOf("shopping.finish")).toEqual({ kind: "change", topic: "shopping" });
    expect(effectOf("carts.addRecipe")).toEqual({ kind: "change", topic: "carts" });
    expect(effectOf("kitchen.toggleIngredient")).toEqual({ kind: "change", topic: "kitchen" });
    expect(effectOf("plans.slots.set")).toEqual({ kind: "change", topic: "plan" });
    expect(effectOf("recipes.edit")).toEqual({ kind: "change", topic: "recipes" });
    expect(effectOf("household.leave")).toEqual({ kind: "change", topic: "household" });
  });

  it("has sign-in and account writes check the person's streams, and personal domains announce nothing", () => {
    expect(effectOf("auth.logout")).toEqual({ kind: "check" });
    expect(effectOf("account.tokens.revoke")).toEqual({ kind: "check" });
    for (const path of ["metrics.create", "journal.update", "filters.move", "images.upload", "foods.calculateNutrition", ""]) {
      expect(effectOf(path)).toBeNull();
    }
  });
});

describe("positions and cursors", () => {
  it("orders ids by time, then sequence", () => {
    expect(compareIds("5-0", "5-1")).toBeLessThan(0);
    expect(compareIds("6-0", "5-9")).toBeGreaterThan(0);
    expect(compareIds("10-0", "9-0")).toBeGreaterThan(0);
    expect(compareIds("7-3", "7-3")).toBe(0);
    expect(positionBefore(1000)).toBe("999-0");
  });

  it("joins one position per channel and reads back only what has that many", () => {
    expect(formatCursor(["5-0", "7-2"])).toBe("5-0_7-2");
    expect(formatCursor(["5-0", null])).toBeNull();
    expect(parseCursor("5-0_7-2", 2)).toEqual(["5-0", "7-2"]);
    expect(parseCursor("5-0_7-2", 1)).toBeNull();
    expect(parseCursor("5-0", 2)).toBeNull();
    expect(parseCursor("five", 1)).toBeNull();
    expect(parseCursor(undefined, 1)).toBeNull();
    expect(parseCursor(`${"1".repeat(60)}-0_${"1".repeat(60)}-0`, 2)).toBeNull();
  });

  it("replays after a position, or says gone when the position is too old or the log was trimmed past it", () => {
    const log = [
      { id: "100-0", notice: "a" },
      { id: "100-1", notice: "b" },
      { id: "200-0", notice: "c" },
    ];
    const state = { full: false, nowMs: 1_000, windowMs: 950 };
    expect(missedSince(log, "100-0", state)).toEqual(log.slice(1));
    expect(missedSince(log, "200-0", state)).toEqual([]);
    expect(missedSince(log, "60-0", state)).toEqual(log);
    // Older than the window (1000 - 950 = 50).
    expect(missedSince(log, "49-0", state)).toBe("gone");
    // A full log that starts after the position may have dropped what came between.
    expect(missedSince(log, "60-0", { ...state, full: true })).toBe("gone");
    expect(missedSince(log, "100-0", { ...state, full: true })).toEqual(log.slice(1));
  });

  it("makes increasing ids however the clock moves", () => {
    const times = [10, 10, 12, 11, 12];
    const next = idMaker(() => times.shift() ?? 0);
    expect([next(), next(), next(), next(), next()]).toEqual(["10-0", "10-1", "12-0", "12-1", "12-2"]);
  });
});

describe("the in-process bus", () => {
  it("delivers to a channel's subscribers only, with ids, and replays from a position", async () => {
    let now = 1_000_000;
    const bus = createMemoryBus({ now: () => now, replayCount: 3, windowMs: 60_000 });
    const got: Delivered[] = [];
    const other: Delivered[] = [];
    const off = await bus.subscribe("household:1", (d) => got.push(d));
    await bus.subscribe("household:2", (d) => other.push(d));
    const start = await bus.head("household:1");
    expect(start).toBe("999999-0");
    await bus.publish("household:1", { type: "change", notice: notice("kitchen") });
    now += 5;
    await bus.publish("household:1", { type: "change", notice: notice("carts") });
    await bus.publish("household:1", { type: "check" });
    expect(got.map((d) => [d.id, d.message.type])).toEqual([
      ["1000000-0", "change"],
      ["1000005-0", "change"],
      [null, "check"],
    ]);
    expect(other).toEqual([]);
    expect(await bus.head("household:1")).toBe("1000005-0");
    const missed = await bus.since("household:1", start ?? "");
    expect(missed).not.toBe("gone");
    expect((missed as Delivered[]).map((d) => d.id)).toEqual(["1000000-0", "1000005-0"]);

    // Past three notices the oldest go, and a position before them can no longer be resumed.
    off();
    for (let i = 0; i < 3; i += 1) await bus.publish("household:1", { type: "change", notice: notice("plan") });
    expect(got).toHaveLength(3);
    expect(await bus.since("household:1", start ?? "")).toBe("gone");
    expect(await bus.since("household:1", "1000005-1")).toHaveLength(2);
    now += 120_000;
    expect(await bus.since("household:1", "1000005-1")).toBe("gone");
    expect(bus.mode()).toBe("local");
  });
});

describe("audiences", () => {
  it("reads the channel of the account the shared rows are kept under and the person's own, one channel when alone", () => {
    expect(channelsOf({ id: 7, householdId: null, memberIds: [7] }, 7)).toEqual(["account:7"]);
    // A household's rows are kept under its own account: its channel is that account's.
    expect(channelsOf({ id: 30, householdId: 3, memberIds: [7, 9] }, 7)).toEqual(["account:30", "account:7"]);
  });

  it("names who made a change by the part of their email before the @", () => {
    expect(actorOf({ id: 4, email: "sam.cook@example.com" })).toEqual({ user_id: 4, name: "sam.cook" });
  });
});
