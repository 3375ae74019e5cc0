import type { Db } from "@simmer/db";
import type { TRecipeInputParsed } from "@simmer/contracts";
import { JobFailure } from "../../jobs/jobs.service";
import { foreignImageUrls } from "../../images/images.service";

/**
 * A workbook may name images already stored by Simmer only when they are the importer's own
 * (ADR 015): another account's export cannot hand over, or later delete, its owner's images.
 * The whole import is refused, naming the first recipe concerned, as for any other bad cell.
 */
export async function refuseForeignImages(db: Db, userId: number, recipes: readonly TRecipeInputParsed[]): Promise<void> {
  const foreign = await foreignImageUrls(db, userId, recipes.map((r) => r.image_url));
  if (foreign.size === 0) return;
  const first = recipes.find((r) => r.image_url !== null && foreign.has(r.image_url));
  const others = foreign.size > 1 ? ` (${foreign.size} images in all)` : "";
  throw new JobFailure(
    `Sheet 'Recipes': the image_url of '${first?.title ?? ""}' is not an image stored in your account${others}. ` +
      "Clear those image_url cells, or upload the images again and use their new addresses.",
  );
}
