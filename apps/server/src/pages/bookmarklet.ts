import fs from "node:fs";
import path from "node:path";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { BOOKMARKLET_MESSAGES, unsafeTextReason, WEB_IMPORT_HANDOFF, type TWebImportHandoff } from "@simmer/contracts";

const URLENCODED = "application/x-www-form-urlencoded";
/** Percent-encoding can triple a page on the way in; the decoded page is held to the real cap. */
export const HANDOFF_BODY_LIMIT = WEB_IMPORT_HANDOFF.htmlMaxBytes * 3 + 64 * 1024;

/** Used when the server runs without the built web app (API tests, dev with Vite). */
const BARE_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Simmer</title></head><body><div id="root"></div></body></html>';

/** JSON that is safe inside a <script> element: nothing in it can end the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The web app's page with the hand-off as a JSON block the browser never runs (allowed by our CSP). */
export function pageWithHandoff(shell: string, handoff: TWebImportHandoff): string {
  const block = `<script type="application/json" id="${WEB_IMPORT_HANDOFF.elementId}">${jsonForScript(handoff)}</script>`;
  const at = shell.indexOf("</head>");
  return at === -1 ? block + shell : shell.slice(0, at) + block + shell.slice(at);
}

function isWebAddress(text: string): boolean {
  if (text.length > WEB_IMPORT_HANDOFF.urlMaxChars || unsafeTextReason(text) !== null || !URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === "http:" || protocol === "https:";
}

/** What the bookmarklet's form carried, as the web app will receive it, with the status to answer. */
export function readHandoff(form: URLSearchParams): { status: number; handoff: TWebImportHandoff } {
  const url = (form.get("url") ?? "").trim();
  const html = form.get("html") ?? "";
  if (Buffer.byteLength(html, "utf8") > WEB_IMPORT_HANDOFF.htmlMaxBytes)
    return { status: 413, handoff: { error: BOOKMARKLET_MESSAGES.tooLarge } };
  if (!isWebAddress(url)) return { status: 400, handoff: { error: BOOKMARKLET_MESSAGES.badLink } };
  // A page can hold NUL in attribute values set by its scripts; stored text cannot, and it means nothing in a recipe.
  return { status: 200, handoff: { url, html: html.replaceAll("\u0000", "\uFFFD") } };
}

/**
 * POST /import-from-web (ADR 067): the 'Save to Simmer' bookmarklet posts the page a person is
 * reading here from any site, in a new tab. Nothing is stored and no one needs to be signed in: the
 * answer is the web app itself carrying the page, which then asks the person to sign in if needed
 * and imports it through the usual procedure. Every answer, refusals included, is that page, so
 * the person always lands in Simmer with a sentence saying what happened.
 */
export async function registerBookmarklet(app: FastifyInstance, webDist: string | null) {
  const indexFile = webDist ? path.join(webDist, "index.html") : null;
  const shell = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : BARE_SHELL;
  const answer = (reply: FastifyReply, status: number, handoff: TWebImportHandoff) =>
    reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(pageWithHandoff(shell, handoff));

  await app.register(async (scope) => {
    scope.addContentTypeParser(URLENCODED, { parseAs: "string", bodyLimit: HANDOFF_BODY_LIMIT }, (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, "bookmarklet hand-off failed");
      return answer(reply, status, { error: status === 413 ? BOOKMARKLET_MESSAGES.tooLarge : BOOKMARKLET_MESSAGES.notAForm });
    });
    scope.post(WEB_IMPORT_HANDOFF.path, { bodyLimit: HANDOFF_BODY_LIMIT }, async (request, reply) => {
      if (!(request.body instanceof URLSearchParams)) return answer(reply, 415, { error: BOOKMARKLET_MESSAGES.notAForm });
      const { status, handoff } = readHandoff(request.body);
      return answer(reply, status, handoff);
    });
  });
}
