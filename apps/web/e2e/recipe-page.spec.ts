import type { Api } from "./support/api";
import { goOffline } from "./support/shopping";
import { expect, test, type Page } from "./fixtures";

// The recipe page at /dashboard/recipes/{id}, its print view and cook mode (ADR 137, ADR 138).

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function addStew(api: Api, title: string): Promise<number> {
  const saved = (await api.mutate("recipes.add", {
    title,
    servings: 4,
    instructions: [
      { step_number: 1, instruction: "Warm the olive oil and soften the onions for 5 minutes." },
      { step_number: 2, instruction: "Add the carrots and simmer for 25 minutes." },
      { step_number: 3, instruction: "Season with the salt and serve." },
    ],
    sections: [
      {
        section_name: "Stew",
        ingredients: [
          { ingredient_name: "olive oil", quantity: "2", unit: "tablespoons", optional: false },
          { ingredient_name: "onions", quantity: "2", unit: "units", optional: false },
          { ingredient_name: "carrots", quantity: "1", unit: "cups", optional: false },
        ],
      },
      { section_name: "To finish", ingredients: [{ ingredient_name: "salt", quantity: "1", unit: "teaspoons", optional: false }] },
    ],
    tags: ["dinner"],
    equipment: ["Dutch oven"],
  })) as { recipe_id: number };
  return saved.recipe_id;
}

