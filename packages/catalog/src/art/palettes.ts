import type { Cuisine } from "../taxonomy";

export interface Palette {
  /** Background, and the deeper tone it shades into. */
  bg: string;
  bgDeep: string;
  /** The food's main colour, and a second one for garnish. */
  accent: string;
  accent2: string;
  /** Outlines, pattern and lettering. */
  ink: string;
  /** Plates, bowls and the halo behind the motif. */
  light: string;
  /** How solid the halo is: more on a dark background, so the dish never sits on a muddy tint. */
  halo?: number;
}

/** One palette per cuisine, after the colours its cooking is known for. */
export const CUISINE_PALETTES: Readonly<Record<Cuisine, Palette>> = {
  american: { bg: "#f2d7b6", bgDeep: "#e4b98a", accent: "#c8553d", accent2: "#f2a541", ink: "#2b3a55", light: "#fff8ee" },
  british: { bg: "#d5dfd6", bgDeep: "#b4c6b8", accent: "#8c4a3c", accent2: "#d9a441", ink: "#23372f", light: "#fbfaf4" },
  caribbean: { bg: "#b8e3d8", bgDeep: "#7fcbbb", accent: "#ff7b54", accent2: "#ffd25a", ink: "#0f4c3a", light: "#fffaf0" },
  chinese: { bg: "#f7c9b6", bgDeep: "#ef9f86", accent: "#c8102e", accent2: "#f2b632", ink: "#5a0e16", light: "#fff6ea" },
  french: { bg: "#d9def0", bgDeep: "#b6bfe2", accent: "#3d5a98", accent2: "#e07a8a", ink: "#232a4d", light: "#fdfcfa" },
  greek: { bg: "#d3e5f3", bgDeep: "#a6cbe8", accent: "#1f5fa8", accent2: "#f5c542", ink: "#102a4c", light: "#ffffff" },
  indian: { bg: "#fbd18b", bgDeep: "#f6ae4a", accent: "#d6451b", accent2: "#3f8f5b", ink: "#5b1639", light: "#fff7e6" },
  italian: { bg: "#c8553d", bgDeep: "#a63d2a", accent: "#d94a3a", accent2: "#4f9a62", ink: "#2e1c16", light: "#fff6e8", halo: 0.9 },
  japanese: { bg: "#f2e6df", bgDeep: "#e5cfc3", accent: "#c3423f", accent2: "#6b8f71", ink: "#26283b", light: "#ffffff" },
  korean: { bg: "#e6ecc8", bgDeep: "#cfd9a0", accent: "#d1291f", accent2: "#f0a202", ink: "#2a3320", light: "#fffdf3" },
  mediterranean: { bg: "#e3efd3", bgDeep: "#c5dcab", accent: "#6f9b46", accent2: "#e3a21a", ink: "#2f4a24", light: "#fffef8" },
  mexican: { bg: "#fcd2c7", bgDeep: "#f6a793", accent: "#e4572e", accent2: "#29a08f", ink: "#1f3b4d", light: "#fffaf5" },
  "middle eastern": { bg: "#efdcc2", bgDeep: "#dfbf93", accent: "#9a4e2f", accent2: "#5f8f4e", ink: "#3a3350", light: "#fffaf1" },
  moroccan: { bg: "#f3cfb3", bgDeep: "#e7a883", accent: "#2e4a9e", accent2: "#d9822b", ink: "#3b1f2b", light: "#fff8f0" },
  spanish: { bg: "#fde3a0", bgDeep: "#f9c95c", accent: "#c1121f", accent2: "#7a9a3a", ink: "#3d1f14", light: "#fffbef" },
  thai: { bg: "#d4f0d3", bgDeep: "#a7ddaa", accent: "#ee6c4d", accent2: "#f4d35e", ink: "#1c4230", light: "#fbfff8" },
  vietnamese: { bg: "#dcebe5", bgDeep: "#b6d6c9", accent: "#e76f6a", accent2: "#8cbf5a", ink: "#22453a", light: "#fcfffd" },
};

/** For recipes with no cuisine tag (a person's own): calm palettes, picked by the title. */
export const PLAIN_PALETTES: readonly Palette[] = [
  { bg: "#e8e2f3", bgDeep: "#cdc1e6", accent: "#7b5ea7", accent2: "#f2a65a", ink: "#2d2545", light: "#fdfcff" },
  { bg: "#f5e6cc", bgDeep: "#ebcf9f", accent: "#b5651d", accent2: "#6a994e", ink: "#3b2a1a", light: "#fffcf5" },
  { bg: "#dbe9ee", bgDeep: "#b3d0db", accent: "#3a7ca5", accent2: "#f6ae2d", ink: "#16324f", light: "#ffffff" },
  { bg: "#f4dbd8", bgDeep: "#e8b7b0", accent: "#b24c63", accent2: "#5e8c61", ink: "#3d1e26", light: "#fffafa" },
];

/** Fixed food colours every palette shares: a roast, a tomato, an egg yolk, a citrus wheel, popcorn, a herb. */
export const FOOD_COLOURS = {
  roast: "#b9582f",
  tomato: "#e0483b",
  yolk: "#f6b93b",
  citrus: "#f9d65c",
  popcorn: "#fff4d6",
  herb: "#5b9a4f",
} as const;
