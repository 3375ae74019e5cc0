import { attr, collapse, textOf, type PageIndex } from "./dom";

export interface PageMeta {
  title: string | null;
  image: string | null;
  siteName: string | null;
  canonical: string | null;
  ogUrl: string | null;
  description: string | null;
}

/** OpenGraph, Twitter card and plain head tags: the last resort for a title and an image. */
export function pageMeta(index: PageIndex): PageMeta {
  const metas = new Map<string, string>();
  for (const el of index.metas) {
    const key = (attr(el, "property") ?? attr(el, "name") ?? attr(el, "itemprop") ?? "").toLowerCase();
    const content = attr(el, "content");
    if (key && content && !metas.has(key)) metas.set(key, collapse(content));
  }
  const canonicalLink = index.links.find((e) => (attr(e, "rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"));
  const titleTag = index.titles[0];
  return {
    title: metas.get("og:title") ?? metas.get("twitter:title") ?? (titleTag ? textOf(titleTag) || null : null),
    image: metas.get("og:image") ?? metas.get("og:image:url") ?? metas.get("og:image:secure_url") ?? metas.get("twitter:image") ?? null,
    siteName: metas.get("og:site_name") ?? metas.get("application-name") ?? null,
    canonical: canonicalLink ? attr(canonicalLink, "href") : null,
    ogUrl: metas.get("og:url") ?? null,
    description: metas.get("og:description") ?? metas.get("description") ?? null,
  };
}
