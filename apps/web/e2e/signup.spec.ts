import { expect, PASSWORD, newEmail, test } from "./fixtures";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`signing up at ${viewport.width} px`, () => {
    test("states the password rule beside the field, refuses a common password there, and signs the new account in", async ({
      freshPage,
    }) => {
      const page = await freshPage(viewport);
      await page.goto("/signup");
      await page.getByRole("heading", { name: "Create an Account" }).waitFor();
      const password = page.getByLabel("Password");
      // The rule is read with the field before anything is typed.
      const hintId = await password.getAttribute("aria-describedby");
      expect(hintId).toBeTruthy();
      expect(await page.locator(`[id="${hintId}"]`).textContent()).toContain("At least 8 characters");

      const email = newEmail("signup");
      await page.getByLabel("Email").fill(email);
      await password.fill("password");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.getByText("This password is too common and easy to guess. Please choose another.").waitFor();
      expect(await password.getAttribute("aria-invalid")).toBe("true");
      expect(page.url()).toMatch(/\/signup$/);

      await password.fill(PASSWORD);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.waitForURL("**/dashboard/browse");
      await page.getByRole("alert").filter({ hasText: "Account created! Welcome to Simmer." }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^ey/);
    });

    test("after logging in from a deep link, lands on the page asked for, and never on another site", async ({ freshPage, baseURL }) => {
      const page = await freshPage(viewport);
      const email = newEmail("deeplink");
      await page.goto("/signup");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.waitForURL("**/dashboard/browse");
      await page.evaluate(() => localStorage.clear());

      await page.goto("/dashboard/journal");
      await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/dashboard/journal");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Log In" }).click();
      await page.waitForURL("**/dashboard/journal");

      await page.evaluate(() => localStorage.clear());
      await page.goto(`/login?redirect=${encodeURIComponent("//evil.example/steal")}`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Log In" }).click();
      await page.waitForURL("**/dashboard/browse");
      expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
    });
  });
}
