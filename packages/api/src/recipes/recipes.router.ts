import { z } from "zod";
import {
  ZImportJobId,
  ZImportDuplicateChoice,
  ZImportStartResult,
  ZImportStatus,
  ZRecipeDeleteOutput,
  ZRecipeDetail,
  ZRecipeEditInput,
  ZRecipeId,
  ZRecipeInput,
  ZRecipeSaved,
  ZWebImportInput,
  ZWebImportResult,
} from "@simmer/contracts";
import { protectedProcedure, publicProcedure, router } from "../trpc/init";
import { listRecipesProcedure } from "./query/list.procedure";
import * as service from "./recipes.service";
import { readPage } from "./web-import/web-import.service";
import { withNotes } from "./recipes.notes";

/** Workbook bytes travel in-process from the REST upload handler; over HTTP they would not parse. */
const ZWorkbookUpload = z.object({
  file: z.custom<Uint8Array>((v) => v instanceof Uint8Array, "file is required"),
  /** The answer to "you already imported this file" (ADR 018); absent on a first import. */
  duplicates: ZImportDuplicateChoice.optional(),
});

/**
 * A photo sent with the recipe: bytes handed over in-process by the REST form (/api/recipes/add,
 * /api/recipes/edit/{id}); over HTTP they would not parse. The web app uploads first and sends
 * image_url instead; both end in the same service.
 */
const ZPhotoBytes = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array, "image must be an uploaded file")
  .nullable()
  .optional();

export const recipesRouter = router({
  list: listRecipesProcedure,
  /** A visitor may read the catalogue; another user's recipe is NOT_FOUND. */
  detail: publicProcedure
    .input(ZRecipeId)
    .output(ZRecipeDetail)
    .query(async ({ ctx, input }) => withNotes(ctx.db, ctx.user?.id ?? null, await service.get(ctx.db, ctx.user?.id ?? null, input.id))),
  add: protectedProcedure
    .input(ZRecipeInput.extend({ image: ZPhotoBytes }))
    .output(ZRecipeSaved)
    .mutation(({ ctx, input: { image, ...recipe }, signal }) =>
      service.createWithPhoto(ctx, ctx.user.id, recipe, { images: ctx.images, limits: ctx.config.images, image }, signal),
    ),
  /** `keep_image`: the recipe keeps the photo it shows unless a new one is sent (the recipe form's rule, docs/product.md#api). */
  edit: protectedProcedure
    .input(
      ZRecipeEditInput.extend({ image: ZPhotoBytes, keep_image: z.boolean({ error: "keep_image must be true or false." }).optional() }),
    )
    .output(ZRecipeSaved)
    .mutation(({ ctx, input, signal }) =>
      service.updateWithPhoto(
        ctx,
        ctx.user.id,
        input.id,
        input.recipe,
        { images: ctx.images, limits: ctx.config.images, image: input.image, keepImage: input.keep_image },
        signal,
      ),
    ),
  /**
   * Reads a recipe from a web page into the recipe form's shape, with warnings and the caller's
   * recipe that already has this source (ADR 065). Nothing is saved.
   */
  importUrl: protectedProcedure
    .input(ZWebImportInput)
    .output(ZWebImportResult)
    .mutation(({ ctx, input, signal }) => readPage(ctx, ctx.user.id, input, signal)),
  delete: protectedProcedure
    .input(ZRecipeId)
    .output(ZRecipeDeleteOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.images, ctx.user.id, input.id)),
  exportWorkbook: protectedProcedure
    .input(z.object({}).optional())
    .output(z.custom<Uint8Array>((v) => v instanceof Uint8Array, "a workbook"))
    .query(({ ctx }) => service.exportRecipes(ctx.db, ctx.user.id)),
  importStart: protectedProcedure
    .input(ZWorkbookUpload)
    .output(ZImportStartResult)
    .mutation(({ ctx, input }) =>
      service.startImport(ctx.db, ctx.dbKind, ctx.instanceId, ctx.user.id, input.file, input.duplicates, ctx.config.imports.concurrency, {
        store: ctx.images,
        limits: ctx.config.images,
      }),
    ),
  importStatus: protectedProcedure
    .input(ZImportJobId)
    .output(ZImportStatus)
    .query(({ ctx, input }) => service.importStatus(ctx.db, ctx.user.id, input.jobId)),
});
