import { COURSES, CUISINES, type Course, type Cuisine } from "../taxonomy";
import { drawsFrom, hashOf } from "./hash";
import { motifFor } from "./motifs";
import { CUISINE_PALETTES, PLAIN_PALETTES, type Palette } from "./palettes";
import { PATTERN_KINDS, patternTile } from "./patterns";

/** What a card's art is drawn from: the recipe's title and tags (its course and cuisine among them). */
export interface CardArtInput {
  title: string;
  tags: readonly string[];
}

export const CARD_ART_WIDTH = 480;
export const CARD_ART_HEIGHT = 360;

const SMALL_WORDS = new Set(["a", "an", "and", "the", "of", "with", "in", "on", "au", "de", "la", "le", "en", "y", "con", "alla", "al"]);

/** Up to two letters: the first of the title's first two main words ("Chicken Noodle Soup" → "CN"). */
export function initialsOf(title: string): string {
  const words =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const main = words.filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  const chosen = (main.length > 0 ? main : words).slice(0, 2);
  return chosen.map((w) => [...w][0]!.toUpperCase()).join("") || "?";
}

export function courseOf(tags: readonly string[]): Course | null {
  return (tags.find((tag) => (COURSES as readonly string[]).includes(tag)) as Course | undefined) ?? null;
}

export function cuisineOf(tags: readonly string[]): Cuisine | null {
  return (tags.find((tag) => (CUISINES as readonly string[]).includes(tag)) as Cuisine | undefined) ?? null;
}

export function paletteOf({ title, tags }: CardArtInput): Palette {
  const cuisine = cuisineOf(tags);
  return cuisine ? CUISINE_PALETTES[cuisine] : PLAIN_PALETTES[hashOf(title) % PLAIN_PALETTES.length]!;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A recipe card's illustration as a standalone SVG document: the cuisine's colours, a faint
 * pattern chosen by the title's hash, a halo, the course's motif and the title's initials. The
 * same recipe always gives the same bytes; nothing outside the document is referenced.
 */
export function cardArtSvg(input: CardArtInput): string {
  const palette = paletteOf(input);
  const course = courseOf(input.tags);
  const draw = drawsFrom(hashOf(input.title));
  const kind = PATTERN_KINDS[Math.floor(draw() * PATTERN_KINDS.length)]!;
  const tile = 18 + Math.round(draw() * 16);
  const angle = Math.round(draw() * 90) - 45;
  const tilt = round(draw() * 14 - 7);
  const cx = round(CARD_ART_WIDTH / 2 + 22 + draw() * 28);
  const cy = round(CARD_ART_HEIGHT / 2 + 6 + draw() * 12);
  const haloRadius = round(122 + draw() * 14);
  const specks = Array.from({ length: 5 }, () => ({
    x: round(draw() * CARD_ART_WIDTH),
    y: round(draw() * CARD_ART_HEIGHT),
    r: round(3 + draw() * 5),
  })).filter((s) => Math.hypot(s.x - cx, s.y - cy) > haloRadius + 12 && Math.hypot(s.x - 62, s.y - 62) > 50);
  const motif = motifFor(course, input.title, input.tags)(palette);
  const initials = initialsOf(input.title);
  const scale = 1.3;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_ART_WIDTH} ${CARD_ART_HEIGHT}" width="${CARD_ART_WIDTH}" height="${CARD_ART_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bg}"/><stop offset="1" stop-color="${palette.bgDeep}"/></linearGradient>`,
    `<pattern id="texture" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">${patternTile(kind, tile, palette.ink)}</pattern></defs>`,
    `<rect width="${CARD_ART_WIDTH}" height="${CARD_ART_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${CARD_ART_WIDTH}" height="${CARD_ART_HEIGHT}" fill="url(#texture)" opacity="0.08"/>`,
    ...specks.map((s) => `<circle cx="${s.x}" cy="${s.y}" r="${s.r}" fill="${palette.accent}" opacity="0.35"/>`),
    `<circle cx="${cx}" cy="${cy}" r="${haloRadius}" fill="${palette.light}" opacity="${palette.halo ?? 0.55}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${round(haloRadius + 14)}" fill="none" stroke="${palette.light}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.9"/>`,
    `<g transform="translate(${round(cx - 100 * scale)} ${round(cy - 100 * scale)}) rotate(${tilt} ${100 * scale} ${100 * scale}) scale(${scale})">${motif}</g>`,
    `<g transform="translate(62 62)"><circle r="40" fill="${palette.ink}"/><circle r="34" fill="none" stroke="${palette.light}" stroke-width="1.5" opacity="0.6"/>`,
    `<text y="1" text-anchor="middle" dominant-baseline="central" font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-size="${initials.length > 1 ? 30 : 36}" font-weight="700" letter-spacing="1" fill="${palette.light}">${initials}</text></g>`,
    `</svg>`,
  ].join("\n");
}

/** The art as a data: URL, for a person's own recipe without a photo (drawn in the browser). */
export function cardArtDataUrl(input: CardArtInput): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(cardArtSvg(input))}`;
}
