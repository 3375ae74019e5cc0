import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseURL = () => inject("baseURL");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** A fresh browser context (its own localStorage) with one page. */
export async function freshPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  return context.newPage();
}

let counter = 0;
export function newEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const PASSWORD = "a sturdy passphrase";

/** Signs up through the screens, which signs the new account in, ending on /dashboard/recipes. */
export async function signUpAndLogIn(page: Page, email = newEmail()): Promise<string> {
  await page.goto("/signup");
  await page.getByRole("heading", { name: "Create an Account" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL("**/dashboard/recipes");
  return email;
}
