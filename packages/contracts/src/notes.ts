import { z } from "zod";
import { text, zId } from "./input";
import { ZTrackingDay } from "./metrics";

/** A person's own notes on one recipe, catalogue or their own (issue 31, docs/product.md#recipe-detail). */
export const NOTES_LIMITS = { noteMax: 5000, cookedMax: 1000 } as const;

export const ZRecipeRating = z
  .number({ error: "rating must be a whole number from 1 to 5, or null." })
  .int("rating must be a whole number from 1 to 5, or null.")
  .min(1, "rating must be a whole number from 1 to 5, or null.")
  .max(5, "rating must be a whole number from 1 to 5, or null.")
  .nullable();

/** PUT /api/recipes/{id}/notes: the whole record, replacing what was there. Dates are kept sorted, once each. */
export const ZRecipeNotesInput = z.object({
  rating: ZRecipeRating,
  note: text("note").trim().max(NOTES_LIMITS.noteMax, `note must be at most ${NOTES_LIMITS.noteMax} characters.`).default(""),
  cooked: z
    .array(ZTrackingDay("cooked date"), { error: "cooked must be a list of dates like 2026-11-27." })
    .max(NOTES_LIMITS.cookedMax, `cooked must hold at most ${NOTES_LIMITS.cookedMax} dates.`)
    .default([])
    .transform((days) => [...new Set(days)].sort()),
});
export type TRecipeNotesInput = z.input<typeof ZRecipeNotesInput>;
export type TRecipeNotesValues = z.output<typeof ZRecipeNotesInput>;

export const ZRecipeNotes = z.object({
  rating: z.number().int().min(1).max(5).nullable(),
  note: z.string(),
  cooked: z.array(z.string()),
});
export type TRecipeNotes = z.infer<typeof ZRecipeNotes>;

/** What a recipe with no notes of the person's reads as. */
export const EMPTY_RECIPE_NOTES: TRecipeNotes = { rating: null, note: "", cooked: [] };

export const ZRecipeNotesId = z.object({ id: zId("id") });
export const ZRecipeNotesPut = z.object({ id: zId("id"), notes: ZRecipeNotesInput });
/** POST /api/recipes/{id}/notes/cooked: one more day the person cooked it (cook mode's "Cooked it"). */
export const ZRecipeCookedBody = z.object({ date: ZTrackingDay("date") });
export const ZRecipeCookedInput = ZRecipeCookedBody.extend({ id: zId("id") });
