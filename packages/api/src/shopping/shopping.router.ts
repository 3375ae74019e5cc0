import {
  ZShoppingApplyResult,
  ZShoppingCommands,
  ZShoppingFinishInput,
  ZShoppingFinishOutput,
  ZShoppingList,
  ZSharedListApplyInput,
  ZSharedListApplyResult,
} from "@simmer/contracts";
import { protectedProcedure, publicProcedure, router } from "../trpc/init";
import * as shopping from "./shopping.service";
import { finish } from "./finish.service";
import * as shared from "./shared-page.service";

export const shoppingRouter = router({
  list: protectedProcedure.output(ZShoppingList).query(({ ctx }) => shopping.list(ctx.db, ctx.user.id)),
  commands: protectedProcedure
    .input(ZShoppingCommands)
    .output(ZShoppingApplyResult)
    .mutation(({ ctx, input }) => shopping.update(ctx.db, ctx.user.id, input)),
  finish: protectedProcedure
    .input(ZShoppingFinishInput)
    .output(ZShoppingFinishOutput)
    .mutation(({ ctx, input }) => finish(ctx.db, ctx.user.id, input.id)),
  sharedApply: publicProcedure
    .input(ZSharedListApplyInput)
    .output(ZSharedListApplyResult)
    .mutation(({ ctx, input }) => shared.update(ctx.db, ctx.sharedListLimiter, input)),
});
