import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { FIRST_RENDER } from "@simmer/contracts";

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

/**
 * The build's key for an address that names a record (`/dashboard/recipes/$` for
 * `/dashboard/recipes/12`): each `$` stands for one non-empty segment. Exact keys win before this.
 */
export function patternOf(preloads: Record<string, unknown>, address: string): string | null {
  const segments = address.split("/");
  for (const key of Object.keys(preloads)) {
    if (!key.includes("$")) continue;
    const parts = key.split("/");
    if (parts.length === segments.length && parts.every((part, i) => (part === "$" ? segments[i] !== "" : part === segments[i])))
      return key;
  }
  return null;
}

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
  let cache: {
    mtimeMs: number;
    pages: Map<string, AppPage>;
    index: string;
    preloads: RoutePreloads;
    visitor: Map<string, string>;
    early: string | null;
  } | null = null;

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
    // The early script's file, which every signed-in screen's entry names (ADR 130).
    const early = Object.values(preloads).flatMap((entry) => files([entry?.early]))[0] ?? null;
    cache = { mtimeMs, pages: new Map(), index, preloads, visitor, early };
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

  /** The early script's file (ADR 130), which a drawn screen's page names (ADR 146). */
  const earlyFile = (): string | null => load().early;

  const pageFor = (url: string): AppPage => {
    const state = load();
    const address = screenAddress(url);
    const visitorHtml = state.visitor.get(address);
    if (visitorHtml !== undefined) {
      const key = `visitor:${address}`;
      const page = state.pages.get(key) ?? visitorPage(state, address, visitorHtml);
      state.pages.set(key, page);
      return page;
    }
    const known = Object.hasOwn(state.preloads, address) ? address : (patternOf(state.preloads, address) ?? "");
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

  return { pageFor, earlyFile };
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * The page policy's sources for the style attributes of a drawn screen (ADR 146). React sets a
 * component's `style` through the CSSOM, which the policy does not govern, but in the server's
 * markup it is a `style="…"` attribute, which `style-src 'self'` refuses: each distinct value is
 * allowed by its own hash ('unsafe-hashes'), and nothing else inline is.
 */
export function styleAttributeSources(markup: string): string[] {
  const values = new Set<string>();
  for (const match of markup.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(match[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!));
  }
  if (values.size === 0) return [];
  return ["'unsafe-hashes'", ...[...values].map((value) => `'sha256-${crypto.createHash("sha256").update(value).digest("base64")}'`)];
}

/** The page's policy with the drawn screen's style attributes allowed in style-src. */
export function policyWithStyles(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;)(\s*style-src [^;]*)/,
    (_all, start: string, directive: string) => `${start}${directive} ${sources.join(" ")}`,
  );
}

/** JSON inside a script element: nothing in it can close the element or start markup. */
export const scriptSafeJson = (json: string): string =>
  json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * A screen's page with its first render (ADR 146): the markup inside #root and the data its queries
 * answered for the browser's cache (in a data element, which the page's policy lets no script run
 * from). The app's entry and files are named in a meta element instead of loaded: the early script
 * (src/early-data.ts, added where the page lacks it) starts it once the browser has painted the
 * drawn screen, and asks for no data, since the data is in the page.
 */
export function withFirstRender(html: string, rendered: { html: string; data: string }, earlyFile: string | null): string | null {
  const entry = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"><\/script>/.exec(html);
  if (!entry || !earlyFile || !ASSET.test(earlyFile) || !html.includes('<div id="root"></div>')) return null;
  const appFile = entry[1]!;
  const earlyTag = `<script type="module" async crossorigin src="/${earlyFile}"></script>`;
  // The app's files are asked for once the drawn screen is on show: nothing of the app stands
  // between the page and its first paint, not even in the connection (ADR 146).
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[\w.-]+\.js)">/g)].map((match) => match[1]!);
  const later = [appFile, ...preloaded.filter((file) => file !== appFile)].map((file) => `/${file}`).join(" ");
  const start = `<meta name="${FIRST_RENDER.appMeta}" content="${later}">${earlyTag}`;
  const data = `<script type="application/json" id="${FIRST_RENDER.dataElementId}">${scriptSafeJson(rendered.data)}</script>`;
  return (
    html
      .replace(/<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">/g, "")
      .replace(earlyTag, "")
      .replace(entry[0], () => start)
      // Until the app has drawn over it the screen is a picture of itself: nothing in it takes a
      // click or a key that no code would answer, or text the app's own render would drop.
      .replace('<div id="root"></div>', () => `<div id="root" inert>${rendered.html}</div>${data}`)
  );
}
