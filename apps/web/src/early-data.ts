/**
 * A signed-in screen's first data, asked for while the app's own scripts are still on their way
 * (ADR 130); on a screen the server drew, the app's start after the first paint (ADR 146). The
 * server names this file in the page of each signed-in address; it runs as soon as it arrives (a few hundred bytes), sends one batched request for what that screen's loaders
 * ask first, and leaves the answer where the app's tRPC client takes it (early-answers.ts).
 * It imports nothing, so it never waits for another file.
 */

/** Where the answers wait; early-answers.ts reads the same name. */
export const EARLY_ANSWERS_GLOBAL = "__simmerEarlyAnswers";

export interface EarlyCall {
  path: string;
  input?: unknown;
}

/** The Monday (YYYY-MM-DD, local time) of the week holding `now`, as the Plan opens on. */
export function mondayOf(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The calls the app's loaders make first at this address, with the same inputs, so their
 * answers can be used as they are. An address with search terms the screen turns into other
 * inputs asks only for what every signed-in screen needs.
 */
export function earlyCalls(pathname: string, search: URLSearchParams, now: Date): EarlyCall[] {
  const screen = pathname.replace(/\/+$/, "");
  if (screen !== "/dashboard" && !screen.startsWith("/dashboard/")) return [];
  const calls: EarlyCall[] = [{ path: "auth.me" }, { path: "account.preferences.get" }];
  if (screen === "/dashboard/Dash") calls.push({ path: "metrics.list" }, { path: "journal.list" });
  else if (screen === "/dashboard/browse") calls.push({ path: "filters.list" });
  else if (screen === "/dashboard/recipes" && !search.has("search"))
    calls.push({ path: "recipes.list", input: { scope: "mine", limit: 120, offset: 0 } });
  else if (screen === "/dashboard/plan" && !search.has("week"))
    calls.push(
      { path: "plans.get", input: { weekStart: mondayOf(now) } },
      { path: "plans.rules.get" },
      { path: "plans.templates.list" },
      { path: "recipes.list", input: { limit: 20 } },
    );
  else if (screen === "/dashboard/shop") calls.push({ path: "shopping.list" });
  return calls;
}

/** The key one call's answer waits under: its procedure and its input as JSON. */
export const earlyKey = (path: string, input: unknown) => `${path} ${input === undefined ? "" : JSON.stringify(input)}`;

/** One call's answer as tRPC's batch sends it: its data, or nothing for an error. */
type Answer = { data: unknown } | undefined;

/** A GET of tRPC's batch format, as its client sends one: paths joined, inputs by position. */
export function batchUrl(calls: readonly EarlyCall[]): string {
  const inputs: Record<string, unknown> = {};
  calls.forEach((call, index) => {
    if (call.input !== undefined) inputs[index] = call.input;
  });
  return `/trpc/${calls.map((call) => call.path).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem("token");
  } catch {
    return null;
  }
}

function start() {
  const token = storedToken();
  if (!token) return;
  const calls = earlyCalls(location.pathname, new URLSearchParams(location.search), new Date());
  if (calls.length === 0) return;
  // Anything but a clean answer leaves the app to ask again itself, with its own error handling.
  const batch: Promise<unknown[] | null> = fetch(batchUrl(calls), { headers: { Authorization: `Bearer ${token}` } })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
    .then((body) => (Array.isArray(body) && body.length === calls.length ? body : null))
    .catch(() => null);
  const answers: Record<string, Promise<Answer>> = {};
  calls.forEach((call, index) => {
    answers[earlyKey(call.path, call.input)] = batch.then((body) => {
      const item = body?.[index] as { result?: { data?: unknown } } | undefined;
      return item?.result && "data" in item.result ? { data: item.result.data } : undefined;
    });
  });
  (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = { at: performance.now(), answers };
}

/**
 * The page's meta element naming the app's entry on a screen the server drew: FIRST_RENDER.appMeta
 * of the shared contracts, written out because this file imports nothing (early-data.test.ts
 * holds the two together).
 */
export const APP_META = "simmer-app";

/** The longest the app waits for the drawn screen's pictures before it starts anyway. */
export const LOAD_WAIT_MS = 3000;

type Win = Pick<Window, "addEventListener" | "requestAnimationFrame" | "setTimeout">;

/**
 * On a screen the server drew (ADR 146) the data is already in the page, and the app starts only
 * once the browser has shown that screen: the meta element names the app's entry and the files it
 * will ask for, which are fetched from then on, side by side, and the entry is run. A hidden tab
 * paints nothing, so it starts at once.
 */
export function appAfterFirstPaint(doc: Document, start: (entry: string) => void, win: Win = window): boolean {
  const files = (doc.querySelector(`meta[name="${APP_META}"]`)?.getAttribute("content") ?? "")
    .split(" ")
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
  const entry = files[0];
  if (!entry) return false;
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const file of files) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = file;
      doc.head.append(link);
    }
    start(entry);
  };
  if (doc.visibilityState === "hidden") {
    go();
    return true;
  }
  doc.addEventListener("visibilitychange", go, { once: true });
  // After the page's own pictures too (the load event), so the screen shows whole first; a picture
  // slow to come holds the app back no longer than LOAD_WAIT_MS.
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(go, 0));
  if (doc.readyState === "complete") afterPaint();
  else {
    win.addEventListener("load", afterPaint, { once: true });
    win.setTimeout(go, LOAD_WAIT_MS);
  }
  return true;
}

if (typeof window !== "undefined" && typeof document !== "undefined" && import.meta.env?.PROD) {
  if (!appAfterFirstPaint(document, (entry) => void import(/* @vite-ignore */ entry))) start();
}
