import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { images, recipes } from "@simmer/db";
import type { DomainBackup, RemovesFiles } from "../backup";
import { storedFilesOf } from "./image-store";

/** Each image's two files; a file that cannot be removed now is left for the folder's owner, not an error. */
async function removeFiles(store: RemovesFiles, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const { full, card } = storedFilesOf(key);
    await Promise.all([store.delete(full), store.delete(card)]).catch(() => undefined);
  }
}

/**
 * Stored images travel as `images/<uuid>.webp` entries beside the recipes that show them (written
 * and read by `account/`, re-encoded like uploads on restore). With the account go its image rows
 * and, once the deletion has committed, their files.
 */
export const imagesBackup: DomainBackup = {
  domain: "images",
  carries: [images],
  leavesOut: [],
  holdsData: [],
  documents: [],
  async beforeAccountDeleted(tx, userId) {
    const owned = tx.select({ id: images.id }).from(images).where(eq(images.ownerId, userId));
    // ADR 015 keeps a person's images on their own recipes; should another recipe hold one anyway,
    // it loses the picture rather than keeping the account alive.
    await tx
      .update(recipes)
      .set({ imageId: null, imageUrl: null })
      .where(and(inArray(recipes.imageId, owned), or(isNull(recipes.ownerId), ne(recipes.ownerId, userId))));
    const keys = (await tx.select({ key: images.key }).from(images).where(eq(images.ownerId, userId))).map((row) => row.key);
    return (store: RemovesFiles) => removeFiles(store, keys);
  },
};
