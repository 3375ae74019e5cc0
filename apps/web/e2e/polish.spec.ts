import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { freshPage, launchBrowser, signUpAndLogIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Calls the documented API with the token the browser holds. */
async function api(page: Page, method: string, url: string, body: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, url, body },
  );
}

function localDay(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A plain one-colour PNG of the given size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])) >>> 0);
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

type Box = { x: number; y: number; width: number; height: number; text: string };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("layout and wording", () => {
  it("keeps the dashboard's right axis titles clear of the other axis and its tick labels", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await freshPage(browser, viewport);
      await signUpAndLogIn(page);
      for (const [offset, weight] of [[-30, 190], [-14, 184], [0, 176]] as const) {
        await api(page, "POST", "/api/metrics", {
          name: "Sam",
          height: 70,
          weight,
          dob: "1995-06-15",
          gender: "male",
          activityLevel: "moderately-active",
          goal: "fat loss",
          entryDate: localDay(offset),
          targetWeight: 165,
        });
      }
      for (let offset = -10; offset <= 0; offset += 1) {
        await api(page, "POST", "/api/journal", { date: localDay(offset), meal: "Lunch", name: "Bowl", serving_size: 1, calories: 1500 + (offset % 3) * 400 });
      }
      await page.goto("/dashboard/Dash");
      const chart = page.getByRole("img", { name: /^Weight, target weight, calorie goals/ });
      await chart.waitFor();

      const axes = await chart.evaluate((svg) =>
        [...svg.querySelectorAll(".visx-axis-right")].map((axis) => {
          const box = (element: Element) => {
            const r = element.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height, text: element.textContent ?? "" };
          };
          return {
            title: box(axis.querySelector(".visx-axis-label")!),
            ticks: [...axis.querySelectorAll(".visx-axis-tick text")].map(box),
            line: box(axis.querySelector(".visx-axis-line")!),
          };
        }),
      );
      expect(axes.length).toBe(2);
      const svgBox = (await chart.boundingBox())!;
      for (const axis of axes) {
        const others = axes.flatMap((other) => [...other.ticks, ...(other === axis ? [] : [other.line, other.title])]);
        const hit = others.filter((box) => overlaps(axis.title, box)).map((box) => box.text || "axis line");
        expect(hit, `"${axis.title.text}" at ${viewport.width} px`).toEqual([]);
        expect(axis.title.x + axis.title.width, `"${axis.title.text}" inside the chart`).toBeLessThanOrEqual(svgBox.x + svgBox.width);
      }
      await page.context().close();
    }
  });

  it("closes a card's cart list on Escape or an outside click, focus back on its button", async () => {
    const page = await freshPage(browser);
    await signUpAndLogIn(page);
    await api(page, "POST", "/api/user-carts/add", { name: "Weeknight" });
    await page.goto("/dashboard/recipes");
    const card = page.getByRole("region", { name: "All recipes" }).locator("article.recipe-card").first();
    await card.waitFor();

    await card.hover();
    const button = card.getByRole("button", { name: /Add to Cart/ });
    await button.click();
    const list = card.getByRole("group", { name: /^Carts for / });
    await list.getByRole("checkbox", { name: "Weeknight" }).waitFor();
    await list.getByRole("checkbox", { name: "Weeknight" }).focus();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await button.click();
    await list.waitFor();
    await page.getByRole("heading", { name: "Browse", level: 1 }).click();
    await list.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("gives the confirm dialog's focus to the safe choice, so Enter deletes nothing", async () => {
    const page = await freshPage(browser);
    await signUpAndLogIn(page);
    await api(page, "POST", "/api/journal", { date: localDay(0), entry_time: "08:00", meal: "Breakfast", name: "Porridge", serving_size: 1, calories: 300 });
    await page.goto("/dashboard/journal");
    const entry = page.getByRole("listitem").filter({ hasText: "Porridge" });
    await entry.getByRole("button", { name: /Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this entry?" });
    await confirm.waitFor();
    // Opened with the mouse, the default still shows as the focused one.
    const cancel = confirm.getByRole("button", { name: "Cancel" });
    expect(await cancel.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await cancel.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await page.keyboard.press("Enter");
    await confirm.waitFor({ state: "hidden" });
    await page.waitForLoadState("networkidle");
    expect(await entry.count()).toBe(1);

    // The go-ahead is styled as the dangerous choice it is.
    await entry.getByRole("button", { name: /Delete/ }).click();
    await confirm.waitFor();
    const ok = confirm.getByRole("button", { name: "OK" });
    expect(await ok.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(179, 38, 30)");
    await ok.click();
    await entry.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("names journal nutrients and data sources in words, sending the same keys", async () => {
    const page = await freshPage(browser);
    await signUpAndLogIn(page);
    await page.goto("/dashboard/journal");
    const form = page.getByRole("form", { name: "New Entry" });
    const nutrient = form.getByLabel("Nutrient", { exact: true });
    await nutrient.waitFor();
    const options = await nutrient.locator("option").allTextContents();
    expect(options).toContain("Saturated fat (g)");
    expect(options).toContain("Total weight (oz)");
    expect(options.filter((text) => /_/.test(text))).toEqual([]);
    await nutrient.selectOption("sat_fat");
    await form.getByLabel("Amount", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Add Nutrient" }).click();
    await form.getByLabel("Amount", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Add Nutrient" }).click();
    await page.getByRole("alert").filter({ hasText: "You have already added saturated fat." }).waitFor();

    await page.goto("/dashboard/recipes");
    await page.getByRole("button", { name: "Add Filter" }).click();
    await page.getByRole("button", { name: "New Filter (edit filters)" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter Options" });
    await dialog.getByLabel("Filter 1 type").selectOption("data_source");
    const source = dialog.getByLabel("Value for filter 1");
    expect(await source.locator("option").allTextContents()).toEqual(["Starter catalogue", "Added by me", "Imported from a spreadsheet"]);
    expect(await source.locator("option").evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))).toEqual(["catalog", "user", "import"]);
    await source.selectOption("user");
    const saved = page.waitForRequest((request) => request.url().includes("filters.update"));
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await saved).postData()).toContain('"value":"user"');
    await page.getByText("Data Source: Added by me").waitFor();
    await page.context().close();
  });

  it("shows whole kilocalories on cards", async () => {
    const page = await freshPage(browser);
    await signUpAndLogIn(page);
    const row = page.getByRole("region", { name: "All recipes" });
    await row.locator("article.recipe-card").nth(3).waitFor();
    const calories = await row.getByText(/ kcal$/).allTextContents();
    expect(calories.length).toBeGreaterThan(3);
    for (const text of calories) expect(text).toMatch(/^\d+ kcal$/);
    await page.context().close();
  });

  it("takes a signed-in visit to the landing, login or signup page into the app", async () => {
    const page = await freshPage(browser);
    await signUpAndLogIn(page);
    for (const path of ["/", "/login", "/signup"]) {
      await page.goto(path);
      await page.waitForURL("**/dashboard/recipes");
      await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    }
    await page.context().close();
  });

  it("previews an upload at its natural size, at most 300 px wide", async () => {
    const page = await freshPage(browser);
    await signUpAndLogIn(page);
    await page.goto("/upload-image");
    const input = page.getByLabel("Image file");
    const preview = page.getByRole("img", { name: "Uploaded image preview" });
    for (const [width, shown] of [
      [40, 40],
      [640, 300],
    ] as const) {
      await input.setInputFiles({ name: `w${width}.png`, mimeType: "image/png", buffer: png(width, 30) });
      await page.getByText("Stored at").waitFor();
      await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(width);
      expect(Math.round((await preview.boundingBox())!.width)).toBe(shown);
    }
    await page.context().close();
  });
});
