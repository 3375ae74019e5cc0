/** visx draws right-axis ticks 8 px long and their labels a quarter em past them. */
const TICK_LENGTH = 8;
const TICK_LABEL_DX_EM = 0.25;
/** A wide estimate of a digit's advance (the fallback sans fonts run to 0.64 em, the minus sign wider). */
const CHAR_EM = 0.68;
/** A rotated title's glyphs reach this far either side of its baseline. */
const TITLE_DESCENT_EM = 0.25;
const TITLE_ASCENT_EM = 0.95;
const GAP = 6;

export interface RightAxesLayout {
  /** visx `labelOffset` of the inner (first) right axis's title. */
  innerLabelOffset: number;
  /** Distance of the outer axis from the inner one. */
  outerAxisLeft: number;
  /** visx `labelOffset` of the outer axis's title. */
  outerLabelOffset: number;
  /** Room the two axes need right of the plot. */
  width: number;
}

/** Width of the widest tick label, estimated from its characters. */
export function tickLabelWidth(labels: readonly string[], fontSize: number): number {
  return Math.max(0, ...labels.map((label) => label.length)) * CHAR_EM * fontSize;
}

/**
 * Two axes side by side on the right of a chart, each with a rotated title past its tick labels:
 * every title keeps clear of its own labels and of the next axis, whatever the numbers' width.
 */
export function rightAxesLayout(
  innerLabels: readonly string[],
  outerLabels: readonly string[],
  tickFontSize = 10,
  titleFontSize = 11,
): RightAxesLayout {
  const labelsEnd = (labels: readonly string[]) => TICK_LENGTH + TICK_LABEL_DX_EM * tickFontSize + tickLabelWidth(labels, tickFontSize);
  // A title's baseline sits `TICK_LENGTH + labelOffset` from its axis (visx getLabelTransform).
  const baseline = (labels: readonly string[]) => labelsEnd(labels) + GAP + TITLE_DESCENT_EM * titleFontSize;
  const titleEnd = (labels: readonly string[]) => baseline(labels) + TITLE_ASCENT_EM * titleFontSize;

  const outerAxisLeft = Math.ceil(titleEnd(innerLabels) + GAP);
  return {
    innerLabelOffset: Math.ceil(baseline(innerLabels) - TICK_LENGTH),
    outerAxisLeft,
    outerLabelOffset: Math.ceil(baseline(outerLabels) - TICK_LENGTH),
    width: Math.ceil(outerAxisLeft + titleEnd(outerLabels) + GAP),
  };
}
