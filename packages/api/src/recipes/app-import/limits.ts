/**
 * Bounds on another app's export, checked while it is read so a hostile file is refused as soon as
 * it crosses one (ADR 123). The upload itself is capped at 25 MB like a spreadsheet (ADR 012).
 */
export const APP_IMPORT_LIMITS = {
  /** Files in one archive, counting those inside nested archives. */
  maxEntries: 5000,
  /** Bytes one file may inflate to: a recipe document holding a 10 MB photo as base64 fits. */
  maxEntryBytes: 16 * 1024 * 1024,
  /** One photo, as an upload (ADR 013). */
  maxPhotoBytes: 10 * 1024 * 1024,
  /** Bytes all files together may inflate to. */
  maxTotalBytes: 96 * 1024 * 1024,
  /** Archives inside the upload: Tandoor's zip of zips is one level. */
  maxNesting: 1,
  /** Recipes one export may hold. */
  maxRecipes: 10_000,
  /** Photos one export may bring; recipes past this come without theirs. */
  maxImages: 2000,
  /** A text document (JSON, HTML, Markdown, CSV) as read. */
  maxDocumentBytes: 32 * 1024 * 1024,
} as const;

/** An export refused before anything is stored; its message is for the person (answered 400). */
export class ExportRefused extends Error {}
