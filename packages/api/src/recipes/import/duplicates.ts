import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { jobs, recipes, type Db } from "@simmer/db";
import { RECIPE_LIMITS, type TImportDuplicateChoice } from "@simmer/contracts";

/** The file's fingerprint: the same bytes uploaded again are the same file (ADR 018). */
export function fileSha256(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

/** Two titles name the same recipe when they match ignoring case, accents' forms and spacing. */
export function titleKey(title: string): string {
  return title.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

/** "Soup" → "Soup (copy)", then "Soup (copy 2)", … whichever is not taken; within the title limit. */
export function copyTitle(title: string, taken: Set<string>, maxLength = RECIPE_LIMITS.titleMax): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? " (copy)" : ` (copy ${n})`;
    const candidate = `${title
      .trim()
      .slice(0, maxLength - suffix.length)
      .trimEnd()}${suffix}`;
    if (!taken.has(titleKey(candidate))) return candidate;
  }
}

/**
 * Applies the person's answer to "you already have these": skip drops every recipe whose title
 * the collection already holds; copies keeps them under a "(copy)" title. No answer imports the
 * file as it is (the behaviour of a first import).
 */
export function applyDuplicateChoice<T extends { title: string }>(
  incoming: readonly T[],
  existingTitles: Iterable<string>,
  choice: TImportDuplicateChoice | undefined,
): { recipes: T[]; skipped: number; renamed: number } {
  if (!choice) return { recipes: [...incoming], skipped: 0, renamed: 0 };
  const existing = new Set([...existingTitles].map(titleKey));
  if (choice === "skip") {
    const kept = incoming.filter((r) => !existing.has(titleKey(r.title)));
    return { recipes: kept, skipped: incoming.length - kept.length, renamed: 0 };
  }
  const taken = new Set([...existing, ...incoming.map((r) => titleKey(r.title))]);
  let renamed = 0;
  const out = incoming.map((r) => {
    if (!existing.has(titleKey(r.title))) return r;
    const title = copyTitle(r.title, taken);
    taken.add(titleKey(title));
    renamed += 1;
    return { ...r, title };
  });
  return { recipes: out, skipped: 0, renamed };
}

/** Titles of the recipes the user owns now. */
export async function ownTitles(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ title: recipes.title }).from(recipes).where(eq(recipes.ownerId, userId));
  return rows.map((r) => r.title);
}

/** The user's last finished import of the same file, if any. */
export async function previousImportOf(
  db: Db,
  userId: number,
  kind: string,
  sha256: string,
): Promise<{ importedAt: Date; recipes: number } | null> {
  const [row] = await db
    .select({ finishedAt: jobs.finishedAt, createdAt: jobs.createdAt, result: jobs.result })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.fileSha256, sha256), eq(jobs.kind, kind), eq(jobs.state, "done")))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (!row) return null;
  const imported = (row.result as { imported?: unknown } | null)?.imported;
  return { importedAt: row.finishedAt ?? row.createdAt, recipes: typeof imported === "number" ? imported : 0 };
}