const title = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 7)} Stew`;

test.describe("the recipe page", () => {
  test("opens from a card at its own address, reloads there, and scales into a link to share", async ({
    signedInPage: page,
    api,
    user,
    freshPage,
    signIn,
  }) => {
    // Two people's browsers and five page loads: under a full parallel run that is over a minute.
    test.slow();
    const name = title("Card");
    const id = await addStew(api, name);

    await page.goto("/dashboard/recipes");
    // Its card states no time rather than "0 min".
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(card.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(card.getByText("0 min")).toHaveCount(0);
    await page.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(`**/dashboard/recipes/${id}`);
    const recipe = page.getByRole("article", { name });
    await recipe.getByText("1 cup", { exact: true }).waitFor();

    await page.reload();
    await recipe.getByRole("heading", { name: "To finish" }).waitFor();
    // A recipe that states no times shows none, rather than four "0 min".
    await expect(recipe.getByRole("term").filter({ hasText: /^(Prep|Wait|Cook|Total)$/ })).toHaveCount(0);
    await expect(recipe.getByText("0 min")).toHaveCount(0);
    await recipe.getByText("Warm the olive oil and soften the onions for 5 minutes.").waitFor();
    await recipe.getByText("Dutch oven").waitFor();
    // The owner may change it.
    await recipe.getByRole("button", { name: "Edit", exact: true }).waitFor();
    await recipe.getByRole("button", { name: "Delete", exact: true }).waitFor();

    // Doubling the servings doubles the amounts and goes into the address.
    await recipe.getByText("As the recipe is written.").waitFor();
    await recipe.getByLabel("Servings", { exact: true }).fill("8");
    await recipe.getByText("2 cups", { exact: true }).waitFor();
    await recipe.getByText("Scaled from 4 servings.").waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("servings")).toBe("8");

    // The link opens scaled elsewhere.
    const elsewhere = await freshPage();
    await signIn(elsewhere, user);
    await elsewhere.goto(page.url());
    await elsewhere.getByRole("article", { name }).getByText("2 cups", { exact: true }).waitFor();
    await expect(elsewhere.getByLabel("Servings", { exact: true })).toHaveValue("8");
  });

  test("shows the times a recipe states, and only those", async ({ signedInPage: page, api }) => {
    const name = title("Timed");
    const { recipe_id: id } = (await api.mutate("recipes.add", {
      title: name,
      servings: 2,
      prep_time_min: 15,
      cook_time_min: 70,
      total_time_min: 85,
      instructions: [{ step_number: 1, instruction: "Roast until golden." }],
      sections: [{ section_name: "", ingredients: [{ ingredient_name: "potatoes", quantity: "1", unit: "pounds", optional: false }] }],
    })) as { recipe_id: number };
    await page.goto(`/dashboard/recipes/${id}`);
    const terms = page
      .getByRole("article", { name })
      .getByRole("term")
      .filter({ hasText: /^(Prep|Wait|Cook|Total)$/ });
    await expect(terms).toHaveText(["Prep", "Cook", "Total"]);
    for (const [term, time] of [
      ["Prep", "15 min"],
      ["Cook", "1 hr 10 min"],
      ["Total", "1 hr 25 min"],
    ]) {
      await expect(terms.filter({ hasText: term! }).locator("xpath=following-sibling::dd")).toHaveText(time!);
    }
  });

  test("is a 404 page for another person, whatever the address says", async ({ api, secondPerson }) => {
    const name = title("Private");
    const id = await addStew(api, name);
    await secondPerson.page.goto(`/dashboard/recipes/${id}?servings=8`);
    await secondPerson.page.getByRole("heading", { name: "Recipe not found", level: 1 }).waitFor();
    expect(await secondPerson.page.getByText(name).count()).toBe(0);
    await secondPerson.page.goto("/dashboard/recipes/not-a-number");
    await secondPerson.page.getByRole("heading", { name: "Recipe not found", level: 1 }).waitFor();
  });

  test("keeps the old addresses working: Your Recipes' and Browse's open recipe", async ({ signedInPage: page, api }) => {
    const name = title("Old");
    const id = await addStew(api, name);
    await page.goto("/dashboard/add-recipe?search=stew");
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes" && url.searchParams.get("search") === "stew");
    await page.getByRole("heading", { name: "Your Recipes", level: 1 }).waitFor();
    await page.goto(`/dashboard/recipes?recipe=${id}`);
    await page.waitForURL(`**/dashboard/recipes/${id}`);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
  });

  test("keeps the person's own rating, note and cooked days, on a catalogue recipe too", async ({
    signedInPage: page,
    api,
    secondPerson,
  }) => {
    const name = title("Notes");
    const id = await addStew(api, name);
    await page.goto(`/dashboard/recipes/${id}`);
    const notes = page.getByRole("region", { name: "Your notes" });
    await notes.getByText("Not cooked yet.").waitFor();
    await notes.getByRole("radio", { name: "4 stars" }).check({ force: true });
    await notes.getByLabel("Private note").fill("Used half the salt.");
    await notes.getByRole("button", { name: "Save notes" }).click();
    await page.getByRole("alert").filter({ hasText: "Your notes are saved." }).waitFor();
    await notes.getByRole("button", { name: "Cooked it today" }).click();
    await expect(notes.getByRole("listitem")).toHaveCount(1);

    await page.reload();
    await expect(notes.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(notes.getByLabel("Private note")).toHaveValue("Used half the salt.");
    expect(await api.rest("GET", `/api/recipes/${id}/notes`)).toMatchObject({ rating: 4, note: "Used half the salt." });

    // Cook mode's last step adds the day too (once), and nobody else sees any of it.
    await page.goto(`/dashboard/recipes/${id}?cook=3`);
    await page.getByRole("button", { name: "Done — cooked it today" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect(notes.getByRole("listitem")).toHaveCount(1);
    await secondPerson.page.goto(`/dashboard/recipes/${id}`);
    await secondPerson.page.getByRole("heading", { name: "Recipe not found", level: 1 }).waitFor();
  });

  for (const width of [1280, 390]) {
    test(`prints one clean page with the ingredients in columns (${width} px)`, async ({ signedInPage: page, api }) => {
      await page.setViewportSize({ width, height: 900 });
      const name = title("Print");
      const id = await addStew(api, name);
      await page.goto(`/dashboard/recipes/${id}`);
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      await shot(page, `recipe-page-${width}`);

      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("navigation").first().isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Cook mode" }).isVisible()).toBe(false);
      const columns = await page.locator(".recipe-page-ingredients").evaluate((el) => getComputedStyle(el).columnCount);
      expect(columns).toBe("2");
      await page.getByText("Season with the salt and serve.").waitFor();
      await shot(page, `recipe-print-${width}`);
      await page.emulateMedia({ media: "screen" });
    });
  }
});

test.describe("cook mode", () => {
  test("steps with the keyboard, shows each step's ingredients scaled, and ticks them off", async ({ signedInPage: page, api }) => {
    const name = title("Keys");
    const id = await addStew(api, name);
    await page.goto(`/dashboard/recipes/${id}?servings=8`);
    await page.getByRole("button", { name: "Cook mode" }).click();
    const cook = page.getByRole("dialog", { name });
    await cook.getByText("Step 1 of 3").waitFor();
    const forStep = cook.getByRole("complementary", { name: "For this step" });
    await forStep.getByRole("checkbox", { name: "4 tablespoons olive oil" }).waitFor();
    await forStep.getByRole("checkbox", { name: "4 onions" }).waitFor();
    await shot(page, "cook-mode-1280");

    await page.keyboard.press("ArrowRight");
    await cook.getByText("Step 2 of 3").waitFor();
    await forStep.getByRole("checkbox", { name: "2 cups carrots" }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("cook")).toBe("2");
    await page.keyboard.press("Space");
    await cook.getByText("Step 3 of 3").waitFor();
    await page.keyboard.press("ArrowLeft");
    await cook.getByText("Step 2 of 3").waitFor();

    // A reload comes back to the same step; ticks stay.
    await forStep.getByRole("checkbox", { name: "2 cups carrots" }).check();
    await page.reload();
    await cook.getByText("Step 2 of 3").waitFor();
    await expect(forStep.getByRole("checkbox", { name: "2 cups carrots" })).toBeChecked();

    await page.keyboard.press("Escape");
    await cook.waitFor({ state: "detached" });
    await page.getByRole("heading", { name, level: 1 }).waitFor();
  });

  test("runs several timers named by their steps, through a reload, and sounds the alarm when one ends", async ({
    signedInPage: page,
    api,
  }) => {
    await page.clock.install();
    const name = title("Timer");
    const id = await addStew(api, name);
    await page.goto(`/dashboard/recipes/${id}?cook=1`);
    const cook = page.getByRole("dialog", { name });
    await cook.getByText("Step 1 of 3").waitFor();
    // Time stands still from here unless the test moves it: both timers start at the same moment.
    await page.clock.pauseAt(new Date(Date.now() + 2000));
    await cook.getByRole("button", { name: "5 minutes (start a timer)" }).click();
    await page.keyboard.press("ArrowRight");
    await cook.getByRole("button", { name: "25 minutes (start a timer)" }).click();
    const timers = cook.getByRole("region", { name: "Timers" });
    await timers.getByText("Step 1: 5 minutes").waitFor();
    await timers.getByText("Step 2: 25 minutes").waitFor();

    await page.clock.fastForward("02:00");
    await expect(timers.getByRole("timer", { name: "Step 1 timer" })).toHaveText("3:00");
    // The clock keeps running through the reload: the second timer is still counting, about 23 minutes left.
    await page.clock.resume();
    await page.reload();
    await expect(timers.getByRole("timer", { name: "Step 2 timer" })).toHaveText(/^2[23]:\d\d$/);

    await page.clock.fastForward("03:01");
    await cook.getByRole("alert").filter({ hasText: "Time is up!" }).getByText("Step 1: 5 minutes.").waitFor();
    await expect(timers.getByRole("timer", { name: "Step 1 timer" })).toHaveText("Done");
    await shot(page, "cook-mode-alarm");
    await timers.getByRole("button", { name: "Dismiss step 1 timer" }).click();
    await expect(cook.getByRole("alert")).toHaveCount(0);
    await expect(timers.getByRole("timer", { name: "Step 2 timer" })).toHaveText(/^(19|20):\d\d$/);
  });

  test("rings a timer on another screen after cook mode is left (ADR 142)", async ({ signedInPage: page, api }) => {
    await page.clock.install();
    const name = title("Away");
    const id = await addStew(api, name);
    await page.goto(`/dashboard/recipes/${id}?cook=1`);
    const cook = page.getByRole("dialog", { name });
    await cook.getByText("Step 1 of 3").waitFor();
    await page.clock.pauseAt(new Date(Date.now() + 2000));
    await cook.getByRole("button", { name: "5 minutes (start a timer)" }).click();
    await cook.getByRole("button", { name: "Exit cook mode" }).click();
    await cook.waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Browse" }).click();
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    await page.clock.fastForward("05:01");
    await page
      .getByRole("alert")
      .filter({ hasText: `Timer done: ${name}, step 1: 5 minutes.` })
      .waitFor();
  });

  test("asks to keep the screen awake where the browser can", async ({ signedInPage: page, api }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { wakeRequests: string[] }).wakeRequests = calls;
      if (!("wakeLock" in navigator)) return;
      const request = navigator.wakeLock.request.bind(navigator.wakeLock);
      navigator.wakeLock.request = (type) => {
        calls.push(type ?? "screen");
        return request(type);
      };
    });
    const name = title("Awake");
    const id = await addStew(api, name);
    await page.goto(`/dashboard/recipes/${id}?cook=1`);
    await page.getByRole("dialog", { name }).getByText("Step 1 of 3").waitFor();
    expect(await page.evaluate(() => "wakeLock" in navigator)).toBe(true);
    await expect.poll(() => page.evaluate(() => (window as unknown as { wakeRequests: string[] }).wakeRequests)).toEqual(["screen"]);
    await page
      .getByRole("status")
      .filter({ hasText: /The screen stays on while cooking\.|The screen could not be kept on/ })
      .waitFor();
  });

  test("says so where the browser cannot keep the screen awake", async ({ signedInPage: page, api }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
    });
    const name = title("Sleepy");
    const id = await addStew(api, name);
    await page.goto(`/dashboard/recipes/${id}?cook=1`);
    await page.getByRole("status").filter({ hasText: "This browser cannot keep the screen on" }).waitFor();
  });

  test("opens offline for a recipe opened before (390 px)", async ({ user, api, freshPage, signIn }) => {
    // Installing the worker fetches the whole app it precaches, which takes a while on a busy machine.
    test.setTimeout(240_000);
    const page = await freshPage({ width: 390, height: 844 });
    await signIn(page, user);
    const name = title("Offline");
    const id = await addStew(api, name);
    await page.goto(`/dashboard/recipes/${id}`);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 90_000, intervals: [500] })
      .toBe(true);
    // The worker precaches every screen's code once installed; give it the time a busy machine takes.
    await expect
      .poll(async () => page.evaluate(async () => (await caches.keys()).some((key) => key.includes("precache"))), { timeout: 90_000 })
      .toBe(true);

    await goOffline(page.context(), page);
    await page.goto(`/dashboard/recipes/${id}?cook=2`);
    const cook = page.getByRole("dialog", { name });
    await cook.getByText("Step 2 of 3").waitFor();
    await cook.getByText("Add the carrots and simmer for").waitFor();
    await cook.getByRole("button", { name: "25 minutes (start a timer)" }).waitFor();
    await shot(page, "cook-mode-390");
    await page.context().setOffline(false);
  });
});
