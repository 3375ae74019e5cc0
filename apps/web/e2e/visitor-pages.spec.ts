import { expect, PASSWORD, test } from "./fixtures";

// The landing and login pages as first opened are plain HTML, drawn before any script and without
// the app (ADR 145); the app's own screens take over once signed in.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the visitor pages at ${viewport.width} px`, () => {
    test("are whole without any script: the landing's ways in and the login form", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto("/");
        await expect(page.getByRole("heading", { name: "Simplify your life" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
        await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
        await page.getByRole("link", { name: "Log In" }).click();
        await page.waitForURL("**/login");
        await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
        await expect(page.getByLabel("Email")).toBeVisible();
        await expect(page.getByLabel("Password")).toBeVisible();
        await expect(page.getByRole("button", { name: "Log In" })).toBeEnabled();
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      } finally {
        await context.close();
      }
    });
  });
}

test("the login page runs none of the app, says what went wrong, fetches the app while idle and opens the page asked for", async ({
  freshPage,
  newPerson,
}) => {
  const page = await freshPage({ width: 390, height: 844 });
  const person = await newPerson("visitor-login");
  const appScripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/framework-[\w-]+\.js$/.test(request.url())) appScripts.push(request.resourceType());
  });
  // The app's files are fetched once the page is idle, as prefetches: none of them runs here.
  const prefetched = page.waitForRequest((request) => /\/assets\/framework-[\w-]+\.js$/.test(request.url()));
  await page.goto(`/login?redirect=${encodeURIComponent("/dashboard/plan?week=2026-11-30")}`);
  await prefetched;
  expect(await page.locator("#root").count()).toBe(0);
  // The way to sign up keeps the page asked for.
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute(
    "href",
    `/signup?redirect=${encodeURIComponent("/dashboard/plan?week=2026-11-30")}`,
  );

  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Log In" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: /email or password/i });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole("button", { name: "Log In" })).toBeEnabled();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/plan" && url.searchParams.get("week") === "2026-11-30");
  await expect(page.getByRole("heading", { name: /plan/i }).first()).toBeVisible();
  expect(appScripts[0]).toBe("other");
});
