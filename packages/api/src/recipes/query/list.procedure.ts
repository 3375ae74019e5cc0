import { TRPCError } from "@trpc/server";
import { AUTH_MESSAGES, ZRecipeListInput, ZRecipeListOutput } from "@simmer/contracts";
import { publicProcedure, syncOutput } from "../../trpc/init";
import * as listing from "./list.service";

/** GET /api/recipes: optional sign-in; without it only the shared catalogue is listed (docs/product.md#privacy). */
export const listRecipesProcedure = publicProcedure
  .input(ZRecipeListInput)
  .output(syncOutput(ZRecipeListOutput))
  .query(({ ctx, input }) => {
    // "Your recipes" of nobody is a question only a signed-in person can ask: answering it with the
    // catalogue made a signed-out tab show the catalogue as someone's own (ADR 119).
    if (input.scope === "mine" && !ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.unauthenticated });
    return listing.list(ctx.db, ctx.user?.id ?? null, input);
  });
