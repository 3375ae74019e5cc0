/**
 * The browser tests' `test` and `expect` (ADR 113). A test asks for what it needs by name:
 *
 *   test("…", async ({ signedInPage: page, api }) => { … });
 *
 * - `signedInPage`: a page (1280×800) signed in as a fresh person made through the API, on Browse.
 * - `user` / `api`: that person, and tRPC/REST calls as them (`api.mutate`, `api.query`, `api.get`, `api.post`).
 * - `secondPerson`: another fresh person with a page in a browser context of their own.
 * - `recipeSite`: the loopback recipe site the web import may read (`recipeSite.url("/recipes/…")`).
 * - `seededCart`: the signed-in person's grocery list made from one recipe (a cart of two stews, combined).
 * - `freshPage(viewport?)`: a new browser context with one page, closed after the test.
 * - Every page's `goto` and `reload` wait until the app has drawn over a screen the server drew.
 * - `signUp(page)`: makes a fresh person through the API, signs the page in as them (on Browse) and answers them.
 * - `newPerson()`, `signIn(page, person)`, `apiAs(person)`: more people when a test needs them.
 * - `ownServer`: a server of the test's own (for a test that changes the served app's files).
 */
/* eslint-disable no-empty-pattern -- a Playwright fixture that needs no other fixture takes `{}` */
import { test as base, expect, type Page, type ViewportSize } from "@playwright/test";
import { Api } from "./support/api";
import { createPerson, signIn, type Person } from "./support/people";
import { seedCart, type IngredientLine, type SeededCart } from "./support/shopping";
import { waitingForTheApp } from "./support/settled";
import { startOwnServer } from "./support/test-server";

export { expect };
export type { Page, Person };
export { PASSWORD, newEmail } from "./support/people";

/** The stew the seeded cart is made of. */
export const STEW: IngredientLine[] = [
  ["carrots", "2", "units"],
  ["butter", "1", "tablespoons"],
  ["onions", "1", "units"],
];

function fromGlobalSetup(name: "E2E_BASE_URL" | "E2E_RECIPE_SITE_URL"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`pnpm test:e2e\` (playwright.config.ts starts the server).`);
  return value;
}

/** The test server's address (what `baseURL` holds), for code outside a test's fixtures. */
export function serverURL(): string {
  return fromGlobalSetup("E2E_BASE_URL");
}

/** The address of a page on the loopback recipe site, for example `recipeSiteURL("/recipes/lentil-soup")`. */
export function recipeSiteURL(path: string): string {
  return `${fromGlobalSetup("E2E_RECIPE_SITE_URL")}${path}`;
}

export interface RecipeSite {
  origin: string;
  /** The address of a page on the site, for example `url("/recipes/lentil-soup")`. */
  url(path: string): string;
}

interface Fixtures {
  freshPage: (viewport?: ViewportSize) => Promise<Page>;
  newPerson: (prefix?: string) => Promise<Person>;
  signIn: (page: Page, person: Person) => Promise<void>;
  signUp: (page: Page, prefix?: string) => Promise<Person>;
  apiAs: (person: Person | string | null) => Api;
  user: Person;
  api: Api;
  signedInPage: Page;
  secondPerson: { person: Person; page: Page; api: Api };
  seededCart: SeededCart & { title: string };
  recipeSite: RecipeSite;
  ownServer: { baseURL: string; webDist: string };
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },

  // The server global-setup.ts started for this run.
  baseURL: async ({}, use) => {
    await use(serverURL());
  },

  freshPage: async ({ browser, baseURL }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (viewport = { width: 1280, height: 800 }) => {
      const context = await browser.newContext({ baseURL, viewport });
      contexts.push(context);
      return waitingForTheApp(await context.newPage());
    });
    for (const context of contexts) await context.close();
  },

  newPerson: async ({ baseURL }, use) => {
    await use((prefix) => createPerson(baseURL!, prefix));
  },

  signIn: async ({}, use) => {
    await use(signIn);
  },

  signUp: async ({ newPerson }, use) => {
    await use(async (page, prefix) => {
      const person = await newPerson(prefix);
      await signIn(page, person);
      return person;
    });
  },

  apiAs: async ({ baseURL }, use) => {
    await use((person) => new Api(baseURL!, typeof person === "string" || person === null ? person : person.token));
  },

  user: async ({ newPerson }, use) => {
    await use(await newPerson());
  },

  api: async ({ apiAs, user }, use) => {
    await use(apiAs(user));
  },

  signedInPage: async ({ page, user }, use) => {
    await signIn(page, user);
    await use(page);
  },

  secondPerson: async ({ freshPage, newPerson, apiAs }, use) => {
    const person = await newPerson("second");
    const page = await freshPage();
    await signIn(page, person);
    await use({ person, page, api: apiAs(person) });
  },

  seededCart: async ({ api }, use) => {
    const title = `Stew ${Math.random().toString(36).slice(2, 7)}`;
    await use({ title, ...(await seedCart(api, title, STEW)) });
  },

  recipeSite: async ({}, use) => {
    await use({ origin: fromGlobalSetup("E2E_RECIPE_SITE_URL"), url: recipeSiteURL });
  },

  // Starting a server (migrating a fresh database) can take minutes on a busy machine.
  ownServer: [
    async ({ recipeSite }, use) => {
      const server = await startOwnServer(recipeSite.origin);
      try {
        await use({ baseURL: server.baseURL, webDist: server.webDist });
      } finally {
        await server.stop();
      }
    },
    { timeout: 300_000 },
  ],
});
