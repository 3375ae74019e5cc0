/** Where the built catalogue art is served from: `/card-art/<slug>.svg` (ADR 033). */
export const CARD_ART_DIR = "card-art";

/** A title as a file name: "Crème Brûlée" → "creme-brulee". */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The address of a catalogue recipe's built art. */
export function cardArtPath(title: string): string {
  return `/${CARD_ART_DIR}/${slugOf(title)}.svg`;
}
