import { useSyncExternalStore } from "react";

export type Tone = "error" | "success" | "info";
export interface Notice {
  id: number;
  message: string;
  tone: Tone;
  /** The action the notice reports on, such as "carts.add"; see `notify`. */
  scope: string | null;
}

export interface NotifyOptions {
  /**
   * The action this notice reports on. A newer notice of the same action replaces the older one,
   * so a success (or `clearNotices(scope)`) takes away the error it answers.
   */
  scope?: string;
  /** 0 keeps the notice until it is dismissed. */
  timeoutMs?: number;
}

const MAX_SHOWN = 4;

let notices: Notice[] = [];
let nextId = 1;
let errorsMuted = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function replace(next: Notice[]): void {
  if (next.length === notices.length && next.every((n, i) => n === notices[i])) return;
  notices = next;
  emit();
}

export function dismiss(id: number): void {
  replace(notices.filter((n) => n.id !== id));
}

/** Takes away the notices of one action, for instance once that action has succeeded. */
export function clearNotices(scope: string): void {
  replace(notices.filter((n) => n.scope !== scope));
}

/** Takes away every notice: the screen they were about is gone. */
export function clearAllNotices(): void {
  replace([]);
}

/**
 * While muted, error notices are dropped. Used when a session ends: the calls that were under way
 * fail too, and their errors say nothing the one session message does not.
 */
export function muteErrors(muted: boolean): void {
  errorsMuted = muted;
}

/**
 * Shows a message in the page's alert region; the documented alerts all go through here. Notices live
 * on the screen that raised them (the router clears them on a change of screen) and, when scoped,
 * only until the same action reports again.
 */
export function notify(message: string, tone: Tone = "info", options: NotifyOptions = {}): number {
  const id = nextId++;
  if (tone === "error" && errorsMuted) return id;
  const scope = options.scope ?? null;
  const timeoutMs = options.timeoutMs ?? (tone === "error" ? 10_000 : 6_000);
  const kept = notices.filter((n) => n.message !== message && (scope === null || n.scope !== scope));
  replace([...kept, { id, message, tone, scope }].slice(-MAX_SHOWN));
  if (timeoutMs > 0) setTimeout(() => dismiss(id), timeoutMs);
  return id;
}

export function useNotices(): Notice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    // The server's first render (ADR 146) shows no notice: they belong to a tab.
    () => NO_NOTICES,
  );
}

const NO_NOTICES: Notice[] = [];
