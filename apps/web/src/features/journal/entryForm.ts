import { JOURNAL_NUTRIENTS, parseServingSize, round2, type Meal, type TJournalNutrient } from "@simmer/domain";
import type { TJournalEntry, TJournalInput } from "@simmer/contracts";
import { clockNow } from "../../first-render/scope";

export const NUTRIENT_LABELS: Record<TJournalNutrient, string> = {
  calories: "Calories (kcal)",
  protein: "Protein (g)",
  carbs: "Carbs (g)",
  fat: "Fat (g)",
  sat_fat: "Saturated fat (g)",
  trans_fat: "Trans fat (g)",
  cholesterol: "Cholesterol (mg)",
  sodium: "Sodium (mg)",
  added_sugars: "Added sugars (g)",
  fiber: "Fiber (g)",
  sugar: "Sugar (g)",
  total_weight: "Total weight (oz)",
};

/** The same nutrients as words in a sentence ("You have already added saturated fat."). */
export const NUTRIENT_NAMES: Record<TJournalNutrient, string> = {
  calories: "calories",
  protein: "protein",
  carbs: "carbs",
  fat: "fat",
  sat_fat: "saturated fat",
  trans_fat: "trans fat",
  cholesterol: "cholesterol",
  sodium: "sodium",
  added_sugars: "added sugars",
  fiber: "fiber",
  sugar: "sugar",
  total_weight: "total weight",
};

export interface AddedNutrient {
  key: TJournalNutrient;
  /** Amount in one serving. */
  perServing: number;
}

export interface EntryDraft {
  date: string;
  time: string;
  meal: Meal;
  name: string;
  servingSize: string;
  nutrients: AddedNutrient[];
}

/** The meal a time of day most likely belongs to. */
export function mealAt(time: string): Meal {
  const hour = Number(time.slice(0, 2));
  if (hour < 11) return "Breakfast";
  if (hour < 16) return "Lunch";
  if (hour < 21) return "Dinner";
  return "Snack";
}

export function nowTime(date = clockNow()): string {
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}

/** Per-serving nutrients, in the documented order, from any record of amounts (blank ones skipped). */
export function nutrientsFrom(per: Record<string, number | null | undefined>): AddedNutrient[] {
  return JOURNAL_NUTRIENTS.flatMap((key) => {
    const value = per[key];
    return typeof value === "number" && Number.isFinite(value) ? [{ key, perServing: value }] : [];
  });
}

/** The entry to store: nutrients are totals, per-serving × serving size. */
export function draftToInput(draft: EntryDraft, servingSize: number): TJournalInput {
  const input: TJournalInput = {
    date: draft.date,
    entry_time: draft.time || null,
    meal: draft.meal,
    name: draft.name.trim(),
    serving_size: servingSize,
  };
  for (const n of draft.nutrients) input[n.key] = round2(n.perServing * servingSize);
  return input;
}

export function entryToInput(entry: TJournalEntry): TJournalInput {
  const input: TJournalInput = {
    date: entry.date,
    entry_time: entry.entry_time,
    meal: (entry.meal as Meal | null) ?? null,
    name: entry.name,
    serving_size: entry.serving_size,
  };
  for (const key of JOURNAL_NUTRIENTS) input[key] = entry[key];
  return input;
}

export { parseServingSize };

/** A food picked in the search, ready to fill an entry with one serving. */
export interface PickedFood {
  name: string;
  nutrients: AddedNutrient[];
  /** What one serving means, shown next to the serving size. */
  servingNote: string;
}
