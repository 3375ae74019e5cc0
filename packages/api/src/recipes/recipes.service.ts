import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { recipes, users, type Db, type DbKind } from "@simmer/db";
import {
  alreadyImportedMessage,
  IMPORT_DUPLICATE_CHOICES,
  RECIPE_MESSAGES,
  type TImportDuplicateChoice,
  type TImportStartResult,
  type TImportStatus,
  type TRecipeDetail,
  type TRecipeInput,
  type TRecipeSaved,
} from "@simmer/contracts";
import { jobFor } from "../jobs";
import type { ImageStore } from "../images";
import { create as createImage, releaseImages, remove as removeImage, removeReleased, type ImageLimits } from "../images";
import { withStoredImage, type WebImportDeps } from "./web-import/web-import.service";
import { get, notFound, ownedRecipe } from "./recipes.detail";
import { visibleTo } from "./query/visibility";
import { insertRecipe, replaceRecipe } from "./recipes.write";
import { withCurrentNutrition } from "./recipes.nutrition";
import { startRecipeImport, IMPORT_JOB_KIND } from "./import/import.job";
import { fileSha256, previousImportOf } from "./import/duplicates";
import type { ImportImages } from "./import/app-recipes";
import { ExportRefused } from "./app-import/limits";
import { readAppExport, type AppExport } from "./app-import/read-export";
import { exportRecipesWorkbook } from "./spreadsheet/export";

export { insertRecipe, insertRecipes, replaceRecipe, type RecipeToInsert } from "./recipes.write";
export { get } from "./recipes.detail";

function withWarnings(detail: TRecipeDetail, warnings: string[]): TRecipeSaved {
  return warnings.length > 0 ? { ...detail, warnings } : detail;
}

/** A stored image the save did not use goes at once (the sweep would take it a day later). */
async function dropUnused(deps: WebImportDeps, userId: number, url: string | null) {
  if (url) await removeImage(deps.db, deps.images, userId, url).catch(() => undefined);
}

/**
 * Adds a recipe the user wrote and returns its detail. A remote image_url is fetched and stored
 * first, outside the transaction (ADR 065); when that fails the recipe is saved without it and
 * the answer carries a warning.
 */
export async function create(deps: WebImportDeps, userId: number, input: TRecipeInput, signal?: AbortSignal): Promise<TRecipeSaved> {
  if (input.visibility === undefined) input = { ...input, visibility: await defaultVisibility(deps.db, userId) };
  const computed = await withCurrentNutrition(deps.db, input, userId);
  const image = await withStoredImage(deps, userId, computed.input, null, signal);
  try {
    const id = await deps.db.transaction((tx) =>
      insertRecipe(tx as unknown as Db, { ownerId: userId, dataSource: "user", input: image.input, nutrition: computed.stamp }),
    );
    return withWarnings(await get(deps.db, userId, id), image.warnings);
  } catch (err) {
    await dropUnused(deps, userId, image.stored);
    throw err;
  }
}

