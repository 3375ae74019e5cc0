import { z } from "zod";
import { JOURNAL_NUTRIENTS, MEALS, type TJournalNutrient } from "@simmer/domain";
import { text, zId } from "./input";
import { ZTrackingDay } from "./metrics";

function amount(label: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : Number(v)) : v),
    z
      .number({ error: `${label} must be a number.` })
      .refine(Number.isFinite, `${label} must be a number.`)
      .pipe(z.number().min(0, `${label} must not be negative.`).max(1_000_000, `${label} is too large.`))
      .nullable()
      .optional(),
  );
}

const nutrientShape = Object.fromEntries(JOURNAL_NUTRIENTS.map((n) => [n, amount(n)])) as Record<
  TJournalNutrient,
  ReturnType<typeof amount>
>;

/** POST /api/journal and PUT /api/journal/{id} body: the entry's own snake_case fields. */
export const ZJournalInput = z.object({
  date: ZTrackingDay("Date"),
  entry_time: text("entry_time")
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "entry_time must be a time like 08:30.")
    .transform((s) => s.slice(0, 5))
    .nullable()
    .optional(),
  meal: z
    .enum(MEALS, { error: `meal must be one of: ${MEALS.join(", ")}.` })
    .nullable()
    .optional(),
  name: text("Food name", "Food name cannot be empty.")
    .trim()
    .min(1, "Food name cannot be empty.")
    .max(200, "Food name must be at most 200 characters."),
  serving_size: amount("serving_size"),
  ...nutrientShape,
});
export type TJournalInput = z.input<typeof ZJournalInput>;
export type TJournalValues = z.output<typeof ZJournalInput>;

export const ZJournalId = z.object({ id: zId("id") });
export const ZJournalUpdateInput = z.object({ id: zId("id"), entry: ZJournalInput });

const stored = z.number().nullable();
export const ZJournalEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  entry_time: z.string().nullable(),
  meal: z.string().nullable(),
  name: z.string(),
  serving_size: stored,
  ...(Object.fromEntries(JOURNAL_NUTRIENTS.map((n) => [n, stored])) as Record<TJournalNutrient, typeof stored>),
});
export type TJournalEntry = z.infer<typeof ZJournalEntry>;

export const ZJournalList = z.object({ entries: z.array(ZJournalEntry) });
export type TJournalList = z.infer<typeof ZJournalList>;

/** One food the user logged before, with its nutrients for a single serving. */
export const ZJournalTemplate = z.object({
  name: z.string(),
  per_serving: z.record(z.string(), z.number()),
  last_date: z.string(),
});
export type TJournalTemplate = z.infer<typeof ZJournalTemplate>;
export const ZJournalTemplateInput = z.object({
  search: text("search").trim().max(200).default(""),
  limit: z.number().int().min(1).max(50).default(10),
});
export const ZJournalTemplateList = z.object({ templates: z.array(ZJournalTemplate) });

export const ZJournalDeleted = z.object({ id: z.number().int(), message: z.string() });
