import {
  ZShoppingApplyResult,
  ZShoppingCommands,
  ZShoppingFinishInput,
  ZShoppingFinishOutput,
  ZShoppingList,
  ZSharedListApplyInput,
  ZSharedListApplyResult,
} from "@simmer/contracts";
import { householdProcedure, publicProcedure, router } from "../trpc/init";
import * as shopping from "./shopping.service";
import { finish } from "./finish.service";
import * as shared from "./shared-page.service";
import { announceSharedListChange } from "../events";

export const shoppingRouter = router({
  list: householdProcedure.output(ZShoppingList).query(({ ctx }) => shopping.list(ctx.db, ctx.scope.id)),
  commands: householdProcedure
    .input(ZShoppingCommands)
    .output(ZShoppingApplyResult)
    .mutation(({ ctx, input }) => shopping.update(ctx.db, ctx.scope.id, input, ctx.user.id)),
  finish: householdProcedure
    .input(ZShoppingFinishInput)
    .output(ZShoppingFinishOutput)
    .mutation(({ ctx, input }) => finish(ctx.db, ctx.scope.id, input.id)),
  sharedApply: publicProcedure
    .input(ZSharedListApplyInput)
    .output(ZSharedListApplyResult)
    .mutation(({ ctx, input }) => shared.update(ctx.db, ctx.sharedListLimiter, input, (ownerId) => announceSharedListChange(ctx, ownerId))),
});
