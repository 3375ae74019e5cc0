import { useSyncExternalStore } from "react";

interface Pending {
  question: string;
  resolve: (answer: boolean) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Asks the spec's exact question in an in-app dialog; resolves true on confirm. */
export function confirmDialog(question: string): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = { question, resolve };
    emit();
  });
}

export function answer(value: boolean): void {
  const current = pending;
  pending = null;
  emit();
  current?.resolve(value);
}

export function usePendingConfirm(): Pending | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
