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

/**
 * The visitor pages the web build writes as plain HTML (ADR 145): the landing and login pages as
 * first opened are drawn before any script and do not load the app. Later visits inside the app
 * (and the installed app, whose service worker answers with index.html) use the app's own screens.
 */
const VISITOR_PAGES: Record<string, string> = { "/": "landing.html", "/login": "login.html" };
/** The screen a login opens by default (the web app's APP_HOME), whose files the login page prefetches. */
const HOME_SCREEN = "/dashboard/browse";

/** The build's own scripts and style sheets that a page names in its head. */
const namedAssets = (html: string): string[] =>
  [...html.matchAll(/(?:src|href)="\/(assets\/[\w.-]+\.(?:js|css))"/g)].map((match) => match[1]!).filter((file) => ASSET.test(file));

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
  let cache: { mtimeMs: number; pages: Map<string, AppPage>; index: string; preloads: RoutePreloads; visitor: Map<string, string> } | null =
    null;

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
    const visitor = new Map<string, string>();
    for (const [address, file] of Object.entries(VISITOR_PAGES)) {
      try {
        visitor.set(address, fs.readFileSync(path.join(webDist, file), "utf8"));
      } catch {
        // An older build without the plain pages: the app's own screen answers.
      }
    }
    cache = { mtimeMs, pages: new Map(), index, preloads, visitor };
    return cache;
  };

  const withEtag = (html: string): AppPage => ({
    html,
    etag: `"${crypto.createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
  });

  /**
   * A plain visitor page. The login page names the app's files and those of the screen a login
   * opens, which its script asks the browser to fetch once the page is idle, so the app opens
   * from the cache after logging in.
   */
  const visitorPage = (state: NonNullable<typeof cache>, address: string, html: string): AppPage => {
    if (address !== "/login" || !html.includes("</head>")) return withEtag(html);
    const home = state.preloads[HOME_SCREEN];
    const own = new Set(namedAssets(html));
    const prefetch = [
      ...new Set([...namedAssets(state.index), ...files(home?.scripts), ...files(home?.styles), ...files([home?.early])]),
    ].filter((file) => !own.has(file));
    const meta = `<meta name="simmer-prefetch" content="${prefetch.map((file) => `/${file}`).join(" ")}">`;
    return withEtag(html.replace("</head>", `${meta}</head>`));
  };

  return function pageFor(url: string): AppPage {
    const state = load();
    const address = screenAddress(url);
    const visitorHtml = state.visitor.get(address);
    if (visitorHtml !== undefined) {
      const key = `visitor:${address}`;
      const page = state.pages.get(key) ?? visitorPage(state, address, visitorHtml);
      state.pages.set(key, page);
      return page;
    }
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
    const page = withEtag(html);
    state.pages.set(known, page);
    return page;
  };
}
