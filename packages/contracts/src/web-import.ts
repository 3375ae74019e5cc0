/**
 * The bookmarklet hand-off (ADR 067): the page a person is reading is posted to
 * `/import-from-web`, and the server answers with the web app carrying it in one JSON block.
 * Free of zod on purpose: the web app reads it before its first screen, in the smallest bundle.
 */
export const WEB_IMPORT_HANDOFF = {
  /** Where the bookmarklet posts its form (urlencoded fields `url` and `html`). */
  path: "/import-from-web",
  /** The id of the `<script type="application/json">` block the answer carries. */
  elementId: "simmer-web-import",
  /** The page source accepted, in UTF-8 bytes: what the importer itself reads at most. */
  htmlMaxBytes: 5 * 1024 * 1024,
  urlMaxChars: 2000,
} as const;

/** What the web app finds in the block: the page to import, or why it could not be handed over. */
export type TWebImportHandoff = { url: string; html: string } | { error: string };

const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.length > 0 && value.length <= max;

/** The hand-off when `value` has its shape, else null (a block is never trusted blindly). */
export function parseWebImportHandoff(value: unknown): TWebImportHandoff | null {
  if (typeof value !== "object" || value === null) return null;
  const { url, html, error } = value as Record<string, unknown>;
  if (isText(error, 500) && url === undefined && html === undefined) return { error };
  if (isText(url, WEB_IMPORT_HANDOFF.urlMaxChars) && typeof html === "string" && error === undefined) return { url, html };
  return null;
}
