import { useSyncExternalStore } from "react";

export type Tone = "error" | "success" | "info";
export interface Notice {
  id: number;
  message: string;
  tone: Tone;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismiss(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

/** Shows a message in the page's alert region; the spec's alerts all go through here. */
export function notify(message: string, tone: Tone = "info", timeoutMs = tone === "error" ? 10_000 : 6_000): number {
  const id = nextId++;
  notices = [...notices.filter((n) => n.message !== message), { id, message, tone }].slice(-4);
  emit();
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
  );
}
