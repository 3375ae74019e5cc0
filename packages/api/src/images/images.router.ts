import { z } from "zod";
import { ZImageAddress, ZImageFromUrlInput } from "@simmer/contracts";
import { protectedProcedure, router } from "../trpc/init";
import * as service from "./images.service";
import { createImageFromUrl } from "../recipes/web-import/web-import.service";

/** Image bytes travel in-process from the REST upload handlers; over HTTP they would not parse. */
const ZImageUpload = z.object({
  file: z.custom<Uint8Array>((v) => v instanceof Uint8Array, "file is required"),
});

export const imagesRouter = router({
  upload: protectedProcedure
    .input(ZImageUpload)
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx, input }) => service.create(ctx.db, ctx.images, ctx.config.images, ctx.user.id, input.file)),
  /**
   * Fetches a remote image through the safe fetcher and stores it like an upload (quota counted),
   * unused until a recipe takes it: the import form previews it from our own address (ADR 065).
   */
  fromUrl: protectedProcedure
    .input(ZImageFromUrlInput)
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx, input, signal }) => createImageFromUrl(ctx, ctx.user.id, input.url, signal)),
  /** Drops one of the caller's uploads that no recipe uses; anything else is NOT_FOUND. */
  discard: protectedProcedure
    .input(ZImageAddress)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.images, ctx.user.id, input.url)),
});
