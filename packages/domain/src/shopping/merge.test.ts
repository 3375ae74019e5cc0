import { describe, expect, it } from "vitest";
import { clampDeviceTime, LINK_CLOCK_AHEAD_MS, MAX_CLOCK_AHEAD_MS, mergeCommand, winsField, type MergeableItem } from "./merge";

const T = Date.UTC(2026, 10, 26, 18, 0, 0);
const item = (over: Partial<MergeableItem> = {}): MergeableItem => ({
  inBasket: false,
  basketAt: null,
  section: null,
  sectionAt: null,
  version: 0,
  ...over,
});

describe("the merge rule: last writer by the device clock, per field", () => {
  it("applies the first tick of an item never ticked, and gives it a new version", () => {
    expect(mergeCommand(item(), { type: "tick", at: T })).toEqual({
      status: "applied",
      item: item({ inBasket: true, basketAt: T, version: 1 }),
    });
  });

  it("lets a later change win: an untick at 18:02 undoes a tick at 18:01", () => {
    const ticked = item({ inBasket: true, basketAt: T + 60_000, version: 1 });
    expect(mergeCommand(ticked, { type: "untick", at: T + 120_000 })).toEqual({
      status: "applied",
      item: item({ inBasket: false, basketAt: T + 120_000, version: 2 }),
    });
  });

  it("supersedes a change older than the stored one, changing nothing, even with a current version", () => {
    const ticked = item({ inBasket: true, basketAt: T + 120_000, version: 4 });
    const outcome = mergeCommand(ticked, { type: "untick", at: T + 60_000 });
    expect(outcome.status).toBe("superseded");
    expect(outcome.item).toBe(ticked);
  });

  it("breaks a tie of equal times by arrival: the command merged later wins", () => {
    const first = mergeCommand(item(), { type: "tick", at: T }).item;
    const second = mergeCommand(first, { type: "untick", at: T });
    expect(second).toEqual({ status: "applied", item: item({ inBasket: false, basketAt: T, version: 2 }) });
  });

  it("gives the same answer whichever device's commands come first, when their clocks differ", () => {
    const a = { type: "tick" as const, at: T + 1_000 };
    const b = { type: "untick" as const, at: T + 5_000 };
    const aThenB = mergeCommand(mergeCommand(item(), a).item, b);
    const bThenA = mergeCommand(mergeCommand(item(), b).item, a);
    expect(aThenB.item.inBasket).toBe(false);
    expect(bThenA.item.inBasket).toBe(false);
    expect(bThenA.status).toBe("superseded");
  });

  it("merges the section apart from the basket: an older move still lands after a newer tick", () => {
    const ticked = item({ inBasket: true, basketAt: T + 60_000, version: 1 });
    const moved = mergeCommand(ticked, { type: "move", at: T, section: "frozen" });
    expect(moved).toEqual({
      status: "applied",
      item: item({ inBasket: true, basketAt: T + 60_000, section: "frozen", sectionAt: T, version: 2 }),
    });
    expect(mergeCommand(moved.item, { type: "move", at: T - 1, section: "pantry" }).status).toBe("superseded");
  });

  it("counts a change that leaves the value as it was as applied, with a new version", () => {
    const ticked = item({ inBasket: true, basketAt: T, version: 3 });
    expect(mergeCommand(ticked, { type: "tick", at: T + 1 })).toEqual({
      status: "applied",
      item: item({ inBasket: true, basketAt: T + 1, version: 4 }),
    });
  });

  it("compares times only when the field has one", () => {
    expect(winsField(null, 0)).toBe(true);
    expect(winsField(T, T)).toBe(true);
    expect(winsField(T, T - 1)).toBe(false);
  });
});

describe("a device clock running ahead", () => {
  it("counts no further ahead than five minutes past the server", () => {
    expect(clampDeviceTime(T + 3_600_000, T)).toBe(T + MAX_CLOCK_AHEAD_MS);
    expect(clampDeviceTime(T - 3_600_000, T)).toBe(T - 3_600_000);
  });

  it("so a device set to 2099 cannot lock an item against later changes", () => {
    const far = mergeCommand(item(), { type: "tick", at: clampDeviceTime(Date.UTC(2099, 0, 1), T) }).item;
    const later = T + MAX_CLOCK_AHEAD_MS + 1_000;
    expect(mergeCommand(far, { type: "untick", at: clampDeviceTime(later, later) }).status).toBe("applied");
  });
});

describe("a shared link's clock (ADR 117)", () => {
  it("counts no later than the server's own time, however far ahead it runs", () => {
    expect(clampDeviceTime(Date.UTC(2199, 0, 1), T, LINK_CLOCK_AHEAD_MS)).toBe(T);
    expect(clampDeviceTime(T + 60_000, T, LINK_CLOCK_AHEAD_MS)).toBe(T);
    expect(clampDeviceTime(T - 60_000, T, LINK_CLOCK_AHEAD_MS)).toBe(T - 60_000);
  });

  it("so the owner's untick a second after a tick dated 2199 wins", () => {
    const linked = mergeCommand(item(), { type: "tick", at: clampDeviceTime(Date.UTC(2199, 0, 1), T, LINK_CLOCK_AHEAD_MS) }).item;
    expect(mergeCommand(linked, { type: "untick", at: clampDeviceTime(T + 1_000, T + 1_000) }).status).toBe("applied");
    // The owner's devices keep their allowance: the same tick from the owner's phone holds for five minutes.
    const owned = mergeCommand(item(), { type: "tick", at: clampDeviceTime(Date.UTC(2199, 0, 1), T) }).item;
    expect(mergeCommand(owned, { type: "untick", at: clampDeviceTime(T + 1_000, T + 1_000) }).status).toBe("superseded");
  });

  it("never counts a negative allowance as a clock running behind", () => {
    expect(clampDeviceTime(T - 1, T, -60_000)).toBe(T - 1);
    expect(clampDeviceTime(T + 1, T, -60_000)).toBe(T);
  });
});
