import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "@simmer/db";

/**
 * What a step after an account's deletion may do with stored files: remove them. The server's image
 * store (images/) is one; backup/ names only this much of it, so that it stays below images/ (ADR 114).
 */
export interface RemovesFiles {
  /** Removes a key; a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

/**
 * How one domain takes part in backup, restore and account deletion (ADR 111). Each domain
 * declares this in its own folder (`<domain>/<domain>.backup.ts`); `account/` only runs the
 * declarations in order, inside its zip stream, manifest and transaction.
 */
export interface DomainBackup {
  /** The domain, named as its folder. */
  domain: string;
  /** Tables holding the person's rows that the archive carries (with their child tables). */
  carries: readonly PgTable[];
  /** Tables holding the person's rows that a backup leaves out, each with the reason. */
  leavesOut: ReadonlyArray<{ table: PgTable; why: string }>;
  /** Owner columns whose rows mean the account holds data: a restore goes only into an empty account (ADR 074). */
  holdsData: readonly PgColumn[];
  /** The JSON documents this domain writes to the archive and reads back, in the order they are restored. */
  documents: ReadonlyArray<ArchiveDocument>;
  /**
   * Work before the person's row is deleted, inside the deletion's transaction (every owned row
   * cascades from `users`); returns what to do once it has committed, if anything (ADR 071).
   */
  beforeAccountDeleted?: (tx: Db, userId: number) => Promise<((store: RemovesFiles) => Promise<void>) | void>;
}

/** What a domain's restore receives: the transaction and what earlier domains restored. */
export interface RestoreContext {
  tx: Db;
  userId: number;
  /** The archive's recipe refs and the new recipe ids (recipes are restored first). */
  recipeIds: ReadonlyMap<number, number>;
  /** The new journal entry ids, in archive order: a planned slot names its entry by position. */
  journalIds: number[];
  /** Things restored differently from the archive, in words. */
  warnings: string[];
  /** What was restored, by the manifest's names. */
  counts: Record<string, number>;
}

export type DocumentSchema = z.ZodArray | z.ZodObject;

/** One JSON entry of the archive: how it is written from the database and written back. */
export interface ArchiveDocument<S extends DocumentSchema = DocumentSchema> {
  entry: string;
  schema: S;
  /** The document for a backup, and the counts it adds to the manifest. */
  read(db: Db, userId: number): Promise<{ doc: z.infer<S>; counts: Record<string, number> }>;
  /** Writes the document back inside the restore's transaction, ids remapped. */
  restore(ctx: RestoreContext, doc: z.infer<S>): Promise<void>;
}

/** Declares a document with its schema's type carried through to `read` and `restore`. */
export function archiveDocument<S extends DocumentSchema>(document: ArchiveDocument<S>): ArchiveDocument {
  return document as unknown as ArchiveDocument;
}
