import { ZMetricDeleted, ZMetricEntry, ZMetricId, ZMetricInput, ZMetricList, ZMetricUpdateInput } from "@simmer/contracts";
import { protectedProcedure, router } from "../trpc/init";
import * as service from "./metrics.service";

export const metricsRouter = router({
  list: protectedProcedure.output(ZMetricList).query(({ ctx }) => service.list(ctx.db, ctx.user.id)),
  create: protectedProcedure
    .input(ZMetricInput)
    .output(ZMetricEntry)
    .mutation(({ ctx, input }) => service.create(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .input(ZMetricUpdateInput)
    .output(ZMetricEntry)
    .mutation(({ ctx, input }) => service.update(ctx.db, ctx.user.id, input.id, input.entry)),
  remove: protectedProcedure
    .input(ZMetricId)
    .output(ZMetricDeleted)
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.user.id, input.id)),
});