/** The visibility a person's new recipes start with, chosen in Settings (ADR 127). */
async function defaultVisibility(db: Db, userId: number): Promise<"household" | "private"> {
  const [row] = await db.select({ visibility: users.recipeVisibility }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.visibility === "private" ? "private" : "household";
}

/** Where a recipe's photo comes from when one is sent along with it (bytes over /api). */
export interface RecipePhoto {
  images: ImageStore;
  limits: ImageLimits;
  /** A new photo's bytes; stored first, then dropped again if the recipe is refused. */
  image?: Uint8Array | null;
}

/**
 * Stores the photo (if any), runs `write` with its address, and drops the photo again when the
 * write fails: a refused recipe leaves nothing behind. Should dropping fail too, the sweep takes
 * the unused upload later (ADR 015).
 */
async function withPhoto<T>(db: Db, userId: number, photo: RecipePhoto, write: (imageUrl: string | null) => Promise<T>): Promise<T> {
  const uploaded =
    photo.image && photo.image.length > 0 ? (await createImage(db, photo.images, photo.limits, userId, photo.image)).url : null;
  try {
    return await write(uploaded);
  } catch (err) {
    if (uploaded) await removeImage(db, photo.images, userId, uploaded).catch(() => undefined);
    throw err;
  }
}

/** Adds a recipe with a photo sent along: the new photo replaces any image_url given. */
export async function createWithPhoto(
  deps: WebImportDeps,
  userId: number,
  input: TRecipeInput,
  photo: RecipePhoto,
  signal?: AbortSignal,
): Promise<TRecipeSaved> {
  return withPhoto(deps.db, userId, photo, (uploaded) =>
    create(deps, userId, uploaded ? { ...input, image_url: uploaded } : input, signal),
  );
}

/**
 * Replaces a recipe with a photo sent along. `keepImage`: the recipe keeps the photo it shows
 * (the form sent neither a file nor an image_url). The old photo goes once nothing shows it.
 */
export async function updateWithPhoto(
  deps: WebImportDeps,
  userId: number,
  recipeId: number,
  input: TRecipeInput,
  photo: RecipePhoto & { keepImage?: boolean },
  signal?: AbortSignal,
): Promise<TRecipeSaved> {
  const current = photo.keepImage && !photo.image ? (await get(deps.db, userId, recipeId)).image_url : undefined;
  return withPhoto(deps.db, userId, photo, (uploaded) =>
    update(deps, userId, recipeId, { ...input, image_url: uploaded ?? (current !== undefined ? current : input.image_url) }, signal),
  );
}

/**
 * Replaces one of the user's recipes in a single transaction: a failure leaves the old recipe
 * whole. The catalogue and other users' recipes are NOT_FOUND. An image the recipe no longer
 * shows is removed once nothing else references it. A new remote image_url is stored first, as
 * in create; the address the recipe already shows is left as it is.
 */
export async function update(
  deps: WebImportDeps,
  userId: number,
  recipeId: number,
  input: TRecipeInput,
  signal?: AbortSignal,
): Promise<TRecipeSaved> {
  const { db, images: store } = deps;
  const current = await ownedRecipe(db, userId, recipeId);
  const computed = await withCurrentNutrition(db, input, userId);
  const image = await withStoredImage(deps, userId, computed.input, current.imageUrl, signal);
  let released: string[];
  try {
    released = await db.transaction(async (tx) => {
      const before = await ownedRecipe(tx as unknown as Db, userId, recipeId);
      await replaceRecipe(tx as unknown as Db, { id: recipeId, ownerId: userId }, image.input, computed.stamp);
      return releaseImages(tx as unknown as Db, [before.imageId]);
    });
  } catch (err) {
    await dropUnused(deps, userId, image.stored);
    throw err;
  }
  await removeReleased(store, released);
  return withWarnings(await get(db, userId, recipeId), image.warnings);
}

/** Deletes one of the user's recipes; its image goes too unless another recipe still shows it. */
export async function remove(db: Db, store: ImageStore, userId: number, recipeId: number) {
  const released = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(recipes)
      .where(and(eq(recipes.id, recipeId), visibleTo(userId, "mine")))
      .returning({ id: recipes.id, imageId: recipes.imageId });
    if (deleted.length === 0) throw notFound();
    return releaseImages(
      tx as unknown as Db,
      deleted.map((d) => d.imageId),
    );
  });
  await removeReleased(store, released);
  return { message: RECIPE_MESSAGES.deleted, recipe_id: recipeId };
}

export function exportRecipes(db: Db, userId: number): Promise<Uint8Array> {
  return exportRecipesWorkbook(db, userId);
}

/**
 * Starts an import, unless the person already imported this very file and has not said what to
 * do with the recipes they have: then it asks instead (ADR 018).
 */
export async function startImport(
  db: Db,
  dbKind: DbKind,
  instanceId: string,
  userId: number,
  bytes: Uint8Array,
  duplicates: TImportDuplicateChoice | undefined,
  concurrency?: number,
  images?: ImportImages,
): Promise<TImportStartResult> {
  // Another app's export is read now, within its bounds, so a broken or hostile archive is
  // answered at once and nothing is stored (ADR 123); a spreadsheet is read by the job.
  let appExport: AppExport | null;
  try {
    appExport = await readAppExport(bytes);
  } catch (err) {
    if (err instanceof ExportRefused) throw new TRPCError({ code: "BAD_REQUEST", message: err.message });
    throw err;
  }
  const sha256 = fileSha256(bytes);
  if (!duplicates) {
    const before = await previousImportOf(db, userId, IMPORT_JOB_KIND, sha256);
    if (before) {
      return {
        alreadyImported: {
          message: alreadyImportedMessage(before.recipes),
          importedAt: before.importedAt.toISOString(),
          recipes: before.recipes,
          choices: [...IMPORT_DUPLICATE_CHOICES],
        },
      };
    }
  }
  const jobId = await startRecipeImport(db, dbKind, userId, bytes, {
    instanceId,
    fileSha256: sha256,
    duplicates,
    concurrency,
    appExport,
    images,
    onUnexpected: (err) => console.error("recipe import failed unexpectedly", err),
  });
  return { jobId };
}

export async function importStatus(db: Db, userId: number, jobId: string): Promise<TImportStatus> {
  const job = await jobFor(db, userId, jobId, RECIPE_MESSAGES.jobNotFound);
  if (job.kind !== IMPORT_JOB_KIND) throw notFound();
  const result = job.result as { imported?: number; skipped?: number; sameRecipes?: number; source?: string } | null;
  return {
    jobId: job.id,
    state: job.state as TImportStatus["state"],
    progress: { batchesDone: job.batchesDone, batchesTotal: job.batchesTotal },
    error: job.error,
    imported: typeof result?.imported === "number" ? result.imported : null,
    skipped: typeof result?.skipped === "number" ? result.skipped : null,
    sameRecipes: job.state === "error" && typeof result?.sameRecipes === "number" ? result.sameRecipes : null,
    source: typeof result?.source === "string" ? result.source : null,
  };
}
