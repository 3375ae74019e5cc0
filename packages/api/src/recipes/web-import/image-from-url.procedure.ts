import { z } from "zod";
import { ZImageFromUrlInput } from "@simmer/contracts";
import { protectedProcedure } from "../../trpc/init";
import { createImageFromUrl } from "./web-import.service";

/**
 * `images.fromUrl`: fetches a remote image through the safe fetcher and stores it like an upload
 * (quota counted), unused until a recipe takes it: the import form previews it from our own
 * address (ADR 065). Web import owns the fetcher, so the procedure is declared here and root.ts
 * mounts it under `images`: images never imports recipes (ADR 114).
 */
export const imageFromUrl = protectedProcedure
  .input(ZImageFromUrlInput)
  .output(z.object({ url: z.string() }))
  .mutation(({ ctx, input, signal }) => createImageFromUrl(ctx, ctx.user.id, input.url, signal));
