import { expect, test } from "./fixtures";
import { waitingForTheApp } from "./support/settled";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`a session ended elsewhere, at ${viewport.width} px`, () => {
    test("is noticed from another device, live or on its next request: /login with the way back, nothing of the old screen kept", async ({
      freshPage,
      signUp,
    }) => {
      const phone = await freshPage(viewport);
      await signUp(phone);
      await phone.goto("/dashboard/recipes");
      await phone.getByRole("heading", { name: "Your Recipes" }).waitFor();

      // Another device (its own browser context) logs out everywhere.
      const laptop = await freshPage(viewport);
      const token = await phone.evaluate(() => localStorage.getItem("token"));
      await laptop.goto("/");
      const status = await laptop.evaluate(async (bearer) => {
        const res = await fetch("/api/auth/logout-all", { method: "POST", headers: { authorization: `Bearer ${bearer}` } });
        return res.status;
      }, token);
      expect(status).toBe(200);

      // The phone's live stream ends with its session (ADR 139), so it usually leaves for /login at
      // once, keeping the screen it was on as the way back; if the stream has not said so yet, its
      // next request (here: opening Browse from the menu) is refused and the phone leaves then.
      const live = await phone
        .waitForURL((url) => url.pathname === "/login", { timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (live) {
        expect(new URL(phone.url()).searchParams.get("redirect")).toBe("/dashboard/recipes");
      } else {
        const menu = phone.getByRole("button", { name: "Menu" });
        if (await menu.isVisible()) await menu.click();
        await phone.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Browse" }).click();
        await phone.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/dashboard/browse");
      }
      await phone.getByText("Your session has ended. Please log in again.").waitFor();
      expect(await phone.evaluate(() => localStorage.getItem("token"))).toBeNull();
      expect(await phone.getByRole("heading", { name: "Your Recipes" }).count()).toBe(0);
      expect(await phone.getByText("Showing").count()).toBe(0);
    });

    test("is noticed at once by another tab of the same browser", async ({ freshPage, signUp }) => {
      const first = await freshPage(viewport);
      await signUp(first);
      const second = waitingForTheApp(await first.context().newPage());
      await second.goto("/dashboard/recipes");
      await second.getByRole("heading", { name: "Your Recipes" }).waitFor();

      // The first tab logs out; the second tab's storage loses the token and the tab leaves for /login.
      await first.evaluate(() => localStorage.removeItem("token"));
      await second.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/dashboard/recipes");
      await second.getByRole("heading", { name: "Welcome Back!" }).waitFor();
      expect(await second.getByRole("heading", { name: "Your Recipes" }).count()).toBe(0);
    });
  });
}
