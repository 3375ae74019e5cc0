import { TRPCError } from "@trpc/server";
import type { Db } from "@simmer/db";
import type { TRecipeInputParsed } from "@simmer/contracts";
import { JobFailure } from "../../jobs";
import type { ImageStore } from "../../images";
import * as images from "../../images";
import { toRecipeInput } from "../app-import/app-recipe";
import { APP_IMPORT_LIMITS, ExportRefused } from "../app-import/limits";
import type { AppExport } from "../app-import/read-export";

/** Where an import's photos go and how many bytes the person may keep (ADR 013, ADR 015). */
export interface ImportImages {
  store: ImageStore;
  limits: images.ImageLimits;
}

/** A checked recipe of another app's export with the photo that came with it. */
export interface AppImportItem {
  title: string;
  recipe: TRecipeInputParsed;
  image: Buffer | null;
}

/**
 * Reads every recipe of the export into the form's shape; the first one the form refuses fails
 * the job naming it ("Recipe 12 'Lemon Tart' in Mealie export: no ingredients", ADR 123).
 */
export async function checkedAppRecipes(found: AppExport): Promise<AppImportItem[]> {
  const out: AppImportItem[] = [];
  for (const [i, app] of found.recipes.entries()) {
    // Lets other requests run between slices of a long export on the server's event loop.
    if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    try {
      const { recipe, image } = toRecipeInput(app, i + 1, found.format);
      out.push({ title: recipe.title, recipe, image });
    } catch (err) {
      if (err instanceof ExportRefused) throw new JobFailure(err.message);
      throw err;
    }
  }
  return out;
}

/**
 * Stores the photos like uploads: checked, re-encoded, counted against the person's quota. A photo
 * that does not decode leaves its recipe without one, as web import does; once the quota or the
 * count bound is reached the remaining recipes come without theirs (ADR 123). Returns the stored
 * addresses so a failed import can remove them.
 */
export async function storeAppImages(db: Db, deps: ImportImages, userId: number, items: AppImportItem[]): Promise<string[]> {
  const stored: string[] = [];
  for (const item of items) {
    if (!item.image || stored.length >= APP_IMPORT_LIMITS.maxImages) continue;
    try {
      const { url } = await images.create(db, deps.store, deps.limits, userId, new Uint8Array(item.image));
      item.recipe.image_url = url;
      stored.push(url);
    } catch (err) {
      if (err instanceof TRPCError && err.code === "PAYLOAD_TOO_LARGE") break;
      if (!(err instanceof TRPCError && err.code === "BAD_REQUEST")) {
        await dropAppImages(db, deps, userId, stored);
        throw err;
      }
    } finally {
      item.image = null;
    }
  }
  return stored;
}

/** Removes photos an import stored when its recipes did not land (all or nothing). */
export async function dropAppImages(db: Db, deps: ImportImages, userId: number, urls: readonly string[]): Promise<void> {
  for (const url of urls) await images.remove(db, deps.store, userId, url).catch(() => undefined);
}
