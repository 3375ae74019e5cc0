import type { TRecipeCard } from "@simmer/contracts";
import { cardArtDataUrl, cardArtPath } from "@simmer/catalog/art";

/** Uploaded images have a card-size variant next to them. */
export function cardImageUrl(url: string | null): string | null {
  if (!url) return null;
  const match = /^\/uploads\/([0-9a-f-]{36})\.webp$/.exec(url);
  return match ? `/uploads/${match[1]}-card.webp` : url;
}

/**
 * A recipe without a photo shows its illustrated art (ADR 033): the catalogue's is built with the
 * app and served as a file; a person's own is drawn in the browser from its title and tags.
 */
export function cardArtUrl(recipe: Pick<TRecipeCard, "title" | "tags" | "data_source">): string {
  return recipe.data_source === "catalog" ? cardArtPath(recipe.title) : cardArtDataUrl(recipe);
}

/** Cards show whole kilocalories ("539 kcal"); the detail view keeps 2-decimal rounding (docs/product.md#rounding-and-scaling). */
export function cardCalories(calories: number): string {
  return `${Math.round(calories)} kcal`;
}
