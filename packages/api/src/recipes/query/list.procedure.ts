import { ZRecipeListInput, ZRecipeListOutput } from "@simmer/contracts";
import { publicProcedure, syncOutput } from "../../trpc/init";
import * as listing from "./list.service";

/** GET /api/recipes: optional sign-in; without it only the shared catalogue is listed (docs/product.md#privacy). */
export const listRecipesProcedure = publicProcedure
  .input(ZRecipeListInput)
  .output(syncOutput(ZRecipeListOutput))
  .query(({ ctx, input }) => listing.list(ctx.db, ctx.user?.id ?? null, input));
