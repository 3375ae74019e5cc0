import type { Api } from "./support/api";
import { expect, test } from "./fixtures";

// The signed-in screens come drawn by the server, with the person's own data, and the app starts
// once they are on show (ADR 146).

async function addSoup(api: Api, title: string): Promise<number> {
  const saved = (await api.mutate("recipes.add", {
    title,
    servings: 2,
    instructions: [{ step_number: 1, instruction: "Simmer the lentils for 20 minutes." }],
    sections: [{ section_name: "Soup", ingredients: [{ ingredient_name: "red lentils", quantity: "1", unit: "cups", optional: false }] }],
  })) as { recipe_id: number };
  return saved.recipe_id;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a signed-in screen is whole without any script, with the person's own data, at ${viewport.width} px`, async ({
    browser,
    baseURL,
    newPerson,
    apiAs,
  }) => {
    const person = await newPerson("drawn");
    const id = await addSoup(apiAs(person), "Drawn Lentil Soup");
    const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    try {
      // As the login screen leaves it: the cookie beside the stored token.
      await context.addCookies([{ name: "simmer_session", value: encodeURIComponent(person.token), url: baseURL! }]);
      const page = await context.newPage();
      await page.goto(`/dashboard/recipes/${id}`);
      await expect(page.getByRole("heading", { name: "Drawn Lentil Soup", level: 1 })).toBeVisible();
      await expect(page.getByText("red lentils")).toBeVisible();
      await expect(page.getByText("Simmer the lentils for 20 minutes.")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Every main screen, by its heading; links lead on to screens the server draws too.
      await page.goto("/dashboard/recipes");
      await expect(page.getByRole("heading", { name: "Your Recipes", level: 1 })).toBeVisible();
      await expect(page.getByText("Drawn Lentil Soup").first()).toBeVisible();
      for (const [path, heading] of [
        ["/dashboard/Dash", "Metrics Over Time"],
        ["/dashboard/browse", "Browse"],
        ["/dashboard/plan", "Week Plan"],
        ["/dashboard/shop", "Shopping mode"],
      ]) {
        await page.goto(path!);
        await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });
}

test("the app takes over the drawn screen without a change to see, and the cookie goes with the session", async ({
  freshPage,
  newPerson,
  apiAs,
  signIn,
}) => {
  const page = await freshPage({ width: 390, height: 844 });
  const person = await newPerson("drawn-app");
  const id = await addSoup(apiAs(person), "Taken Over Soup");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // Signed in with the token alone (a session from before the cookie): the app writes the cookie.
  await signIn(page, person);
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "simmer_session")).toBe(true);

  const drawn = await page.request.get(`/dashboard/recipes/${id}`);
  expect(drawn.headers()["cache-control"]).toBe("private, no-store");
  expect(await drawn.text()).toContain("Taken Over Soup");

  const response = await page.goto(`/dashboard/recipes/${id}`);
  expect(await response!.text()).toContain('<div id="root" inert>');
  await expect(page.getByRole("heading", { name: "Taken Over Soup", level: 1 })).toBeVisible();
  // The app is running once its controls answer: the servings scaler changes the address.
  await page.getByRole("button", { name: "More servings" }).click();
  await expect(page).toHaveURL(/servings=3/);
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  // Nothing moved when the app drew over the server's screen.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
        ).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifted).toBeLessThan(0.01);
  expect(problems).toEqual([]);

  // Logging out takes the cookie with the token: the next page is no longer drawn for anyone.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL("**/login");
  expect((await page.context().cookies()).some((cookie) => cookie.name === "simmer_session" && cookie.value !== "")).toBe(false);
  const after = await page.request.get(`/dashboard/recipes/${id}`);
  expect(await after.text()).not.toContain("Taken Over Soup");
});

/** A day as a clock in `zone` shows it now, as YYYY-MM-DD. */
const dayIn = (zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());

test("the drawn screen's today is the person's, in their time zone, not the server's", async ({ browser, baseURL, newPerson }) => {
  // Of two zones 25 hours apart, one is on another day than this machine, where the server runs.
  const here = dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const zone = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((candidate) => dayIn(candidate) !== here)!;
  const person = await newPerson("drawn-zone");
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, timezoneId: zone });
  try {
    const page = await context.newPage();
    // Logging in tells the server the browser's time zone beside the session.
    await page.goto("/login?redirect=%2Fdashboard%2Fjournal");
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL("**/dashboard/journal");
    expect((await context.cookies()).find((cookie) => cookie.name === "simmer_zone")?.value).toBe(encodeURIComponent(zone));

    // The server's drawing of the journal offers to log food on the person's own today.
    const drawn = await (await context.request.get("/dashboard/journal")).text();
    expect(drawn).toContain('<div id="root" inert>');
    expect(drawn).toContain(`type="date" value="${dayIn(zone)}"`);
    expect(drawn).not.toContain(`type="date" value="${here}"`);
    // And the app, drawing over it in the same browser, shows the same day.
    await page.reload();
    await expect(page.getByLabel("Date").first()).toHaveValue(dayIn(zone));
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
  } finally {
    await context.close();
  }
});
