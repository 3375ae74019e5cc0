import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { itemBox, openShoppingMode, recipeInput, seedCart } from "./support/shopping";
import { axeViolations, formatViolations } from "./axe";

const suffix = () => Math.random().toString(36).slice(2, 7);

/** The household section of Settings. */
const householdSection = (page: Page) => page.getByRole("region", { name: "Household" });

/** Makes a household in Settings and answers the path of a new invite link made there. */
async function createHouseholdWithInvite(page: Page, name: string): Promise<string> {
  await page.goto("/dashboard/settings");
  const section = householdSection(page);
  await section.getByLabel("Household name").fill(name);
  await section.getByRole("button", { name: "Create household" }).click();
  await expect(section.getByText("You are its only member so far.")).toBeVisible();
  await section.getByLabel("Uses (optional)").fill("1");
  await section.getByRole("button", { name: "Make invite link" }).click();
  const link = await section.getByRole("textbox", { name: "Invite link" }).inputValue();
  await expect(section.getByRole("img", { name: "QR code of the invite link" })).toBeVisible();
  await expect(section.getByRole("list", { name: "Open invites" }).getByRole("listitem")).toHaveText(/used 0 of 1/);
  return new URL(link).pathname;
}

async function expectAccessible(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

/** The header's household indicator. */
const indicator = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name: `Household: ${name}` });

