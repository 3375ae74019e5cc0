import type { Page, Request } from "@playwright/test";

/** The live notices stream (ADR 139) stays open on every signed-in screen: it never settles. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === "/api/events";

/**
 * Waits until the page has loaded and no request but the live notices stream has been in flight
 * for `quietMs`: what `waitForLoadState("networkidle")` meant before every signed-in screen kept
 * one stream open for good.
 */
export async function settled(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  await page.waitForLoadState("load");
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`The page kept ${inFlight.size} request(s) open for ${timeoutMs} ms.`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/**
 * The page, with `goto` and `reload` returning once the app has drawn over a screen the server drew
 * (ADR 146): until then that screen is inert and the app replaces its elements, so a test that
 * scrolls to, measures or reads an element found in it could hold one that is gone a moment later.
 * A page with no drawn screen (visitor pages, JavaScript off) returns as before. Every page the
 * fixtures hand out is one.
 */
export function waitingForTheApp(page: Page): Page {
  const started = () =>
    page.waitForFunction(() => document.getElementById("root")?.hasAttribute("inert") !== true, undefined, { timeout: 30_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
  return page;
}
