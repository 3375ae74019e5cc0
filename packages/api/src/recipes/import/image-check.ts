import type { Db } from "@simmer/db";
import type { TRecipeInputParsed } from "@simmer/contracts";
import { JobFailure } from "../../jobs";
import { unusableImageUrls } from "../../images";

/**
 * Settles the images a workbook names (ADR 015). The importer's own stored images are kept.
 * Another account's images refuse the whole import, naming the first recipe concerned, so an
 * export cannot hand over (or later delete) its owner's pictures. An address that names nothing
 * stored any more (the recipe and its image were deleted since the export) is cleared, so the
 * recipe comes back without a picture rather than with a broken one.
 */
export async function settleImportedImages(db: Db, userId: number, recipes: TRecipeInputParsed[]): Promise<void> {
  const { foreign, missing } = await unusableImageUrls(
    db,
    userId,
    recipes.map((r) => r.image_url),
  );
  if (foreign.size > 0) {
    const first = recipes.find((r) => r.image_url !== null && foreign.has(r.image_url));
    const others = foreign.size > 1 ? ` (${foreign.size} images in all)` : "";
    throw new JobFailure(
      `Sheet 'Recipes': the image_url of '${first?.title ?? ""}' is an image stored in another account${others}. ` +
        "Clear those image_url cells, or upload the images again and use their new addresses.",
    );
  }
  for (const recipe of recipes) if (recipe.image_url !== null && missing.has(recipe.image_url)) recipe.image_url = null;
}
