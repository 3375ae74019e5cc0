import { useLayoutEffect, useRef, useState } from "react";
import { dayFromNumber } from "@simmer/domain";

/** Series colours, chosen to stay distinguishable for the common colour-vision deficiencies. */
export const COLORS = {
  weight: "#1d5fbf",
  target: "#1d5fbf",
  band: "#e3a008",
  consumed: "#b4532a",
  bmi: "#6b4fa0",
  protein: "#2e7d4f",
  carbs: "#1d5fbf",
  fat: "#b4532a",
  water: "#1784a8",
  grid: "#e2d9cc",
  axis: "#6b6159",
} as const;

/** Width of an element, following resizes; charts draw to it. */
export function useElementWidth<T extends HTMLElement>(fallback = 320) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A day number as a short axis label, e.g. "Jun 15" (with the year when the view spans years). */
export function shortDay(n: number, withYear = false): string {
  const day = dayFromNumber(n);
  const label = `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;
  return withYear ? `${label} ${day.slice(0, 4)}` : label;
}

export const one = (n: number) => n.toFixed(1);

/** Integer day ticks spread over a range, at most `count` of them. */
export function dayTicks(range: [number, number], count: number): number[] {
  const start = Math.ceil(range[0]);
  const end = Math.floor(range[1]);
  const span = end - start;
  if (span < 0) return [];
  const step = Math.max(1, Math.ceil(span / Math.max(1, count - 1)));
  const ticks: number[] = [];
  for (let d = start; d <= end; d += step) ticks.push(d);
  return ticks;
}
