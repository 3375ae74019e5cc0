import { z } from "zod";

/**
 * The bookmarklet hand-off (ADR 067): the page a person is reading is posted to
 * `/import-from-web`, and the server answers with the web app carrying it in one JSON block.
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
export const ZWebImportHandoff = z.union([
  z.object({ url: z.string().min(1).max(WEB_IMPORT_HANDOFF.urlMaxChars), html: z.string() }),
  z.object({ error: z.string().min(1).max(500) }),
]);
export type TWebImportHandoff = z.infer<typeof ZWebImportHandoff>;
