import { TRPCError } from "@trpc/server";
import { and, desc, eq, ilike, sql } from "drizzle-orm";
import { journalEntries, type Db } from "@simmer/db";
import type { TJournalEntry, TJournalTemplate, TJournalValues } from "@simmer/contracts";
import { JOURNAL_NUTRIENTS, perServing } from "@simmer/domain";
import { JOURNAL_MESSAGES } from "@simmer/contracts";

type Row = typeof journalEntries.$inferSelect;

function toEntry(row: Row): TJournalEntry {
  return {
    id: row.id,
    date: row.date,
    entry_time: row.entryTime,
    meal: row.meal,
    name: row.name,
    serving_size: row.servingSize,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    sat_fat: row.satFat,
    trans_fat: row.transFat,
    cholesterol: row.cholesterol,
    sodium: row.sodium,
    added_sugars: row.addedSugars,
    fiber: row.fiber,
    sugar: row.sugar,
    total_weight: row.totalWeight,
  };
}

function columns(input: TJournalValues) {
  return {
    date: input.date,
    entryTime: input.entry_time ?? null,
    meal: input.meal ?? null,
    name: input.name,
    servingSize: input.serving_size ?? null,
    calories: input.calories ?? null,
    protein: input.protein ?? null,
    carbs: input.carbs ?? null,
    fat: input.fat ?? null,
    satFat: input.sat_fat ?? null,
    transFat: input.trans_fat ?? null,
    cholesterol: input.cholesterol ?? null,
    sodium: input.sodium ?? null,
    addedSugars: input.added_sugars ?? null,
    fiber: input.fiber ?? null,
    sugar: input.sugar ?? null,
    totalWeight: input.total_weight ?? null,
  };
}

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: JOURNAL_MESSAGES.notFound });
const mine = (userId: number, id: number) => and(eq(journalEntries.id, id), eq(journalEntries.userId, userId));

/** Newest day first; within a day the latest time (entries without a time last), then the latest written. */
export async function list(db: Db, userId: number): Promise<TJournalEntry[]> {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.date), sql`${journalEntries.entryTime} desc nulls last`, desc(journalEntries.id));
  return rows.map(toEntry);
}

export async function create(db: Db, userId: number, input: TJournalValues): Promise<TJournalEntry> {
  const [row] = await db
    .insert(journalEntries)
    .values({ userId, ...columns(input) })
    .returning();
  return toEntry(row!);
}

export async function update(db: Db, userId: number, id: number, input: TJournalValues): Promise<TJournalEntry> {
  const [row] = await db.update(journalEntries).set(columns(input)).where(mine(userId, id)).returning();
  if (!row) throw notFound();
  return toEntry(row);
}

export async function remove(db: Db, userId: number, id: number) {
  const [row] = await db.delete(journalEntries).where(mine(userId, id)).returning({ id: journalEntries.id });
  if (!row) throw notFound();
  return { id: row.id, message: JOURNAL_MESSAGES.deleted };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The user's earlier foods, one per name (its latest entry), as nutrients for one serving. */
export async function templates(db: Db, userId: number, search: string, limit: number): Promise<TJournalTemplate[]> {
  const where = search
    ? and(eq(journalEntries.userId, userId), ilike(journalEntries.name, `%${escapeLike(search)}%`))
    : eq(journalEntries.userId, userId);
  const rows = await db
    .select()
    .from(journalEntries)
    .where(where)
    .orderBy(desc(journalEntries.date), desc(journalEntries.id))
    .limit(limit * 20);
  const seen = new Map<string, TJournalTemplate>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    if (seen.has(key)) continue;
    const entry = toEntry(row);
    const totals = Object.fromEntries(JOURNAL_NUTRIENTS.map((n) => [n, entry[n]]));
    seen.set(key, { name: row.name, per_serving: perServing(totals, row.servingSize), last_date: row.date });
    if (seen.size >= limit) break;
  }
  return [...seen.values()];
}
