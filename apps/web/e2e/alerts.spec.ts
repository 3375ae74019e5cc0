import type { Locator, Page } from "@playwright/test";
import { expect, PASSWORD, test } from "./fixtures";
import { settled } from "./support/settled";

const SESSION_ENDED = "Your session has ended. Please log in again.";

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** The alerts on screen once the calls under way have answered and the screen has drawn them. */
async function settledAlerts(page: Page): Promise<string[]> {
  await settled(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return (await page.getByRole("alert").allTextContents()).map((text) => text.replace(/×$/, "").trim());
}

/** A token shaped like ours whose expiry lies in the past. */
function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "1", exp: Math.floor(Date.now() / 1000) - 3600 })}.c2lnbmF0dXJl`;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** True when a click at the middle of the button would reach the button itself. */
async function reachable(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test.describe("alerts belong to the moment they describe", () => {
  test("drops the login error once a login works", async ({ freshPage, signUp }) => {
    const page = await freshPage();
    const email = (await signUp(page)).email;
    await page.evaluate(() => localStorage.clear());
    await page.goto("/login");
    await logIn(page, email, "not the passphrase");
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();

    await logIn(page, email, PASSWORD);
    await page.waitForURL("**/dashboard/browse");
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    expect(await settledAlerts(page)).toEqual([]);
  });

  test("takes 'Cart name cannot be empty.' away when the cart is added", async ({ signedInPage: page }) => {
    await page.goto("/dashboard/grocery-plan");
    await page.getByRole("heading", { name: "Grocery List" }).waitFor();
    await page.getByRole("button", { name: "Add Cart" }).click();
    const empty = page.getByRole("alert").filter({ hasText: "Cart name cannot be empty." });
    await empty.waitFor();

    await page.getByLabel("New cart name").fill("Weeknight");
    await page.getByRole("button", { name: "Add Cart" }).click();
    await page.getByRole("button", { name: "Cart: Weeknight" }).waitFor();
    // Gone as soon as the cart shows, well before the error's own time-out.
    expect(await empty.count()).toBe(0);
  });

  test("ends a refused session with one message on /login, then lets the person back in", async ({ freshPage, signUp }) => {
    const page = await freshPage();
    const email = (await signUp(page)).email;
    await page.goto("/dashboard/journal");
    await page.getByText("No entries yet. Start logging your meals today!").waitFor();
    await settled(page);

    // The server no longer accepts the token: every call of the next screen is refused at once.
    await page.evaluate(() => localStorage.setItem("token", "a-token-the-server-refuses"));
    const refused = page.waitForResponse((response) => response.url().includes("metrics.list") && response.status() === 401);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await refused;
    await page.waitForURL(/\/login(\?.*)?$/);
    await page.getByRole("alert").filter({ hasText: SESSION_ENDED }).waitFor();
    expect(await settledAlerts(page)).toEqual([SESSION_ENDED]);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // Logging in again goes back to the screen the session ended on (its ?redirect=).
    await logIn(page, email, PASSWORD);
    await page.waitForURL("**/dashboard/Dash");
    await page.getByRole("heading", { name: "Metrics Over Time", level: 1 }).waitFor();
    expect(await settledAlerts(page)).toEqual([]);
  });

  test("says the same when a screen is opened with a refused or an expired token", async ({ signedInPage: page }) => {
    for (const token of ["a-token-the-server-refuses", expiredToken()]) {
      // Swapped on a page that runs no app code, so no call of the last screen meets it first.
      await page.goto("/favicon.svg");
      await page.evaluate((value) => localStorage.setItem("token", value), token);
      await page.goto("/dashboard/journal");
      await page.waitForURL(/\/login(\?.*)?$/);
      await page.getByRole("alert").filter({ hasText: SESSION_ENDED }).waitFor();
      expect(await settledAlerts(page)).toEqual([SESSION_ENDED]);
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    }
  });

  test("never lets the alert stack cover a modal's buttons", async ({ freshPage, signUp }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 800 },
    ]) {
      const page = await freshPage(viewport);
      await signUp(page, "stack");
      await page.goto("/dashboard/recipes");
      await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
      await page.getByRole("button", { name: "Add Recipe" }).click();
      const form = page.getByRole("dialog", { name: "Add Recipe" });
      await form.getByLabel("Title").waitFor();

      // Two errors while the form stays open.
      await form
        .getByLabel("Recipe image file")
        .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
      await page.getByRole("alert").filter({ hasText: "Please choose an image file" }).waitFor();
      await form.getByRole("button", { name: "Calculate from ingredients" }).click();
      await page.getByRole("alert").filter({ hasText: "Add ingredients before calculating nutrition." }).waitFor();

      const alerts = await page.getByRole("alert").all();
      expect(alerts.length).toBe(2);
      for (const name of ["Add Recipe", "Close", "Close dialog"]) {
        const button = form.getByRole("button", { name, exact: true });
        const box = (await button.boundingBox())!;
        for (const alert of alerts) expect(overlaps(box, (await alert.boundingBox())!), `${name} at ${viewport.width} px`).toBe(false);
        expect(await reachable(button), `${name} at ${viewport.width} px`).toBe(true);
      }
      await page.context().close();
    }
  });
});
