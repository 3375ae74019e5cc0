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

/** Asks the server to read a recipe out of a page; `signal` lets the person cancel while it works. */
export function importFromWeb(page: WebPage, signal: AbortSignal): Promise<TWebImport> {
  const input = page.html ? { url: page.url, html: page.html } : { url: page.url };
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
