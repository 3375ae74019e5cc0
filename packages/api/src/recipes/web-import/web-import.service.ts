import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { recipes, type Db } from "@simmer/db";
import { WEB_IMPORT_MESSAGES, type TRecipeInput, type TWebImportDuplicate, type TWebImportResult } from "@simmer/contracts";
import type { AppConfig } from "../../trpc/context";
import type { ImageStore } from "../../images";
import * as images from "../../images";
import { extractRecipe } from "./extract";
import { fetchImage, fetchPage, WebFetchError, type TWebFetchOptions } from "./fetch-page";
import { pageText } from "./page-text";
import type { WebImportLimiter } from "./rate-limit";
import { canonicalSourceKey, hostOfKey } from "./source-link";

/** What the web import needs from a request's context. */
export interface WebImportDeps {
  db: Db;
  images: ImageStore;
  config: Pick<AppConfig, "webImport" | "images">;
  webImportLimiter: WebImportLimiter;
}

const trpcCodeFor: Record<number, TRPCError["code"]> = {
  400: "BAD_REQUEST",
  422: "UNPROCESSABLE_CONTENT",
  499: "CLIENT_CLOSED_REQUEST",
  502: "BAD_GATEWAY",
  504: "GATEWAY_TIMEOUT",
};

/** A fetch failure as the answer a person sees: 400, 422, 502 or 504 with the fetcher's sentence. */
export function asTrpcError(error: unknown): unknown {
  if (!(error instanceof WebFetchError)) return error;
  return new TRPCError({ code: trpcCodeFor[error.status] ?? "BAD_GATEWAY", message: error.message, cause: error });
}

function fetchOptions(deps: WebImportDeps, signal: AbortSignal | undefined): TWebFetchOptions {
  const { allowHosts, timeoutMs, ports } = deps.config.webImport;
  return { allowHosts, timeoutMs, ports, signal };
}

function countFetch(deps: WebImportDeps, userId: number): void {
  if (!deps.webImportLimiter.take(userId)) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: WEB_IMPORT_MESSAGES.rateLimited });
}

/**
 * Reads a recipe from a web page for the recipe form (ADR 065); nothing is saved. With `html`
 * the page source the browser sent is read as if it came from `url`, and `url` is never fetched.
 */
export async function readPage(
  deps: WebImportDeps,
  userId: number,
  input: { url: string; html?: string | undefined },
  signal?: AbortSignal,
): Promise<TWebImportResult> {
  countFetch(deps, userId);
  let html: string;
  let pageUrl: string;
  if (input.html !== undefined) {
    // Only read, never fetched: the address is the base for the page's links and its source.
    pageUrl = readableAddress(input.url);
    html = input.html;
  } else {
    const page = await fetchPage(input.url, fetchOptions(deps, signal)).catch((error: unknown) => {
      throw asTrpcError(error);
    });
    pageUrl = page.url;
    html = pageText(page);
  }
  const extracted = extractRecipe(html, pageUrl);
  if (!extracted.found) throw new TRPCError({ code: "UNPROCESSABLE_CONTENT", message: extracted.message });
  const links = [extracted.recipe.data_source_link, input.url, pageUrl];
  return { recipe: extracted.recipe, warnings: extracted.warnings, duplicate: await findDuplicate(deps.db, userId, links) };
}

function readableAddress(address: string): string {
  try {
    const url = new URL(address.trim());
    if (url.protocol === "http:" || url.protocol === "https:") return url.href;
  } catch {
    // answered below
  }
  throw new TRPCError({ code: "BAD_REQUEST", message: WEB_IMPORT_MESSAGES.invalidUrl });
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One of the caller's own recipes whose source link names the same page as any of `links`
 * (compared by canonicalSourceKey). Another person's recipes and the catalogue are never looked at.
 */
export async function findDuplicate(db: Db, userId: number, links: readonly (string | null)[]): Promise<TWebImportDuplicate | null> {
  const keys = new Set(links.flatMap((link) => (link === null ? [] : [canonicalSourceKey(link)])).filter((k): k is string => k !== null));
  for (const host of new Set([...keys].map(hostOfKey))) {
    const rows = await db
      .select({ id: recipes.id, title: recipes.title, link: recipes.dataSourceLink })
      .from(recipes)
      .where(
        and(
          eq(recipes.ownerId, userId),
          isNull(recipes.importJobId),
          isNotNull(recipes.dataSourceLink),
          sql`${recipes.dataSourceLink} ilike ${likePattern(host)}`,
        ),
      )
      .orderBy(asc(recipes.id))
      .limit(1000);
    const found = rows.find((row) => row.link !== null && keys.has(canonicalSourceKey(row.link) ?? ""));
    if (found) return { id: found.id, title: found.title };
  }
  return null;
}

/**
 * Fetches a remote image through the safe fetcher, then checks, re-encodes and stores it exactly
 * like an upload (quota included). It stays an unused upload until a recipe uses it.
 */
export async function createImageFromUrl(deps: WebImportDeps, userId: number, url: string, signal?: AbortSignal): Promise<{ url: string }> {
  countFetch(deps, userId);
  const fetched = await fetchImage(url, fetchOptions(deps, signal)).catch((error: unknown) => {
    throw asTrpcError(error);
  });
  return images.create(deps.db, deps.images, deps.config.images, userId, new Uint8Array(fetched.bytes));
}

const REMOTE = /^https?:\/\//i;

/**
 * Before a recipe is saved: a remote `image_url` is fetched and stored like an upload, and the
 * recipe uses the stored address. A failed image never blocks the save: the recipe goes without
 * it, with a warning. Runs before any transaction opens; `keep` is an address the recipe already
 * shows, left as it is.
 */
export async function withStoredImage(
  deps: WebImportDeps,
  userId: number,
  input: TRecipeInput,
  keep: string | null,
  signal?: AbortSignal,
): Promise<{ input: TRecipeInput; stored: string | null; warnings: string[] }> {
  const address = typeof input.image_url === "string" ? input.image_url.trim() : null;
  if (address === null || !REMOTE.test(address) || address === keep) return { input, stored: null, warnings: [] };
  if (!deps.webImportLimiter.take(userId))
    return { input: { ...input, image_url: null }, stored: null, warnings: [WEB_IMPORT_MESSAGES.imageLimited] };
  try {
    const fetched = await fetchImage(address, fetchOptions(deps, signal));
    const { url } = await images.create(deps.db, deps.images, deps.config.images, userId, new Uint8Array(fetched.bytes));
    return { input: { ...input, image_url: url }, stored: url, warnings: [] };
  } catch (error) {
    if (error instanceof TRPCError && error.code === "INTERNAL_SERVER_ERROR") throw error;
    if (!(error instanceof WebFetchError) && !(error instanceof TRPCError)) throw error;
    return { input: { ...input, image_url: null }, stored: null, warnings: [WEB_IMPORT_MESSAGES.imageNotSaved] };
  }
}
