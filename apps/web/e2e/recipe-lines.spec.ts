import { expect, test, type Page } from "./fixtures";

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test.describe("a line with no amount and a metric line (ADR 110, ADR 121)", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`saves from the form with an empty amount, and the recipe shows no unit for it and millilitres as written (${viewport.width} px)`, async ({
      freshPage,
      newPerson,
      apiAs,
      signIn,
    }) => {
      const page = await freshPage(viewport);
      const person = await newPerson();
      // A metric kitchen, so millilitres read as written rather than in US cups (ADR 126); chosen
      // before the first sign-in, so the browser locale's suggestion never replaces it.
      await apiAs(person).mutate("account.preferences.update", { unit_system: "metric" });
      await signIn(page, person);
      await page.goto("/dashboard/recipes");
      await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
      await page.getByRole("button", { name: "Add Recipe" }).click();
      const form = page.getByRole("dialog", { name: "Add Recipe" });
      await form.getByLabel("Title").fill("Garlic Cream Soup");
      await form.getByLabel("Servings").fill("4");
      await form.getByLabel("Step 1", { exact: true }).fill("Simmer everything gently.");
      await form.getByLabel("Name, section 1 ingredient 1").fill("Milk");
      await form.getByLabel("Quantity, section 1 ingredient 1").fill("500");
      await form.getByLabel("Unit, section 1 ingredient 1").selectOption("milliliters");
      await form.getByRole("button", { name: "Add Ingredient to section 1" }).click();
      await form.getByLabel("Name, section 1 ingredient 2").fill("Garlic");
      await form.getByLabel("Quantity, section 1 ingredient 2").fill("2");
      await form.getByLabel("Unit, section 1 ingredient 2").selectOption("cloves");
      await form.getByRole("button", { name: "Add Ingredient to section 1" }).click();
      await form.getByLabel("Name, section 1 ingredient 3").fill("Salt");
      await form.getByLabel("Method, section 1 ingredient 3").fill("to taste");
      // The unit is asked for only with an amount.
      await expect(form.getByLabel("Unit, section 1 ingredient 3")).not.toHaveAttribute("required");
      await expect(form.getByLabel("Unit, section 1 ingredient 1")).toHaveAttribute("required");
      await shot(page, `form-${viewport.width}`);
      await form.getByRole("button", { name: "Add Recipe" }).click();
      await form.waitFor({ state: "detached" });

      await page.getByRole("link", { name: "Garlic Cream Soup", exact: true }).click();
      const detail = page.getByRole("article", { name: "Garlic Cream Soup" });
      await detail.waitFor();
      await detail.getByText("500 milliliters").waitFor();
      await detail.getByText("2 cloves").waitFor();
      const salt = detail.getByRole("listitem").filter({ hasText: "Salt" });
      await expect(salt).toHaveText("Salt, to taste");
      await detail.getByLabel("Servings", { exact: true }).fill("2");
      await detail.getByText("250 milliliters").waitFor();
      await expect(salt).toHaveText("Salt, to taste");
      await shot(page, `detail-${viewport.width}`);

      // Editing keeps the empty amount empty, with no unit chosen.
      await detail.getByRole("button", { name: "Edit", exact: true }).click();
      const edit = page.getByRole("dialog", { name: "Edit Recipe" });
      await expect(edit.getByLabel("Quantity, section 1 ingredient 3")).toHaveValue("");
      await expect(edit.getByLabel("Unit, section 1 ingredient 3")).toHaveValue("");
      await expect(edit.getByLabel("Unit, section 1 ingredient 1")).toHaveValue("milliliters");
    });
  }
});
