import { sql } from "drizzle-orm";
import type { Db, DbKind } from "@simmer/db";
import { sameRecipesMessage, type TImportDuplicateChoice, type TRecipeInputParsed } from "@simmer/contracts";
import { JobFailure, markRunning, reportProgress, runInBackground } from "../../jobs";
import { checkWorkbookArchive, IMPORT_LIMITS } from "./archive-check";
import { applyDuplicateChoice, ownTitles } from "./duplicates";
import { countSameRecipes } from "./same-recipes";
import { settleImportedImages } from "./image-check";
import { admitImport, DEFAULT_IMPORT_CONCURRENCY, oneParseAtATime } from "./import-gate";
import { DEFAULT_PARSE_LIMITS, ParseFailure, parseWorkbookInWorker, type ParseLimits } from "./parse-worker";
import { recipesFromSheets, RowProblem } from "./rows";
import { checkedAppRecipes, dropAppImages, storeAppImages, type AppImportItem, type ImportImages } from "./app-recipes";
import type { AppExport } from "../app-import/read-export";
import { APP_FORMATS } from "../app-import/app-recipe";
import { FULL_RELOAD_ABOVE, recipeIndexFor } from "../query/recipe-index";
import { discardStaged, publishStaged, settlePublished, stageRecipes, yieldToOthers } from "./staging";

export const IMPORT_JOB_KIND = "recipes.import";
/**
 * Recipes written per batch, each batch its own short transaction (ADR 016). PGlite has one
 * connection, so its batches are small: another request waits at most one batch (tens of
 * milliseconds). PostgreSQL serves others from its pool, so larger batches cost nobody.
 */
export function importBatchSize(dbKind: DbKind): number {
  return dbKind === "pglite" ? 100 : 500;
}
/** Reading the workbook and checking its rows count as two batches of progress. */
const READ_BATCHES = 2;
const ANALYZE_AFTER = 1000;

export interface ImportOptions {
  /** The server process running the job (ADR 019). */
  instanceId: string;
  /** SHA-256 of the file, kept on the job so importing it again is noticed (ADR 018). */
  fileSha256?: string;
  /** The person's answer for recipes they already have; none imports everything (ADR 018). */
  duplicates?: TImportDuplicateChoice;
  parseLimits?: ParseLimits;
  /** Imports that may run at once on the database (ADR 017). */
  concurrency?: number;
  onUnexpected?: (err: unknown) => void;
  /** Another app's export, already read and bounded when the upload came in (ADR 123). */
  appExport?: AppExport | null;
  /** Where the export's photos are stored; without it they are left out. */
  images?: ImportImages;
}

/** What a finished import says: how many recipes, and what it read them from, as the person knows it. */
interface ImportResult {
  imported: number;
  skipped: number;
  source: string;
}

/** Simmer's own spreadsheet, as the import's answer names it. */
export const WORKBOOK_SOURCE = "Excel workbook";

/** Background import jobs still running in this process (tests and shutdown wait on them). */
const running = new Set<Promise<void>>();

export function importsInFlight(): Promise<void> {
  return Promise.all([...running]).then(() => undefined);
}

