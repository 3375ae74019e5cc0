/* eslint-disable no-empty-pattern -- a Playwright fixture that needs no other fixture takes `{}` */
import type { BrowserContextOptions, Page } from "@playwright/test";
import { seedScreens, type SeededScreens } from "../../scripts/seed-screens.mjs";
import { serverURL, test as base } from "../fixtures";
import { waitingForTheApp } from "./settled";

export interface ScreenPageOptions extends BrowserContextOptions {
  /** With the seeded person's token in localStorage, as the login screen leaves it (default true). */
  signedIn?: boolean;
}

/**
 * The tests that judge screens with data (the axe pass, the visual checks): a person with something
 * on every screen (scripts/seed-screens.mjs, ADR 120), seeded once per worker because seeding (a
 * planned week among it) is slow and these tests only look, and `screenPage(options)`: a page in a
 * browser context of its own with the given options, signed in as that person, closed after the test.
 */
export const test = base.extend<{ screenPage: (options?: ScreenPageOptions) => Promise<Page> }, { seeded: SeededScreens }>({
  seeded: [
    async ({}, use) => {
      await use(await seedScreens(serverURL()));
    },
    { scope: "worker", timeout: 180_000 },
  ],

  screenPage: async ({ browser, baseURL, seeded }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async ({ signedIn = true, ...options } = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      if (signedIn) await context.addInitScript((token) => localStorage.setItem("token", token), seeded.token);
      return waitingForTheApp(await context.newPage());
    });
    for (const context of contexts) await context.close();
  },
});
