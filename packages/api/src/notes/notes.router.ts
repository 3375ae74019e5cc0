import { NOTES_LIMITS, ZRecipeCookedInput, ZRecipeNotes, ZRecipeNotesId, ZRecipeNotesPut } from "@simmer/contracts";
import { protectedProcedure, router } from "../trpc/init";
import * as service from "./notes.service";

export const notesRouter = router({
  get: protectedProcedure
    .input(ZRecipeNotesId)
    .output(ZRecipeNotes)
    .query(({ ctx, input }) => service.get(ctx.db, ctx.user.id, input.id)),
  put: protectedProcedure
    .input(ZRecipeNotesPut)
    .output(ZRecipeNotes)
    .mutation(({ ctx, input }) => service.update(ctx.db, ctx.user.id, input.id, input.notes)),
  addCooked: protectedProcedure
    .input(ZRecipeCookedInput)
    .output(ZRecipeNotes)
    .mutation(({ ctx, input }) => service.createCookedDay(ctx.db, ctx.user.id, input.id, input.date, NOTES_LIMITS.cookedMax)),
});
