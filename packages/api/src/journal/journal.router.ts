import {
  ZJournalDeleted,
  ZJournalEntry,
  ZJournalId,
  ZJournalInput,
  ZJournalList,
  ZJournalTemplateInput,
  ZJournalTemplateList,
  ZJournalUpdateInput,
} from "@simmer/contracts";
import { protectedProcedure, router } from "../trpc/init";
import * as service from "./journal.service";

export const journalRouter = router({
  list: protectedProcedure.output(ZJournalList).query(async ({ ctx }) => ({ entries: await service.list(ctx.db, ctx.user.id) })),
  create: protectedProcedure
    .input(ZJournalInput)
    .output(ZJournalEntry)
    .mutation(({ ctx, input }) => service.create(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .input(ZJournalUpdateInput)
    .output(ZJournalEntry)
    .mutation(({ ctx, input }) => service.update(ctx.db, ctx.user.id, input.id, input.entry)),
  remove: protectedProcedure
    .input(ZJournalId)
    .output(ZJournalDeleted)
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.user.id, input.id)),
  templates: protectedProcedure
    .input(ZJournalTemplateInput)
    .output(ZJournalTemplateList)
    .query(async ({ ctx, input }) => ({ templates: await service.templates(ctx.db, ctx.user.id, input.search, input.limit) })),
});
