import type { Page } from "@playwright/test";
import { expect, PASSWORD, serverURL, test } from "./fixtures";

/** What a script sees with the token: the status of a REST read. */
async function statusWithToken(token: string): Promise<number> {
  const res = await fetch(`${serverURL()}/api/user-carts`, { headers: { authorization: `Bearer ${token}` } });
  await res.text();
  return res.status;
}

async function openSettings(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("group", { name: "Account" }).getByRole("link", { name: "Settings" }).click();
  await page.waitForURL("**/dashboard/settings");
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

test.describe("Settings", () => {
  test("creates a token, shows it once, and revokes it", async ({ signedInPage: page }) => {
    await openSettings(page);
    const tokens = page.getByRole("region", { name: "Access tokens" });
    await tokens.getByText("You have no access tokens.").waitFor();

    await tokens.getByRole("button", { name: "Create token" }).click();
    await tokens.getByRole("alert").filter({ hasText: "Give the token a name" }).waitFor();

    await tokens.getByLabel("Token name").fill("Backup script");
    expect(await tokens.getByLabel("Expires").inputValue()).toBe("90");
    await tokens.getByLabel("Expires").selectOption({ label: "In 1 year" });
    await tokens.getByRole("button", { name: "Create token" }).click();
    await tokens.getByText("You won’t see it again.").waitFor();
    const secret = await tokens.getByRole("textbox", { name: "Token secret" }).inputValue();
    expect(secret).toMatch(/^smr_pat_/);
    await tokens.getByRole("button", { name: "Copy" }).waitFor();

    const row = tokens.getByRole("row", { name: /Backup script/ });
    await row.waitFor();
    // Cells after the name: created, last used, expires.
    expect(await row.getByRole("cell").nth(1).textContent()).toBe("Never");
    expect(await row.getByRole("cell").nth(2).textContent()).toContain(String(new Date().getFullYear() + 1));

    // The token works for a script right away.
    expect(await statusWithToken(secret)).toBe(200);

    // Once dismissed, the secret is gone from the page for good.
    await tokens.getByRole("button", { name: "Done" }).click();
    await tokens.getByRole("textbox", { name: "Token secret" }).waitFor({ state: "detached" });
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(secret);
    // The script's call shows as the token's last use.
    expect(await row.getByRole("cell").nth(1).textContent()).not.toBe("Never");

    // Revoking asks first; cancelling keeps the token.
    await tokens.getByRole("button", { name: "Revoke Backup script" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await dialog.getByText('Revoke the token "Backup script"?').waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await statusWithToken(secret)).toBe(200);

    await tokens.getByRole("button", { name: "Revoke Backup script" }).click();
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("alert").filter({ hasText: "Token revoked." }).waitFor();
    await tokens.getByText("You have no access tokens.").waitFor();
    expect(await statusWithToken(secret)).toBe(401);
  });

  test("changes the password, which the next login needs", async ({ freshPage, signUp }) => {
    const page = await freshPage();
    const email = (await signUp(page)).email;
    await openSettings(page);
    const section = page.getByRole("region", { name: "Password" });

    await section.getByLabel("Current password").fill("not my password");
    await section.getByLabel("New password", { exact: true }).fill("an even sturdier passphrase");
    await section.getByLabel("Repeat new password").fill("an even sturdier passphrase");
    await section.getByRole("button", { name: "Change password" }).click();
    await section.getByRole("alert").filter({ hasText: "That password is not correct." }).waitFor();
    // A wrong password is not a refused session: still here, still signed in.
    expect(page.url()).toMatch(/\/dashboard\/settings$/);

    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("alert").filter({ hasText: "Password changed." }).waitFor();
    expect(await section.getByLabel("Current password").inputValue()).toBe("");

    await page.evaluate(() => localStorage.clear());
    await logIn(page, email, PASSWORD);
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
    await logIn(page, email, "an even sturdier passphrase");
    await page.waitForURL("**/dashboard/browse");
  });

  test("deletes the account after the password and a last question; the person cannot log in again", async ({ freshPage, signUp }) => {
    const page = await freshPage({ width: 390, height: 844 });
    const email = (await signUp(page)).email;
    await page.goto("/dashboard/settings");
    const tokens = page.getByRole("region", { name: "Access tokens" });
    await tokens.getByLabel("Token name").fill("Phone shortcut");
    await tokens.getByRole("button", { name: "Create token" }).click();
    const secret = await tokens.getByRole("textbox", { name: "Token secret" }).inputValue();
    expect(await statusWithToken(secret)).toBe(200);

    const danger = page.getByRole("region", { name: "Delete account" });
    await danger.getByText("your recipes, with their ingredients, steps and images").waitFor();
    await danger.getByLabel("Password").fill("not my password");
    await danger.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await danger.getByRole("alert").filter({ hasText: "That password is not correct." }).waitFor();

    await danger.getByLabel("Password").fill(PASSWORD);
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(/\/login(\?.*)?$/);
    await page.getByRole("alert").filter({ hasText: "Your account and everything in it have been deleted." }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await statusWithToken(secret)).toBe(401);

    await logIn(page, email, PASSWORD);
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
    expect(page.url()).toMatch(/\/login(\?.*)?$/);
  });
});
