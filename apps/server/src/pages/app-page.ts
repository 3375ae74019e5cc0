import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Written by the web build (apps/web/vite.route-preloads.ts): each address's on-demand files. */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

type RoutePreloads = Record<string, { scripts?: unknown; styles?: unknown; early?: unknown }>;

export interface AppPage {
  html: string;
  etag: string;
}

const ASSET = /^assets\/[\w.-]+\.(js|css)$/;

const files = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((file): file is string => typeof file === "string" && ASSET.test(file)) : [];

/** The address without query or trailing slash, as the build keys it. */
export function screenAddress(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The app's index.html for one address, naming that screen's own scripts (modulepreload) and
 * style sheets in its head, so the browser fetches them with the entry instead of after it has
 * run, and for a signed-in screen the script that asks for its first data at once (ADR 130). An address the build does not list gets index.html unchanged. Both files are
 * read again whenever index.html changes on disk, so a rebuild while running is picked up.
 */
export function createAppPages(webDist: string) {
  const indexPath = path.join(webDist, "index.html");
  let cache: { mtimeMs: number; pages: Map<string, AppPage>; index: string; preloads: RoutePreloads } | null = null;

  const load = () => {
    const { mtimeMs } = fs.statSync(indexPath);
    if (cache && cache.mtimeMs === mtimeMs) return cache;
    const index = fs.readFileSync(indexPath, "utf8");
    let preloads: RoutePreloads = {};
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), "utf8"));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) preloads = parsed as RoutePreloads;
    } catch {
      // A build without the list (or an unreadable one) serves index.html as it is.
    }
    cache = { mtimeMs, pages: new Map(), index, preloads };
    return cache;
  };

  return function pageFor(url: string): AppPage {
    const state = load();
    const address = screenAddress(url);
    const known = Object.hasOwn(state.preloads, address) ? address : "";
    const cached = state.pages.get(known);
    if (cached) return cached;
    const entry = known ? state.preloads[known] : undefined;
    const links = [
      ...files(entry?.styles).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...files(entry?.scripts).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    let html =
      links.length > 0 && state.index.includes("</head>") ? state.index.replace("</head>", `${links.join("")}</head>`) : state.index;
    // The early data request goes out before the app's own scripts, which take longer to arrive.
    const [early] = files([entry?.early]);
    if (early && html.includes("<script"))
      html = html.replace("<script", `<script type="module" async crossorigin src="/${early}"></script><script`);
    const page = { html, etag: `"${crypto.createHash("sha256").update(html).digest("base64url").slice(0, 27)}"` };
    state.pages.set(known, page);
    return page;
  };
}
