import { expect, PASSWORD, newEmail, test } from "./fixtures";

test.describe("signing up and logging in", () => {
  test("creates an account, signs it in at once, and logs in again later", async ({ freshPage }) => {
    const page = await freshPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Simplify your life" }).waitFor();
    await page.getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL("**/signup");
    await page.getByRole("heading", { name: "Create an Account" }).waitFor();

    const email = newEmail();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL("**/dashboard/browse");
    await page.getByRole("alert").filter({ hasText: "Account created! Welcome to Simmer." }).waitFor();

    await page.evaluate(() => localStorage.clear());
    await page.goto("/login");
    await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL("**/dashboard/browse");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^ey/);
  });

  test("shows the server's messages for a taken email and a wrong password", async ({ freshPage, signUp }) => {
    const page = await freshPage();
    const email = (await signUp(page)).email;
    await page.evaluate(() => localStorage.clear());

    await page.goto("/signup");
    await page.getByRole("heading", { name: "Create an Account" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("An account with this email already exists.").waitFor();

    await page.getByRole("link", { name: "Log in" }).click();
    await page.waitForURL(/\/login(\?.*)?$/);
    await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the passphrase");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

test.describe("the guard", () => {
  test("sends a visitor without a token from any dashboard page to /login", async ({ freshPage }) => {
    const page = await freshPage();
    for (const path of ["/dashboard/journal", "/dashboard/", "/dashboard/Dash", "/upload-image"]) {
      await page.goto(path);
      await page.waitForURL(/\/login(\?.*)?$/);
    }
  });
});

test.describe("the signed-in shell", () => {
  test("moves through the eight navigation items and the brand link", async ({ signedInPage: page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const items: [string, string, string][] = [
      ["Dashboard", "/dashboard/Dash", "Metrics Over Time"],
      ["Browse", "/dashboard/browse", "Browse"],
      ["Plan", "/dashboard/plan", "Week Plan"],
      ["Grocery List", "/dashboard/grocery-plan", "Grocery List"],
      ["Your Recipes", "/dashboard/recipes", "Your Recipes"],
      ["Your Kitchen", "/dashboard/your-kitchen", "Your Kitchen"],
      ["Metrics", "/dashboard/user-metrics", "User Metrics (New Entry)"],
      ["Journal", "/dashboard/journal", "Food Logging Journal"],
    ];
    await nav.getByRole("link", { name: "Journal" }).waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual(items.map(([label]) => label));
    for (const [label, path, heading] of items) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      expect(await nav.getByRole("link", { name: label, exact: true }).getAttribute("aria-current")).toBe("page");
    }
    await page.goto("/dashboard/");
    await page.getByRole("heading", { name: "Welcome to your Dashboard!" }).waitFor();
    // The brand link goes to /, which takes a signed-in person on into the app.
    const brand = page.getByRole("link", { name: "Simmer" });
    expect(await brand.getAttribute("href")).toBe("/");
    await brand.click();
    await page.waitForURL("**/dashboard/browse");
  });

  test("reloads a deep link in place", async ({ freshPage, signUp }) => {
    const page = await freshPage();
    const email = (await signUp(page)).email;
    await page.getByText(email).waitFor();
    await page.goto("/dashboard/journal");
    await page.reload();
    await page.getByRole("heading", { name: "Food Logging Journal" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard/journal");
    await page.goto("/dashboard/Dash");
    await page.getByRole("heading", { name: "Metrics Over Time" }).waitFor();
  });

  test("works at a phone's width through the menu button", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("link", { name: "Your Kitchen" }).click();
    await page.waitForURL("**/dashboard/your-kitchen");
    expect(await nav.isVisible()).toBe(false);
  });

  test("logs out, forgetting the token, and guards the dashboard again", async ({ signedInPage: page }) => {
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL(/\/login(\?.*)?$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto("/dashboard/browse");
    await page.waitForURL(/\/login(\?.*)?$/);
  });

  test("logs out everywhere from the account menu, ending the session on another device too", async ({ freshPage, signUp }) => {
    const laptop = await freshPage();
    const email = (await signUp(laptop)).email;
    const phone = await freshPage({ width: 390, height: 800 });
    await phone.goto("/login");
    await phone.getByLabel("Email").fill(email);
    await phone.getByLabel("Password").fill(PASSWORD);
    await phone.getByRole("button", { name: "Log In" }).click();
    await phone.waitForURL("**/dashboard/browse");

    // Named "Account menu: <email>", so an address holding "ok" never matches a dialog's OK button,
    // and the spoken name holds the email the button shows (WCAG 2.5.3).
    const account = laptop.getByRole("button", { name: "Account menu" });
    await expect(account).toHaveAccessibleName(`Account menu: ${email}`);
    expect(await account.getByText(email, { exact: true }).isVisible()).toBe(true);
    await account.click();
    const menu = laptop.getByRole("group", { name: "Account" });
    await menu.waitFor();
    // Escape closes the menu without doing anything.
    await laptop.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await account.getAttribute("aria-expanded")).toBe("false");

    await account.click();
    await menu.getByRole("button", { name: "Log out everywhere" }).click();
    await laptop.waitForURL(/\/login(\?.*)?$/);
    await laptop.getByRole("alert").filter({ hasText: "You have been logged out on every device." }).waitFor();
    expect(await laptop.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // The phone's live stream ends with its session (ADR 139), so it usually lands on /login by
    // itself; if not yet, its next page asks the server, which no longer honours the old token.
    const live = await phone.waitForURL(/\/login(\?.*)?$/, { timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (!live) await phone.goto("/dashboard/your-kitchen");
    await phone.waitForURL(/\/login(\?.*)?$/);
    await phone.getByRole("alert").filter({ hasText: "Your session has ended. Please log in again." }).waitFor();
  });

  test("returns to /login when the stored token is no longer accepted", async ({ signedInPage: page }) => {
    // Swapped on a page that runs no app code, so no call of Browse meets it first.
    await page.goto("/favicon.svg");
    await page.evaluate(() => localStorage.setItem("token", "not-a-real-token"));
    // The guard lets a present token through; the first call the server refuses ends the session.
    await page.goto("/dashboard/Dash");
    await page.waitForURL(/\/login(\?.*)?$/);
    await page.getByRole("alert").filter({ hasText: "Your session has ended. Please log in again." }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

test.describe("a signed-in visit", () => {
  test("takes a signed-in visit to the landing, login or signup page into the app", async ({ signedInPage: page }) => {
    for (const path of ["/", "/login", "/signup"]) {
      await page.goto(path);
      await page.waitForURL("**/dashboard/browse");
      await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    }
  });
});

test.describe("logging out", () => {
  test("ends the token on the server, so a copy of it no longer works", async ({ signedInPage: page }) => {
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const ended = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Log Out" }).click();
    expect((await ended).status()).toBe(200);
    await page.waitForURL(/\/login(\?.*)?$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const status = await page.evaluate(
      async (t) => (await fetch("/trpc/auth.me", { headers: { authorization: `Bearer ${t}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });

  test("still forgets the token on this device when the server cannot be reached", async ({ signedInPage: page }) => {
    await page.route("**/api/auth/logout", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL(/\/login(\?.*)?$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto("/dashboard/browse");
    await page.waitForURL(/\/login(\?.*)?$/);
  });
});