/** Checks the upload and starts the job. The job's state lives in the jobs table (ADR 003). */
export async function startRecipeImport(
  db: Db,
  dbKind: DbKind,
  userId: number,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<string> {
  const jobId = await admitImport(db, userId, IMPORT_JOB_KIND, options.concurrency ?? DEFAULT_IMPORT_CONCURRENCY, {
    instanceId: options.instanceId,
    fileSha256: options.fileSha256,
  });
  const done = runInBackground(
    db,
    jobId,
    () =>
      options.appExport
        ? runAppImport(db, dbKind, jobId, userId, options.appExport, options.duplicates, options.images)
        : runImport(db, dbKind, jobId, userId, bytes, options.parseLimits ?? DEFAULT_PARSE_LIMITS, options.duplicates),
    options.onUnexpected,
  );
  running.add(done);
  void done.finally(() => running.delete(done));
  return jobId;
}

/**
 * Parses in the worker and validates every row; the sheets are dropped once recipes are built.
 * Reading and checking count as the job's first two batches so progress moves from the start.
 */
async function readRecipes(db: Db, jobId: string, bytes: Uint8Array, parseLimits: ParseLimits, batchSize: number) {
  try {
    await markRunning(db, jobId, 0);
    const sheets = await oneParseAtATime(() => parseWorkbookInWorker(bytes, parseLimits));
    const rows = Object.entries(sheets).find(([name]) => name.trim().toLowerCase() === "recipes")?.[1]?.length ?? 1;
    await markRunning(db, jobId, READ_BATCHES + Math.max(1, Math.ceil((rows - 1) / batchSize)));
    await reportProgress(db, jobId, 1);
    return await recipesFromSheets(sheets);
  } catch (err) {
    if (err instanceof ParseFailure || err instanceof RowProblem) throw new JobFailure(err.message);
    throw err;
  }
}

async function runImport(
  db: Db,
  dbKind: DbKind,
  jobId: string,
  userId: number,
  bytes: Uint8Array,
  parseLimits: ParseLimits,
  duplicates: TImportDuplicateChoice | undefined,
): Promise<ImportResult> {
  if (bytes.length > IMPORT_LIMITS.maxUploadBytes) throw new JobFailure("The spreadsheet is larger than 25 MB.");
  const archive = checkWorkbookArchive(bytes);
  if ("problem" in archive) throw new JobFailure(archive.problem);

  const batchSize = importBatchSize(dbKind);
  const read = await readRecipes(db, jobId, bytes, parseLimits, batchSize);
  if (read.length === 0) throw new JobFailure("The workbook has no recipes to import.");
  if (!duplicates) {
    // A file whose bytes differ (a fresh export, say) may still hold recipes the person has: they
    // are asked first, as for the same file (ADR 119). Nothing has been written yet.
    const same = await countSameRecipes(db, userId, read);
    if (same > 0) throw new JobFailure(sameRecipesMessage(same, read.length), { sameRecipes: same });
  }
  const { recipes, skipped } = applyDuplicateChoice(read, duplicates ? await ownTitles(db, userId) : [], duplicates);
  if (recipes.length === 0) return { imported: 0, skipped, source: WORKBOOK_SOURCE };
  await settleImportedImages(db, userId, recipes);
  return writeRecipes(db, dbKind, jobId, userId, recipes, skipped, WORKBOOK_SOURCE);
}

/**
 * Another app's export: its recipes were read when it was uploaded; here each is checked, the
 * photos of those kept are stored like uploads, and the recipes are written as a spreadsheet's
 * are. Photos of an import that fails are removed with its recipes (ADR 123).
 */
async function runAppImport(
  db: Db,
  dbKind: DbKind,
  jobId: string,
  userId: number,
  found: AppExport,
  duplicates: TImportDuplicateChoice | undefined,
  images: ImportImages | undefined,
): Promise<ImportResult> {
  const source = APP_FORMATS[found.format];
  const batchSize = importBatchSize(dbKind);
  await markRunning(db, jobId, READ_BATCHES + Math.max(1, Math.ceil(found.recipes.length / batchSize)));
  const read = await checkedAppRecipes(found);
  await reportProgress(db, jobId, 1);
  const kept = applyDuplicateChoice<AppImportItem>(read, duplicates ? await ownTitles(db, userId) : [], duplicates);
  if (kept.recipes.length === 0) return { imported: 0, skipped: kept.skipped, source };
  const stored = images ? await storeAppImages(db, images, userId, kept.recipes) : [];
  try {
    return await writeRecipes(
      db,
      dbKind,
      jobId,
      userId,
      kept.recipes.map((item) => ({ ...item.recipe, title: item.title })),
      kept.skipped,
      source,
    );
  } catch (err) {
    if (images) await dropAppImages(db, images, userId, stored);
    throw err;
  }
}

async function writeRecipes(
  db: Db,
  dbKind: DbKind,
  jobId: string,
  userId: number,
  recipes: TRecipeInputParsed[],
  skipped: number,
  source: string,
): Promise<ImportResult> {
  const batchSize = importBatchSize(dbKind);
  const batches = Math.ceil(recipes.length / batchSize);
  await markRunning(db, jobId, READ_BATCHES + batches);
  await reportProgress(db, jobId, READ_BATCHES);
  // All or nothing without holding the database: each batch commits on its own, hidden, and other
  // requests run between batches; one short transaction then shows them all (ADR 016).
  const index = recipeIndexFor(db);
  try {
    for (let b = 0; b < batches; b += 1) {
      const started = performance.now();
      await stageRecipes(db, jobId, userId, recipes.slice(b * batchSize, (b + 1) * batchSize));
      await reportProgress(db, jobId, READ_BATCHES + b + 1);
      await yieldToOthers(dbKind, performance.now() - started);
    }
    // A large import is published as one marker: the Browse index reads it now, while nobody
    // waits for it, rather than reloading everything once it shows (recipe-index.ts).
    if (recipes.length > FULL_RELOAD_ABOVE) await index.prepareImport(jobId);
    await publishStaged(db, jobId, { imported: recipes.length, skipped, source });
  } catch (err) {
    // If even this fails (the database is gone), the sweeper removes the rows later (ADR 016).
    index.forgetImport(jobId);
    await discardStaged(db, jobId, dbKind).catch(() => undefined);
    throw err;
  }
  // Published: nothing after this may fail the job, or its recipes would hide again. A settle cut
  // short is finished by the sweeper.
  await settlePublished(db, jobId, dbKind).catch(() => undefined);
  // Fresh statistics after a large import keep the next export and listings on good plans.
  if (recipes.length >= ANALYZE_AFTER) {
    await db
      .execute(sql`analyze recipes, recipe_sections, recipe_ingredients, recipe_instructions, recipe_tags, recipe_equipment`)
      .catch(() => undefined);
  }
  return { imported: recipes.length, skipped, source };
}
