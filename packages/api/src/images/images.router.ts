import { z } from "zod";
import { ZImageAddress } from "@simmer/contracts";
import { protectedProcedure } from "../trpc/init";
import * as service from "./images.service";

/** Image bytes travel in-process from the REST upload handlers; over HTTP they would not parse. */
const ZImageUpload = z.object({
  file: z.custom<Uint8Array>((v) => v instanceof Uint8Array, "file is required"),
});

/** Mounted under `images` by root.ts, together with web import's `fromUrl` (ADR 114). */
export const imageProcedures = {
  upload: protectedProcedure
    .input(ZImageUpload)
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx, input }) => service.create(ctx.db, ctx.images, ctx.config.images, ctx.user.id, input.file)),
  /** Drops one of the caller's uploads that no recipe uses; anything else is NOT_FOUND. */
  discard: protectedProcedure
    .input(ZImageAddress)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.images, ctx.user.id, input.url)),
};
