import { z } from "zod";
import { ZTrackingDay } from "./metrics";

export const MEALS = ["Breakfast", "Lunch", "Dinner", "Snack"] as const;
export type TMeal = (typeof MEALS)[number];

/** Spec §5: the nutrients a journal entry can carry, in the spec's order. */
export const JOURNAL_NUTRIENTS = [
  "calories",
  "protein",
  "carbs",
  "fat",
  "sat_fat",
  "trans_fat",
  "cholesterol",
  "sodium",
  "added_sugars",
  "fiber",
  "sugar",
  "total_weight",
] as const;
export type TJournalNutrient = (typeof JOURNAL_NUTRIENTS)[number];

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

const nutrientShape = Object.fromEntries(JOURNAL_NUTRIENTS.map((n) => [n, amount(n)])) as Record<TJournalNutrient, ReturnType<typeof amount>>;

/** POST /api/journal and PUT /api/journal/{id} body: the entry's own snake_case fields. */
export const ZJournalInput = z.object({
  date: ZTrackingDay("Date"),
  entry_time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "entry_time must be a time like 08:30.")
    .transform((s) => s.slice(0, 5))
    .nullable()
    .optional(),
  meal: z.enum(MEALS, { error: `meal must be one of: ${MEALS.join(", ")}.` }).nullable().optional(),
  name: z.string({ error: "Food name cannot be empty." }).trim().min(1, "Food name cannot be empty.").max(200, "Food name must be at most 200 characters."),
  serving_size: amount("serving_size"),
  ...nutrientShape,
});
export type TJournalInput = z.input<typeof ZJournalInput>;
export type TJournalValues = z.output<typeof ZJournalInput>;

export const ZJournalId = z.object({ id: z.coerce.number({ error: "id must be a number." }).int().positive().max(2_147_483_647, "id is out of range.") });
export const ZJournalUpdateInput = z.object({ id: z.number().int().positive(), entry: ZJournalInput });

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
export const ZJournalTemplateInput = z.object({ search: z.string().trim().max(200).default(""), limit: z.number().int().min(1).max(50).default(10) });
export const ZJournalTemplateList = z.object({ templates: z.array(ZJournalTemplate) });

export const ZJournalDeleted = z.object({ id: z.number().int(), message: z.string() });

/** Spec §8 wording. */
export const JOURNAL_MESSAGES = {
  fetchFailed: "Error fetching entries.",
  saveFailed: "Error saving entry.",
  updateFailed: "Error updating entry.",
  deleteFailed: "Error deleting entry.",
  saved: "Entry saved successfully!",
  updated: "Entry updated successfully!",
  deleted: "Entry deleted successfully!",
  emptyName: "Food name cannot be empty.",
  badServing: "Please enter a valid numeric serving size for calculation.",
  badNutrient: "Please enter a valid numeric value.",
  duplicateNutrient: (nutrient: string) => `You have already added ${nutrient}.`,
  empty: "No entries yet. Start logging your meals today!",
  loggedOut: "Please log in to access your food journal.",
  unauthenticated: "You are not authenticated.",
  confirmDelete: "Are you sure you want to delete this entry?",
  notFound: "Journal entry not found.",
  dashboardJournalFailed: "Error fetching journal entries.",
} as const;
