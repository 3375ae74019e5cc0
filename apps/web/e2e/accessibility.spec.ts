import type { Locator, Page } from "@playwright/test";
import type { SeededScreens } from "../scripts/seed-screens.mjs";
import { axeViolations, formatViolations } from "./axe";
import { expect } from "./fixtures";
import { test } from "./support/seeded-screens";
import { settled } from "./support/settled";

// Every screen with data, and every dialog, passes all axe rules (e2e/axe.ts) at a laptop's and
// a phone's width, and no screen scrolls sideways.

interface Screen {
  name: string;
  path: (seeded: SeededScreens) => string;
  signedIn: boolean;
  /** What is on screen once its data has arrived. */
  ready: (page: Page) => Locator;
}

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole("heading", { name, level });

const SCREENS: Screen[] = [
  { name: "landing", path: () => "/", signedIn: false, ready: heading("Simplify your life") },
  { name: "login", path: () => "/login", signedIn: false, ready: heading("Welcome Back!") },
  { name: "signup", path: () => "/signup", signedIn: false, ready: heading("Create an Account") },
  { name: "shared list", path: (seeded) => seeded.sharedPath, signedIn: false, ready: (page) => page.getByRole("checkbox").first() },
  {
    name: "dashboard",
    path: () => "/dashboard/Dash",
    signedIn: true,
    ready: (page) => page.getByRole("heading", { name: "Water Consumption" }),
  },
  { name: "browse", path: () => "/dashboard/browse", signedIn: true, ready: (page) => page.locator(".browse-card").first() },
  {
    name: "your recipes",
    path: () => "/dashboard/recipes",
    signedIn: true,
    ready: (page) => page.getByRole("button", { name: /Overnight Oats/ }).first(),
  },
  {
    name: "kitchen",
    path: () => "/dashboard/your-kitchen",
    signedIn: true,
    ready: (page) => page.getByRole("button", { pressed: true }).first(),
  },
  {
    name: "grocery list",
    path: (seeded) => `/dashboard/grocery-plan?cart=${seeded.cartId}`,
    signedIn: true,
    ready: (page) => page.getByRole("link", { name: "Lemon Garlic Chicken Traybake v2" }).first(),
  },
  {
    name: "recipe page",
    path: (seeded) => `/dashboard/recipes/${seeded.recipeIds[2]}`,
    signedIn: true,
    ready: heading("Overnight Oats"),
  },
  {
    name: "cook mode",
    path: (seeded) => `/dashboard/recipes/${seeded.recipeIds[2]}?cook=1`,
    signedIn: true,
    ready: (page) => page.getByRole("dialog", { name: "Overnight Oats" }).getByText("Step 1 of 2"),
  },
  { name: "shopping mode", path: () => "/dashboard/shop", signedIn: true, ready: (page) => page.getByRole("checkbox").first() },
  {
    name: "plan",
    path: () => "/dashboard/plan",
    signedIn: true,
    ready: (page) => page.getByRole("button", { name: /^Move Monday Breakfast: /i }),
  },
  { name: "metrics", path: () => "/dashboard/user-metrics", signedIn: true, ready: heading("Past Entries", 2) },
  { name: "journal", path: () => "/dashboard/journal", signedIn: true, ready: (page) => page.getByText("Chicken quinoa bowl").first() },
  { name: "settings", path: () => "/dashboard/settings", signedIn: true, ready: heading("Settings") },
];

interface Dialog {
  name: string;
  screen: string;
  /** Opens it and returns the dialog once its content is there. */
  open: (page: Page) => Promise<Locator>;
}

const dialogNamed = async (page: Page, name: string | RegExp, content?: (dialog: Locator) => Locator) => {
  const dialog = page.getByRole("dialog", { name });
  await (content ? content(dialog) : dialog).first().waitFor();
  return dialog;
};

const DIALOGS: Dialog[] = [
  {
    name: "add recipe",
    screen: "your recipes",
    open: async (page) => {
      await page.getByRole("button", { name: "Add Recipe" }).click();
      return dialogNamed(page, "Add Recipe", (dialog) => dialog.getByLabel("Title").first());
    },
  },
  {
    name: "edit recipe",
    screen: "your recipes",
    open: async (page) => {
      await page.getByRole("button", { name: "Edit Overnight Oats, recipe" }).click();
      return dialogNamed(page, "Edit Recipe", (dialog) => dialog.getByRole("button", { name: /Save/ }).first());
    },
  },
  {
    name: "import from web",
    screen: "your recipes",
    open: async (page) => {
      await page.getByRole("button", { name: "Import from Web" }).click();
      return dialogNamed(page, /Import/);
    },
  },
  {
    name: "filter editor",
    screen: "browse",
    open: async (page) => {
      await page.getByRole("button", { name: /Everything.*edit filters/ }).click();
      return dialogNamed(page, "Filter Options", (dialog) => dialog.getByRole("button", { name: "Save" }));
    },
  },
  {
    name: "grocery list",
    screen: "grocery list",
    open: async (page) => {
      await page.getByRole("button", { name: "Generate Shopping List" }).click();
      return dialogNamed(page, "Grocery List", (dialog) => dialog.getByRole("button").first());
    },
  },
  {
    name: "confirmation",
    screen: "grocery list",
    open: async (page) => {
      await page.getByRole("button", { name: "Delete Cart" }).click();
      return dialogNamed(page, "Are you sure you want to delete this cart?", (dialog) => dialog.getByRole("button", { name: "Cancel" }));
    },
  },
];

const VIEWPORTS = [
  { label: "1280 px", width: 1280, height: 800 },
  { label: "390 px", width: 390, height: 844 },
];

async function open(page: Page, screen: Screen, seeded: SeededScreens): Promise<Page> {
  await page.goto(screen.path(seeded));
  await screen.ready(page).waitFor();
  // Late data (counts, charts) settles before the rules look at the page.
  await settled(page);
  return page;
}

async function expectNoViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.label}`, () => {
    const options = { viewport: { width: viewport.width, height: viewport.height }, reducedMotion: "reduce" } as const;

    for (const screen of SCREENS) {
      test(`${screen.name} has no axe violations and no sideways scrolling`, async ({ screenPage, seeded }) => {
        const page = await open(await screenPage({ ...options, signedIn: screen.signedIn }), screen, seeded);
        await expectNoViolations(page, `${screen.name} at ${viewport.label}`);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${screen.name} is wider than the screen`,
        ).toBeLessThanOrEqual(viewport.width);
      });
    }

    for (const dialog of DIALOGS) {
      test(`the ${dialog.name} dialog has no axe violations`, async ({ screenPage, seeded }) => {
        const screen = SCREENS.find((candidate) => candidate.name === dialog.screen)!;
        const page = await open(await screenPage(options), screen, seeded);
        await dialog.open(page);
        await expectNoViolations(page, `${dialog.name} dialog on ${screen.name} at ${viewport.label}`);
      });
    }

    test("the open account menu has no axe violations", async ({ screenPage, seeded }) => {
      const page = await open(
        await screenPage(options),
        SCREENS.find((screen) => screen.name === "dashboard")!,
        seeded,
      );
      if (viewport.width < 860) await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("button", { name: /Account menu/ }).click();
      await page.getByRole("button", { name: "Log out everywhere" }).waitFor();
      await expectNoViolations(page, `account menu at ${viewport.label}`);
    });
  });
}
