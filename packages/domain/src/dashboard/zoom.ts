/** The visible x range of a zoomable chart, always inside the full [first, last] range. */
export type XRange = [number, number];

/** Narrowest view: one day, so a zoomed chart never collapses to nothing. */
const MIN_SPAN = 1;

function clampInto(view: XRange, full: XRange): XRange {
  const fullSpan = full[1] - full[0];
  const span = Math.min(Math.max(view[1] - view[0], Math.min(MIN_SPAN, fullSpan)), fullSpan);
  let start = view[0];
  if (start < full[0]) start = full[0];
  if (start + span > full[1]) start = full[1] - span;
  return [start, start + span];
}

/** Zooms by `factor` (< 1 zooms in) keeping the `anchor` x where it is; clamped to `full`. */
export function zoomRange(view: XRange, full: XRange, factor: number, anchor: number): XRange {
  const ratio = view[1] === view[0] ? 0.5 : (anchor - view[0]) / (view[1] - view[0]);
  const span = Math.max((view[1] - view[0]) * factor, MIN_SPAN);
  const start = anchor - ratio * span;
  return clampInto([start, start + span], full);
}

/** Moves the view by `delta` x units; clamped to `full`. */
export function panRange(view: XRange, full: XRange, delta: number): XRange {
  return clampInto([view[0] + delta, view[1] + delta], full);
}
