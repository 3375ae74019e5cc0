import type { Document } from "domhandler";
import { attr, collapse, elements, textOf } from "./dom";

export interface PageMeta {
  title: string | null;
  image: string | null;
  siteName: string | null;
  canonical: string | null;
  ogUrl: string | null;
  description: string | null;
}

/** OpenGraph, Twitter card and plain head tags: the last resort for a title and an image. */
export function pageMeta(doc: Document): PageMeta {
  const metas = new Map<string, string>();
  for (const el of elements(doc, (e) => e.name === "meta")) {
    const key = (attr(el, "property") ?? attr(el, "name") ?? attr(el, "itemprop") ?? "").toLowerCase();
    const content = attr(el, "content");
    if (key && content && !metas.has(key)) metas.set(key, collapse(content));
  }
  const canonicalLink = elements(doc, (e) => e.name === "link" && (attr(e, "rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"))[0];
  const titleTag = elements(doc, (e) => e.name === "title")[0];
  return {
    title: metas.get("og:title") ?? metas.get("twitter:title") ?? (titleTag ? textOf(titleTag) || null : null),
    image: metas.get("og:image") ?? metas.get("og:image:url") ?? metas.get("og:image:secure_url") ?? metas.get("twitter:image") ?? null,
    siteName: metas.get("og:site_name") ?? metas.get("application-name") ?? null,
    canonical: canonicalLink ? attr(canonicalLink, "href") : null,
    ogUrl: metas.get("og:url") ?? null,
    description: metas.get("og:description") ?? metas.get("description") ?? null,
  };
}
