import { useState } from "react";
import type { TRecipeCard } from "@simmer/contracts";
import { cardArtDataUrl } from "@simmer/catalog/art";
import { cardArtUrl, cardImageUrl } from "./card-rules";

type ImageRecipe = Pick<TRecipeCard, "title" | "image_url" | "tags" | "data_source">;

interface RecipeImageProps {
  recipe: ImageRecipe;
  /** Cards use the card-size variant of an uploaded photo; the detail view the full one. */
  size: "card" | "full";
}

/**
 * A recipe's photo, or else its illustrated card art (ADR 033): the catalogue's built file, or
 * art drawn here for a person's own recipe. A picture that fails to load gives way to drawn art.
 */
export function RecipeImage({ recipe, size }: RecipeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = size === "card" ? cardImageUrl(recipe.image_url) : recipe.image_url;
  const wanted = photo ?? cardArtUrl(recipe);
  const src = failed === wanted ? cardArtDataUrl(recipe) : wanted;
  const showsPhoto = photo !== null && src === photo;
  return (
    <img
      src={src}
      // Cards sit inside a button named by the title; art is decoration, a photo in the detail is not.
      alt={size === "full" && showsPhoto ? recipe.title : ""}
      loading={size === "card" ? "lazy" : undefined}
      decoding="async"
      onError={() => {
        if (!src.startsWith("data:")) setFailed(wanted);
      }}
    />
  );
}
