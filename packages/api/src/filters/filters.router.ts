import {
  ZCreateFilterRowInput,
  ZDeleteFilterRowOutput,
  ZFilterRow,
  ZFilterRowIdInput,
  ZFilterRowList,
  ZMoveFilterRowInput,
  ZMoveFilterRowOutput,
  ZUpdateFilterRowInput,
} from "@simmer/contracts";
import { z } from "zod";
import { protectedProcedure, router } from "../trpc/init";
import * as service from "./filters.service";

export const filtersRouter = router({
  list: protectedProcedure
    .input(z.void())
    .output(ZFilterRowList)
    .query(({ ctx }) => service.list(ctx.db, ctx.user.id)),
  create: protectedProcedure
    .input(ZCreateFilterRowInput)
    .output(ZFilterRow)
    .mutation(({ ctx, input }) => service.create(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .input(ZUpdateFilterRowInput)
    .output(ZFilterRow)
    .mutation(({ ctx, input }) => service.update(ctx.db, ctx.user.id, input)),
  remove: protectedProcedure
    .input(ZFilterRowIdInput)
    .output(ZDeleteFilterRowOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.user.id, input.id)),
  move: protectedProcedure
    .input(ZMoveFilterRowInput)
    .output(ZMoveFilterRowOutput)
    .mutation(({ ctx, input }) => service.move(ctx.db, ctx.user.id, input.id, input.newOrder)),
});
