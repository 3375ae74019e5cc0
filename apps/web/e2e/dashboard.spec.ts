import { expect, test } from "./fixtures";
import { localDay } from "./support/days";

const metric = (entryDate: string, weight: number) => ({
  name: "Sam",
  height: 70,
  weight,
  dob: "1995-06-15",
  gender: "male",
  activityLevel: "moderately-active",
  goal: "fat loss",
  entryDate,
  targetWeight: 165,
});

test.describe("dashboard", () => {
  test("shows today's remaining calories, toggles a macro, charts a % change range and zooms the main chart", async ({
    signedInPage: page,
    api,
  }) => {
    await api.rest("POST", "/api/metrics", metric(localDay(-14), 180));
    await api.rest("POST", "/api/metrics", metric(localDay(-7), 178));
    const latest = (await api.rest("POST", "/api/metrics", metric(localDay(0), 176))) as {
      calories_passive: number;
      calories_aggressive: number;
    };
    const meals = [
      {
        date: localDay(-1),
        entry_time: "08:00",
        meal: "Breakfast",
        name: "Oatmeal",
        serving_size: 1,
        calories: 320,
        protein: 12,
        carbs: 54,
        sugar: 12,
        fiber: 8,
        fat: 7,
        sat_fat: 1.5,
      },
      {
        date: localDay(-1),
        entry_time: "19:00",
        meal: "Dinner",
        name: "Salmon bowl",
        serving_size: 1,
        calories: 700,
        protein: 45,
        carbs: 60,
        sugar: 5,
        fiber: 6,
        fat: 25,
        sat_fat: 5,
        trans_fat: 0.2,
      },
      { date: localDay(-1), entry_time: "10:00", name: "water", total_weight: 48 },
      {
        date: localDay(0),
        entry_time: "08:10",
        meal: "Breakfast",
        name: "Eggs and toast",
        serving_size: 2,
        calories: 450,
        protein: 26,
        carbs: 30,
        fat: 22,
        sat_fat: 7,
      },
      {
        date: localDay(0),
        entry_time: "12:40",
        meal: "Lunch",
        name: "Chicken quinoa bowl",
        serving_size: 1,
        calories: 700,
        protein: 48,
        carbs: 62,
        sugar: 6,
        fiber: 7,
        fat: 18,
      },
      { date: localDay(0), entry_time: "09:00", name: "Water", total_weight: 32 },
    ];
    for (const meal of meals) await api.rest("POST", "/api/journal", meal);

    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { name: "Metrics Over Time" }).waitFor();

    // Daily Progress is open on today: remaining = goal midpoint − consumed (450 + 700).
    const progress = page.getByRole("complementary", { name: `Daily Progress (${localDay(0)})` });
    await progress.waitFor();
    // Energy shows in whole kilocalories.
    const remaining = (latest.calories_passive + latest.calories_aggressive) / 2 - 1150;
    expect(await progress.locator("dl > div", { hasText: "Calories" }).textContent()).toBe(
      `Calories${Math.round(remaining)} kcal (${Math.abs(remaining) <= 250 ? "on track" : "off track"})`,
    );
    await page.getByRole("button", { name: "Previous Day" }).click();
    await page.getByRole("heading", { name: `Daily Progress (${localDay(-1)})` }).waitFor();
    await page.getByRole("button", { name: "Next Day" }).click();
    await page.getByRole("button", { name: "Next Day" }).click();
    await page.getByRole("heading", { name: `Daily Progress (${localDay(1)})` }).waitFor();
    await page.getByText("No entry for selected day.").waitFor();
    await page.getByRole("button", { name: "Today" }).click();
    await page.getByRole("heading", { name: `Daily Progress (${localDay(0)})` }).waitFor();
    await page.getByRole("button", { name: "Exit" }).click();
    await page.getByRole("button", { name: "Show Daily Progress" }).click();
    await page.getByRole("button", { name: "Hide Daily Progress" }).waitFor();

    // Figures under the main chart, from the latest entry.
    await page.getByText(`${localDay(-14)} to ${localDay(0)}`, { exact: true }).waitFor();
    const details = page.getByRole("definition").filter({ hasText: /^-11\.0$/ });
    expect(await details.count()).toBe(1);

    // Macros: Fat toggled off removes its bars.
    const fatBars = page.locator("g.bars-fat");
    expect(await fatBars.getAttribute("data-days")).toBe("2");
    const fat = page.getByRole("button", { name: "Fat", exact: true });
    expect(await fat.getAttribute("aria-pressed")).toBe("true");
    await fat.click();
    expect(await fat.getAttribute("aria-pressed")).toBe("false");
    expect(await fatBars.count()).toBe(0);
    expect(await page.locator("g.bars-protein").getAttribute("data-days")).toBe("2");

    // The macro tooltip lists each shown macro's total and breakdown for the day under the pointer.
    const macros = page.getByRole("img", { name: "Protein, carbs and fat consumed per day against goal bands" });
    await macros.scrollIntoViewIfNeeded();
    const macroBox = (await macros.boundingBox())!;
    await page.mouse.move(macroBox.x + 56 + (macroBox.width - 72) * 0.75, macroBox.y + 200);
    const macroTip = page.getByRole("status").filter({ hasText: "Protein: 74.0 g" });
    await macroTip.waitFor();
    expect(await macroTip.textContent()).toContain("Carbs: 92.0 g (Sugar 6.0 g, Fiber 7.0 g, Undefined 79.0 g)");
    expect(await macroTip.textContent()).not.toContain("Fat:");
    await page.mouse.move(0, 0);

    // Weight % change: both messages, then the chart for a chosen range.
    await page.getByText("Please select a start and end date to calculate % weight change.").waitFor();
    await page.getByLabel("Start date").fill("2001-01-01");
    await page.getByLabel("End date").fill("2001-02-01");
    await page.getByText("No data available for selected date range.").waitFor();
    await page.getByLabel("Start date").fill(localDay(-14));
    await page.getByLabel("End date").fill(localDay(0));
    await page.getByRole("img", { name: "Percent change of weight relative to the first entry in the range" }).waitFor();
    // (176 − 180) / 180 = −2.2%
    await page.getByText(`Change from ${localDay(-14)} to ${localDay(0)}: -2.2%`).waitFor();

    // Main chart: the wheel zooms, a drag pans, and zooming out stops at the first and last entry.
    const caption = page.getByText(/^Showing /);
    expect(await caption.textContent()).toBe(`Showing ${localDay(-14)} to ${localDay(0)}`);
    const chart = page.getByRole("img", { name: /Weight, target weight, calorie goals/ });
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    await page.mouse.wheel(0, -600);
    await page.waitForFunction(() => /zoomed/.test(document.querySelector(".main-chart .chart-caption")?.textContent ?? ""));
    const zoomedText = (await caption.textContent())!;
    expect(zoomedText).not.toBe(`Showing ${localDay(-14)} to ${localDay(0)}`);
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction((before) => document.querySelector(".main-chart .chart-caption")?.textContent !== before, zoomedText);
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(
      (full) => document.querySelector(".main-chart .chart-caption")?.textContent?.startsWith(full),
      `Showing ${localDay(-14)} to ${localDay(0)}`,
    );
    expect(await page.getByRole("button", { name: "Reset zoom" }).isDisabled()).toBe(true);

    // Hovering a day shows the per-day tooltip over all series.
    const x = (await page.evaluate(() => document.querySelector(".main-chart svg circle")?.getBoundingClientRect().x)) as number;
    await page.mouse.move(x + 3, box.y + box.height / 2);
    await page.getByRole("status").filter({ hasText: "Weight: 180.0 lbs" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Weight: 180.0 lbs" }).textContent()).toContain("BMI: 25.8");

    // The keyboard reads the same tooltip day by day and zooms.
    await page.mouse.move(0, 0);
    await page.getByRole("status").filter({ hasText: "Weight: 180.0 lbs" }).waitFor({ state: "detached" });
    await chart.focus();
    await page.keyboard.press("ArrowRight");
    await page
      .getByRole("status")
      .filter({ hasText: `${localDay(-14)}Weight: 180.0 lbs` })
      .waitFor();
    await page.keyboard.press("ArrowRight");
    await page
      .getByRole("status")
      .filter({ hasText: `${localDay(-7)}Weight: 178.0 lbs` })
      .waitFor();
    await page.keyboard.press("+");
    await page.waitForFunction(() => /zoomed/.test(document.querySelector(".main-chart .chart-caption")?.textContent ?? ""));
  });
});

type Box = { x: number; y: number; width: number; height: number; text: string };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("dashboard layout", () => {
  test("keeps the dashboard's right axis titles clear of the other axis and its tick labels", async ({ freshPage, signUp, apiAs }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await freshPage(viewport);
      const api = apiAs(await signUp(page));
      for (const [offset, weight] of [
        [-30, 190],
        [-14, 184],
        [0, 176],
      ] as const) {
        await api.rest("POST", "/api/metrics", {
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
        await api.rest("POST", "/api/journal", {
          date: localDay(offset),
          meal: "Lunch",
          name: "Bowl",
          serving_size: 1,
          calories: 1500 + (offset % 3) * 400,
        });
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
});
