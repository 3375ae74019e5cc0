import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@simmer/api";
import { trpcClient } from "../../trpc";

/** What `recipes.importUrl` answers: the recipe to review, what could not be placed, and a recipe of ours from that link. */
export type TWebImport = inferRouterOutputs<AppRouter>["recipes"]["importUrl"];
export type TWebRecipe = TWebImport["recipe"];

/** A page to import: its address, and its source when the browser already has it (the bookmarklet). */
export interface WebPage {
  url: string;
  html?: string;
}

/** What a page keeps when it is sent for reading: everything but the parts no recipe is read from. */
const UNREAD_PARTS = [
  'script:not([type*="ld+json" i])',
  "style",
  "svg",
  "iframe",
  "template",
  "canvas",
  "video",
  "audio",
  'link:not([rel~="canonical" i])',
].join(",");

/**
 * A page's source without its scripts (JSON-LD kept), styles, inline drawings, frames and
 * comments, which are most of a modern page's weight and none of its recipe. The browser parses
 * it into an inert document (nothing runs or loads) and writes it out again; markup the importer
 * reads (JSON-LD, microdata, RDFa, headings, lists, meta and the canonical link) stays as it was.
 */
export function slimPage(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const node of doc.querySelectorAll(UNREAD_PARTS)) node.remove();
  const comments = doc.createTreeWalker(doc, NodeFilter.SHOW_COMMENT);
  const unread: Node[] = [];
  while (comments.nextNode()) unread.push(comments.currentNode);
  for (const node of unread) node.parentNode?.removeChild(node);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/** Asks the server to read a recipe out of a page; `signal` lets the person cancel while it works. */
export function importFromWeb(page: WebPage, signal: AbortSignal): Promise<TWebImport> {
  const input = page.html ? { url: page.url, html: slimPage(page.html) } : { url: page.url };
  return trpcClient.recipes.importUrl.mutate(input, { signal });
}

/** Stores the page's image as one of the person's unused uploads, so the form can show it (CSP img-src 'self'). */
export async function previewRemoteImage(url: string, signal: AbortSignal): Promise<string> {
  return (await trpcClient.images.fromUrl.mutate({ url }, { signal })).url;
}

/** Drops a previewed upload that no recipe ended up using; it would be swept later anyway. */
export function discardPreview(url: string): void {
  void trpcClient.images.discard.mutate({ url }).catch(() => undefined);
}
