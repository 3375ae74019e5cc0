import { useSyncExternalStore } from "react";

export interface ConfirmOptions {
  /** The button that goes ahead; "OK" unless the action has a clearer name. */
  confirmLabel?: string;
  /** The safe choice, which has focus so that Enter never goes ahead by accident. */
  cancelLabel?: string;
  /** Deletes or throws away something: the go-ahead button is styled as a danger. */
  destructive?: boolean;
}

export interface PendingConfirm extends Required<ConfirmOptions> {
  question: string;
  resolve: (answer: boolean) => void;
}

let pending: PendingConfirm | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Asks the documented question in an in-app dialog; resolves true on confirm. */
export function confirmDialog(question: string, options: ConfirmOptions = {}): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = {
      question,
      resolve,
      confirmLabel: options.confirmLabel ?? "OK",
      cancelLabel: options.cancelLabel ?? "Cancel",
      destructive: options.destructive ?? false,
    };
    emit();
  });
}

/** True while a question waits for its answer; other key handlers stand back meanwhile. */
export function isConfirmPending(): boolean {
  return pending !== null;
}

export function answer(value: boolean): void {
  const current = pending;
  pending = null;
  emit();
  current?.resolve(value);
}

export function usePendingConfirm(): PendingConfirm | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    // The server's first render (ADR 146) asks nothing.
    () => null,
  );
}
