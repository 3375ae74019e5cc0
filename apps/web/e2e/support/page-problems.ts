import type { Page } from "@playwright/test";

/**
 * Everything that goes wrong on a page while it is watched: console errors, script errors, failed
 * or refused requests, and Content-Security-Policy violations.
 */
export async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A request the page itself gave up on (the next navigation started) did not fail; a refused
    // one (net::ERR_BLOCKED_BY_CSP and the like) did.
    const why = request.failure()?.errorText ?? "";
    if (why !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()} ${why}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}
