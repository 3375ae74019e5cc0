import { clear, createStore, getMany, set, setMany, update, type UseStore } from "idb-keyval";
import type { DehydratedState } from "@tanstack/react-query";
import { EMPTY_OUTBOX, type Outbox } from "./queue";

const DATABASE = "simmer-shopping";
const KEYS = { owner: "owner", deviceId: "device-id", outbox: "outbox", list: "list" } as const;

let store: UseStore | null = null;
/** Opened on first use, so merely importing this module touches no storage. */
function db(): UseStore {
  store ??= createStore(DATABASE, "device");
  return store;
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so plain http on a LAN falls back. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface DeviceState {
  /** One id per browser profile, sent with every batch of changes. */
  deviceId: string;
  outbox: Outbox;
  /** The last shopping list the server sent, as the query cache holds it. */
  list: DehydratedState | null;
}

/**
 * What this device holds for the signed-in person (ADR 096). Everything another person left here
 * is wiped first, so one browser never sends or shows someone else's list.
 */
export async function openDevice(owner: string): Promise<DeviceState> {
  const [storedOwner, deviceId, outbox, list] = await getMany<unknown>([KEYS.owner, KEYS.deviceId, KEYS.outbox, KEYS.list], db());
  const id = typeof deviceId === "string" ? deviceId : newUuid();
  if (storedOwner !== owner) {
    await clear(db());
    await setMany(
      [
        [KEYS.owner, owner],
        [KEYS.deviceId, id],
      ],
      db(),
    );
    return { deviceId: id, outbox: EMPTY_OUTBOX, list: null };
  }
  if (id !== deviceId) await set(KEYS.deviceId, id, db());
  return { deviceId: id, outbox: (outbox as Outbox | undefined) ?? EMPTY_OUTBOX, list: (list as DehydratedState | undefined) ?? null };
}

/**
 * Changes the stored outbox in one IndexedDB transaction, so a change made in another tab of the
 * same browser between the read and the write is never overwritten.
 */
export function updateOutbox(change: (outbox: Outbox) => Outbox): Promise<void> {
  return update<Outbox>(KEYS.outbox, (stored) => change(stored ?? EMPTY_OUTBOX), db());
}

export async function readOutbox(): Promise<Outbox> {
  const [outbox] = await getMany<Outbox | undefined>([KEYS.outbox], db());
  return outbox ?? EMPTY_OUTBOX;
}

export function saveList(list: DehydratedState): Promise<void> {
  return set(KEYS.list, list, db());
}

/** Logging out leaves nothing of the list or its waiting changes on the device. */
export function forgetDevice(): Promise<void> {
  return clear(db());
}