test.describe("households", () => {
  test("an invite made in Settings is opened signed out, logged into, previewed and joined; both see the household", async ({
    signedInPage: owner,
    freshPage,
    newPerson,
  }) => {
    test.setTimeout(120_000);
    const name = `Kitchen ${suffix()}`;
    const path = await createHouseholdWithInvite(owner, name);
    await expect(indicator(owner, name)).toBeVisible();
    await expectAccessible(owner, "Settings with a new invite");

    // A signed-out visitor logs in first and comes back to the invite.
    const joiner = await newPerson("joiner");
    const page = await freshPage();
    await page.goto(path);
    await page.waitForURL("**/login?**");
    await page.getByLabel("Email").fill(joiner.email);
    await page.getByLabel("Password").fill(joiner.password);
    await page.getByRole("button", { name: "Log In" }).click();

    await expect(page.getByRole("heading", { name: `Join ${name}?`, level: 1 })).toBeVisible();
    await expect(page.getByText(`${name} has 1 member.`)).toBeVisible();
    await expect(page.getByText("Your Kitchen is united with theirs.")).toBeVisible();
    await expect(page.getByText("Your carts come along")).toBeVisible();
    await expect(page.getByText("Your own week plans, rules and templates stay aside")).toBeVisible();
    await expectAccessible(page, "the join screen");
    await page.getByLabel("Keep my recipes private").check();
    await expect(page.getByText(/become private: only you see them/)).toBeVisible();
    await page.getByRole("button", { name: `Join ${name}` }).click();

    await expect(householdSection(page).getByText(`You are a member of ${name}.`)).toBeVisible();
    await expect(indicator(page, name)).toBeVisible();
    await expect(householdSection(page).getByRole("button", { name: "Leave household" })).toBeVisible();

    // The owner sees the new member; the used-up invite is no longer open.
    await owner.reload();
    const section = householdSection(owner);
    await expect(section.getByRole("listitem").filter({ hasText: joiner.email })).toContainText("Member");
    await expect(section.getByText("No open invites.")).toBeVisible();

    // The invite, once used, is refused with a clear message.
    const third = await freshPage();
    const latecomer = await newPerson("late");
    await third.goto("/login");
    await third.evaluate((token) => localStorage.setItem("token", token), latecomer.token);
    await third.goto(path);
    await expect(third.getByRole("heading", { name: /This invite can.t be used/ })).toBeVisible();
    await expect(third.getByRole("alert")).toContainText("expired, been revoked or used up");
  });

  test("a private recipe stays hidden from the other member, a shared one is seen, and a tick shows who made it", async ({
    signedInPage: owner,
    api,
    secondPerson,
    apiAs,
  }) => {
    test.setTimeout(150_000);
    const name = `Kitchen ${suffix()}`;
    const path = await createHouseholdWithInvite(owner, name);
    const { page: member, person, api: memberApi } = secondPerson;
    await member.goto(path);
    await member.getByRole("button", { name: `Join ${name}` }).click();
    await expect(indicator(member, name)).toBeVisible();

    // The owner's recipes: one marked private, one shared.
    const secret = await api.mutate<{ recipe_id: number }>("recipes.add", {
      ...recipeInput(`Secret soup ${suffix()}`, 2, [["leeks", "2", "units"]]),
      visibility: "private",
    });
    const sharedTitle = `Shared stew ${suffix()}`;
    const shared = await api.mutate<{ recipe_id: number }>("recipes.add", recipeInput(sharedTitle, 2, [["beans", "1", "cups"]]));

    await member.goto(`/dashboard/recipes/${shared.recipe_id}`);
    await expect(member.getByRole("heading", { level: 1, name: sharedTitle })).toBeVisible();
    await member.goto(`/dashboard/recipes/${secret.recipe_id}`);
    await expect(member.getByText("Recipe not found")).toBeVisible();
    expect(
      await apiAs(person)
        .rest("GET", `/api/recipes/${secret.recipe_id}`)
        .catch((error: Error) => error.message),
    ).toMatch(/404/);

    // One list for both: the member ticks, the owner's Shopping mode names them after a reload.
    await seedCart(api, `Stew ${suffix()}`, [["carrots", "2", "units"]]);
    await openShoppingMode(member);
    await itemBox(member, /carrots$/).click();
    await expect(itemBox(member, /carrots$/)).toBeChecked();
    await expect
      .poll(async () => (await memberApi.get<{ items: { in_basket: boolean }[] }>("/api/shopping")).items.some((i) => i.in_basket))
      .toBe(true);
    await openShoppingMode(owner);
    await owner.reload();
    await expect(itemBox(owner, /carrots$/)).toBeChecked();
    const ticker = person.email.split("@")[0]!;
    await expect(owner.getByText(`ticked by ${ticker}`)).toBeVisible();
    await expectAccessible(owner, "Shopping mode with a member's tick");
  });

  test("a member's tick paints on another member's open Shopping list without a reload, naming who ticked", async ({
    signedInPage: owner,
    api,
    secondPerson,
  }) => {
    test.setTimeout(150_000);
    const name = `Kitchen ${suffix()}`;
    const path = await createHouseholdWithInvite(owner, name);
    const { page: member, person } = secondPerson;
    await member.goto(path);
    await member.getByRole("button", { name: `Join ${name}` }).click();
    await expect(indicator(member, name)).toBeVisible();
    await seedCart(api, `Stew ${suffix()}`, [
      ["carrots", "2", "units"],
      ["leeks", "1", "units"],
    ]);

    // Both have the one list open, each in their own browser, at a phone's width.
    for (const page of [owner, member]) await page.setViewportSize({ width: 390, height: 844 });
    await openShoppingMode(owner);
    await openShoppingMode(member);
    await expect(itemBox(owner, /carrots$/)).not.toBeChecked();
    await expect(itemBox(member, /carrots$/)).not.toBeChecked();
    const navigations: string[] = [];
    owner.on("framenavigated", (frame) => {
      if (frame === owner.mainFrame()) navigations.push(frame.url());
    });

    // Shopping mode polls only every 30 s, longer than this wait: the paint comes through the live stream.
    await itemBox(member, /carrots$/).click();
    const ticker = person.email.split("@")[0]!;
    await expect(itemBox(owner, /carrots$/)).toBeChecked({ timeout: 5_000 });
    await expect(owner.getByText(`ticked by ${ticker}`)).toBeVisible();
    await expect(itemBox(owner, /leeks$/)).not.toBeChecked();
    expect(navigations).toEqual([]);
    await owner.screenshot({ path: test.info().outputPath("owner-sees-member-tick-390.png"), fullPage: true });

    // And back: the owner unticks, the member's list follows and no longer names anyone.
    await itemBox(owner, /carrots$/).click();
    await expect(itemBox(member, /carrots$/)).not.toBeChecked({ timeout: 5_000 });
    await expect(member.getByText(/ticked by/)).toHaveCount(0);
  });

  test("the owner removes a member, and a member leaves; each is back in no household", async ({
    signedInPage: owner,
    secondPerson,
    newPerson,
    freshPage,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const name = `Kitchen ${suffix()}`;
    const path = await createHouseholdWithInvite(owner, name);
    const { page: member, person } = secondPerson;
    await member.goto(path);
    await member.getByRole("button", { name: `Join ${name}` }).click();
    await expect(indicator(member, name)).toBeVisible();

    // Removed by the owner: on their next load, the member is in none.
    await owner.reload();
    const section = householdSection(owner);
    await section.getByRole("button", { name: `Remove ${person.email}` }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(section.getByRole("listitem").filter({ hasText: person.email })).toHaveCount(0);
    await member.goto("/dashboard/settings");
    await expect(householdSection(member).getByRole("button", { name: "Create household" })).toBeVisible();
    await expect(member.getByRole("banner").getByRole("link", { name: /^Household:/ })).toHaveCount(0);

    // Another joins with a new invite and leaves on their own.
    await section.getByRole("button", { name: "Make invite link" }).click();
    const second = new URL(await section.getByRole("textbox", { name: "Invite link" }).inputValue()).pathname;
    const leaver = await newPerson("leaver");
    const page = await freshPage();
    await signIn(page, leaver);
    await page.goto(second);
    await page.getByRole("button", { name: `Join ${name}` }).click();
    await householdSection(page).getByRole("button", { name: "Leave household" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Leave household" }).click();
    await expect(householdSection(page).getByRole("button", { name: "Create household" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Household:/ })).toHaveCount(0);

    // The owner, alone again, deletes the household.
    await owner.reload();
    await section.getByRole("button", { name: "Delete household" }).click();
    await owner.getByRole("dialog").getByRole("button", { name: "Delete household" }).click();
    await expect(section.getByRole("button", { name: "Create household" })).toBeVisible();
    await expect(owner.getByRole("banner").getByRole("link", { name: /^Household:/ })).toHaveCount(0);
  });

  test("the recipe form's Private toggle starts from Settings on a new recipe and from the recipe on edit", async ({
    signedInPage: page,
    api,
  }) => {
    await page.goto("/dashboard/settings");
    // The choice shows once the server has kept it.
    const privateChoice = page.getByRole("region", { name: "New recipes" }).getByLabel(/^Private/);
    await privateChoice.click();
    await expect(privateChoice).toBeChecked();

    await page.goto("/dashboard/recipes");
    await page.getByRole("button", { name: "Add Recipe" }).click();
    const form = page.getByRole("dialog", { name: "Add Recipe" });
    await expect(form.getByRole("checkbox", { name: "Private" })).toBeChecked();
    await expect(form.getByText("Only you can see it; your household can't.")).toBeVisible();
    await form.getByRole("button", { name: "Close", exact: true }).click();

    const title = `Toggle tart ${suffix()}`;
    const added = await api.mutate<{ recipe_id: number }>("recipes.add", {
      ...recipeInput(title, 2, [["flour", "1", "cups"]]),
      visibility: "household",
    });
    await page.reload();
    await page.getByRole("button", { name: `Edit ${title}, recipe` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Recipe" });
    const toggle = edit.getByRole("checkbox", { name: "Private" });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    expect((await api.query<{ visibility: string }>("recipes.detail", { id: added.recipe_id })).visibility).toBe("private");
  });

  test("an invite made while Open invites is still loading shows in the list", async ({ signedInPage: page }) => {
    // The list's first answer is read by the server at once but reaches the page only after the
    // invite is made: the page must ask again rather than keep that older answer.
    let armed = false;
    let held = false;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/[^?]*household\.invites\.list/, async (route) => {
      if (!armed || held) return route.continue();
      held = true;
      const answer = await route.fetch();
      await released;
      await route.fulfill({ response: answer });
    });
    await page.goto("/dashboard/settings");
    const section = householdSection(page);
    await section.getByLabel("Household name").fill(`Slow list ${suffix()}`);
    armed = true;
    await section.getByRole("button", { name: "Create household" }).click();
    await expect(section.getByText("Loading your invites")).toBeAttached();
    await section.getByRole("button", { name: "Make invite link" }).click();
    await expect(section.getByRole("textbox", { name: "Invite link" })).toBeVisible();
    // Whatever else asks for the list meanwhile (the live notice of the new invite) joins the held fetch.
    await page.waitForTimeout(2_000);
    release();
    await expect(section.getByRole("list", { name: "Open invites" }).getByRole("listitem")).toHaveCount(1);
  });
});
