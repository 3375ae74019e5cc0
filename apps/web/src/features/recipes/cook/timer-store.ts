import { useSyncExternalStore } from "react";

/**
 * Cook mode's timers (ADR 138): several at once, each named by its step, kept in localStorage as
 * the moment each ends, so a reload (or another tab) shows them still counting.
 */
export interface CookTimer {
  id: string;
  recipeId: number;
  recipeTitle: string;
  step: number;
  /** The time as the step writes it: "25 minutes". */
  label: string;
  seconds: number;
  /** When it rings, in ms since the epoch. */
  endsAt: number;
  /** Set once the alarm has gone off, so a reload does not ring it again. */
  rang: boolean;
}

const KEY = "simmer.cookTimers";
/** More than anyone watches at once; the oldest go first. */
export const COOK_TIMERS_MAX = 20;
const listeners = new Set<() => void>();
let cache: CookTimer[] | null = null;

function isTimer(value: unknown): value is CookTimer {
  const t = value as Partial<CookTimer> | null;
  return (
    typeof t === "object" &&
    t !== null &&
    typeof t.id === "string" &&
    typeof t.recipeId === "number" &&
    typeof t.recipeTitle === "string" &&
    typeof t.step === "number" &&
    typeof t.label === "string" &&
    typeof t.seconds === "number" &&
    typeof t.endsAt === "number" &&
    typeof t.rang === "boolean"
  );
}

function read(): CookTimer[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    cache = Array.isArray(parsed) ? parsed.filter(isTimer) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(timers: CookTimer[]): void {
  cache = timers.slice(-COOK_TIMERS_MAX);
  try {
    if (cache.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(cache));
  } catch {
    // Storage full or refused: the timers still run for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cache = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCookTimers(): CookTimer[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

/** The timers as stored now, and a way to hear of changes: for the alarm watcher outside React. */
export const readTimers = read;
export const subscribeTimers = subscribe;

let counter = 0;
export function startTimer(timer: Omit<CookTimer, "id" | "endsAt" | "rang">, now = Date.now()): void {
  counter += 1;
  write([...read(), { ...timer, id: `${now.toString(36)}-${counter}`, endsAt: now + timer.seconds * 1000, rang: false }]);
}

export function stopTimer(id: string): void {
  write(read().filter((t) => t.id !== id));
}

export function markRang(ids: readonly string[]): void {
  write(read().map((t) => (ids.includes(t.id) ? { ...t, rang: true } : t)));
}

export function forgetTimers(): void {
  write([]);
}

/** Ingredients ticked off in cook mode, per recipe, kept beside the timers. */
const checkedKey = (recipeId: number) => `simmer.cookChecked.${recipeId}`;
export function readChecked(recipeId: number): Set<number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(checkedKey(recipeId)) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === "number") : []);
  } catch {
    return new Set();
  }
}
export function writeChecked(recipeId: number, ids: ReadonlySet<number>): void {
  try {
    if (ids.size === 0) localStorage.removeItem(checkedKey(recipeId));
    else localStorage.setItem(checkedKey(recipeId), JSON.stringify([...ids]));
  } catch {
    // Not kept: the ticks last for this page.
  }
}
