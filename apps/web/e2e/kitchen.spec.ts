import { expect, test } from "./fixtures";

test.describe("Your Kitchen", () => {
  test("marks ingredients and equipment as owned, shows counts and keeps owned items first after a reload", async ({
    signedInPage: page,
    api,
  }) => {
    const tag = Math.random().toString(36).slice(2, 7);
    await api.mutate("recipes.add", {
      title: `Kitchen test tagine ${tag}`,
      servings: 2,
      instructions: [{ step_number: 1, instruction: "Simmer." }],
      sections: [
        {
          section_name: "",
          ingredients: [
            { ingredient_name: `fresh saffron ${tag} (spanish)`, quantity: "1", unit: "units", optional: false },
            { ingredient_name: `quince ${tag}`, quantity: "2", unit: "units", optional: false },
          ],
        },
      ],
      tags: [],
      equipment: [`clay tagine ${tag}`],
    });

    await page.goto("/dashboard/your-kitchen");
    await page.getByRole("heading", { name: "Your Kitchen" }).waitFor();
    const ingredients = page.getByRole("list", { name: "Manage Ingredients" });
    const equipment = page.getByRole("list", { name: "Manage Equipment" });

    // The name is split for display: base name, then its modifiers.
    await page.getByPlaceholder("Search ingredients...").fill(`saffron ${tag}`);
    const saffron = ingredients.getByRole("button", { name: new RegExp(`^saffron ${tag}`) });
    await saffron.waitFor();
    await expect.poll(() => saffron.textContent()).toContain("fresh, spanish");
    expect(await saffron.getAttribute("aria-pressed")).toBe("false");
    await saffron.click();
    await expect.poll(() => saffron.getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: "Show Recipe Counts" }).click();
    await page.getByRole("button", { name: "Hide Recipe Counts" }).waitFor();
    await expect.poll(() => saffron.textContent()).toContain("(1 recipe)");

    await page.getByPlaceholder("Search equipment...").fill(`tagine ${tag}`);
    const tagine = equipment.getByRole("button", { name: new RegExp(`clay tagine ${tag}`) });
    await tagine.click();
    await expect.poll(() => tagine.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Show Usage Counts" }).click();
    await expect.poll(() => tagine.textContent()).toContain("(1 recipe)");

    // After a reload the owned items are still selected and listed first.
    await page.reload();
    await page.getByRole("heading", { name: "Your Kitchen" }).waitFor();
    await ingredients.getByRole("button").first().waitFor();
    const firstIngredient = ingredients.getByRole("button").first();
    await expect.poll(() => firstIngredient.textContent()).toContain(`saffron ${tag}`);
    expect(await firstIngredient.getAttribute("aria-pressed")).toBe("true");
    const firstTool = equipment.getByRole("button").first();
    await expect.poll(() => firstTool.textContent()).toContain(`clay tagine ${tag}`);
    expect(await firstTool.getAttribute("aria-pressed")).toBe("true");
    await page.getByPlaceholder("Search ingredients...").fill(`quince ${tag}`);
    const quince = ingredients.getByRole("button", { name: new RegExp(`^quince ${tag}`) });
    expect(await quince.getAttribute("aria-pressed")).toBe("false");

    // A refused toggle leaves the item as it was: the state flips on success only, and nothing is shown.
    await page.route("**/trpc/kitchen.toggleIngredient**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    const refused = page.waitForResponse((res) => res.url().includes("kitchen.toggleIngredient"));
    await quince.click();
    expect((await refused).status()).toBe(500);
    await expect.poll(() => quince.getAttribute("aria-busy")).toBeNull();
    expect(await quince.getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.unroute("**/trpc/kitchen.toggleIngredient**");

    // Unmarking flips it back.
    await page.getByPlaceholder("Search ingredients...").fill(`saffron ${tag}`);
    await ingredients.getByRole("button", { name: new RegExp(`^saffron ${tag}`) }).click();
    await expect
      .poll(() => ingredients.getByRole("button", { name: new RegExp(`^saffron ${tag}`) }).getAttribute("aria-pressed"))
      .toBe("false");
  });
});
