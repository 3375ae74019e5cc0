/**
 * The faint repeating texture behind the motif. Which one, its size and its angle come from the
 * title's hash, so two soups from one cuisine still look different.
 */
export const PATTERN_KINDS = ["dots", "stripes", "waves", "checks", "sprinkles", "scales"] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

export function patternTile(kind: PatternKind, size: number, ink: string): string {
  const half = size / 2;
  switch (kind) {
    case "dots":
      return `<circle cx="${half}" cy="${half}" r="${(size / 9).toFixed(1)}" fill="${ink}"/>`;
    case "stripes":
      return `<rect width="${(size / 3).toFixed(1)}" height="${size}" fill="${ink}"/>`;
    case "waves":
      return `<path d="M0 ${half} Q${size / 4} ${half - size / 4} ${half} ${half} T${size} ${half}" fill="none" stroke="${ink}" stroke-width="${(size / 10).toFixed(1)}"/>`;
    case "checks":
      return `<rect width="${half}" height="${half}" fill="${ink}"/><rect x="${half}" y="${half}" width="${half}" height="${half}" fill="${ink}"/><rect x="${half}" width="${half}" height="${half}" fill="${ink}" opacity="0.5"/><rect y="${half}" width="${half}" height="${half}" fill="${ink}" opacity="0.5"/>`;
    case "sprinkles":
      return `<path d="M${size * 0.2} ${size * 0.3} l${size * 0.16} ${size * 0.06} M${size * 0.6} ${size * 0.7} l${size * 0.06} ${size * 0.16} M${size * 0.7} ${size * 0.2} l-${size * 0.12} ${size * 0.1}" stroke="${ink}" stroke-width="${(size / 14).toFixed(1)}" stroke-linecap="round"/>`;
    case "scales":
      return `<path d="M0 ${half} A${half} ${half} 0 0 1 ${size} ${half} M${-half} ${size} A${half} ${half} 0 0 1 ${half} ${size} M${half} ${size} A${half} ${half} 0 0 1 ${size + half} ${size}" fill="none" stroke="${ink}" stroke-width="${(size / 14).toFixed(1)}"/>`;
  }
}
