import { startTransition, useEffect, useState } from "react";

/**
 * How many of a long list's items to render: the first `first` at once, then `step` more per
 * macrotask, each as a transition. React renders a transition in slices that yield to the
 * browser, so a screen whose data arrives with hundreds of items paints its first ones at once
 * and never blocks input for long while building the rest (ADR 130). The whole list is there a
 * few frames later; nothing is left out.
 */
export function useRevealInSteps(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
