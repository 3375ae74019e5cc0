import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { recipeNotes, recipes, type Db } from "@simmer/db";
import { archiveDocument, type DomainBackup, BACKUP_ENTRIES, ZBackupNotes, type TBackupNotes } from "../backup";

/** notes.json: each note names its recipe like a cart line, the person's own by ref and a catalogue one by title. */
async function readNotes(db: Db, userId: number) {
  const rows = await db
    .select({ notes: recipeNotes, ownerId: recipes.ownerId, title: recipes.title })
    .from(recipeNotes)
    .innerJoin(recipes, eq(recipes.id, recipeNotes.recipeId))
    .where(eq(recipeNotes.userId, userId))
    .orderBy(asc(recipeNotes.recipeId));
  const doc: TBackupNotes = [];
  for (const { notes, ownerId, title } of rows) {
    // Another person's recipe (one shared with this person) cannot be named in their archive.
    const recipe = ownerId === userId ? { ref: notes.recipeId } : ownerId === null ? { catalogue_title: title } : null;
    if (!recipe) continue;
    doc.push({
      recipe,
      rating: notes.rating,
      note: notes.note,
      cooked: [...notes.cooked].sort(),
      updated_at: notes.updatedAt.toISOString(),
    });
  }
  return { doc, counts: { notes: doc.length } };
}

export const notesBackup: DomainBackup = {
  domain: "notes",
  carries: [recipeNotes],
  leavesOut: [],
  holdsData: [recipeNotes.userId],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.notes,
      schema: ZBackupNotes,
      read: readNotes,
      async restore({ tx, userId, recipeIds, counts, warnings }, doc) {
        if (doc.length === 0) return;
        const titles = [...new Set(doc.flatMap((n) => ("catalogue_title" in n.recipe ? [n.recipe.catalogue_title] : [])))];
        const catalogue = new Map<string, number>();
        for (let i = 0; i < titles.length; i += 1000) {
          const rows = await tx
            .select({ id: recipes.id, title: recipes.title })
            .from(recipes)
            .where(and(isNull(recipes.ownerId), inArray(recipes.title, titles.slice(i, i + 1000))))
            .orderBy(asc(recipes.id));
          for (const row of rows) if (!catalogue.has(row.title)) catalogue.set(row.title, row.id);
        }
        const rows = new Map<number, typeof recipeNotes.$inferInsert>();
        for (const n of doc) {
          const recipeId = "ref" in n.recipe ? recipeIds.get(n.recipe.ref) : catalogue.get(n.recipe.catalogue_title);
          if (recipeId === undefined) {
            if ("catalogue_title" in n.recipe)
              warnings.push(`Notes on '${n.recipe.catalogue_title}' were left out: it is not in this server's catalogue.`);
            continue;
          }
          rows.set(recipeId, {
            userId,
            recipeId,
            rating: n.rating,
            note: n.note,
            cooked: [...new Set(n.cooked)].sort(),
            updatedAt: new Date(n.updated_at),
          });
        }
        const values = [...rows.values()];
        for (let i = 0; i < values.length; i += 1000) await tx.insert(recipeNotes).values(values.slice(i, i + 1000));
        counts.notes = values.length;
      },
    }),
  ],
};
