import type { StoreSection } from "./sections";

/**
 * How far ahead of the server a device's clock may run and still count as given. A device whose
 * clock says 2099 would otherwise win every later change to the items it touched.
 */
export const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;

/**
 * How far ahead of the server a shared link's clock may run (ADR 117): not at all. A link holder
 * changes what the owner set before their change reached us, never what the owner does after.
 */
export const LINK_CLOCK_AHEAD_MS = 0;

/** The state of one item that commands change. Times are milliseconds since the epoch. */
export interface MergeableItem {
  inBasket: boolean;
  /** When the basket state was last set, by the clock of the device that set it; null never. */
  basketAt: number | null;
  /** The section the person moved it to; null when it was never moved. */
  section: StoreSection | null;
  sectionAt: number | null;
  version: number;
}

export type MergeCommand = { type: "tick" | "untick"; at: number } | { type: "move"; at: number; section: StoreSection };

export type MergeStatus = "applied" | "superseded";

export interface MergeOutcome {
  status: MergeStatus;
  item: MergeableItem;
}

/**
 * A device time as the merge counts it: never further ahead of the server than the allowance
 * (MAX_CLOCK_AHEAD_MS for the owner's devices, LINK_CLOCK_AHEAD_MS for a shared link).
 */
export function clampDeviceTime(at: number, serverNow: number, aheadMs: number = MAX_CLOCK_AHEAD_MS): number {
  return Math.min(at, serverNow + Math.max(0, aheadMs));
}

/**
 * Whether a change made at `at` wins a field last set at `storedAt`. Last writer wins by the
 * device clock; at the same instant the command the server receives later wins (commands are
 * applied in arrival order, so "not older" is enough).
 */
export function winsField(storedAt: number | null, at: number): boolean {
  return storedAt === null || at >= storedAt;
}

/**
 * Applies one tick, untick or move to an item (ADR 090). Each field merges on its own: a tick
 * never undoes a move and a move never undoes a tick. A command older than the field's stored
 * change is superseded and changes nothing, even when the device's base version is current; every
 * applied command, even one that leaves the value as it was, gives the item a new version.
 */
export function mergeCommand(item: MergeableItem, command: MergeCommand): MergeOutcome {
  if (command.type === "move") {
    if (!winsField(item.sectionAt, command.at)) return { status: "superseded", item };
    return { status: "applied", item: { ...item, section: command.section, sectionAt: command.at, version: item.version + 1 } };
  }
  if (!winsField(item.basketAt, command.at)) return { status: "superseded", item };
  return { status: "applied", item: { ...item, inBasket: command.type === "tick", basketAt: command.at, version: item.version + 1 } };
}
