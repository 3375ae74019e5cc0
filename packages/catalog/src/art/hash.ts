import { seededRandom } from "@simmer/domain";

/** FNV-1a: a stable 32-bit number from a recipe's title, so its art never changes between builds. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32, shared with the planner): the same title draws the same sequence of choices. */
export const drawsFrom = seededRandom;
