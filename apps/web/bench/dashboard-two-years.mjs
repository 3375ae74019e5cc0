// Measures the dashboard with two years of daily data (730 metric entries, 5,840 journal entries):
// the time from opening /dashboard/Dash to every chart drawn, the time to answer the two API calls,
// and the time from a wheel zoom step or a pointer move to the next painted frame.
// Usage: pnpm build && node apps/web/bench/dashboard-two-years.mjs [runs]
// BENCH_SERVER_ENTRY and BENCH_WEB_DIST point it at a build made elsewhere.
/* global document, requestAnimationFrame, WheelEvent, PointerEvent -- used inside page.evaluate, which runs in the browser */
import { chromium } from "playwright-core";
import { startBenchServer } from "./bench-server.mjs";

const runs = Number(process.argv[2] ?? 9);
const DAYS = 730;
const server = await startBenchServer();
const { base } = server;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

const email = `bench.${Date.now()}@example.com`;
const password = "benchmark passphrase";
const json = { "content-type": "application/json" };
await fetch(`${base}/api/auth/signup`, { method: "POST", headers: json, body: JSON.stringify({ email, password }) });
const { token } = await (
  await fetch(`${base}/api/auth/login`, { method: "POST", headers: json, body: JSON.stringify({ email, password }) })
).json();
const auth = { ...json, authorization: `Bearer ${token}` };

const day = (offset) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
const requests = [];
for (let i = DAYS - 1; i >= 0; i -= 1) {
  const weight = 200 - (DAYS - i) * 0.04 + Math.sin(i / 5);
  requests.push([
    "/api/metrics",
    {
      name: "Bench",
      height: 70,
      weight: Math.round(weight * 10) / 10,
      dob: "1990-03-01",
      gender: "male",
      activityLevel: "lightly-active",
      goal: "fat loss",
      entryDate: day(-i),
      targetWeight: 170,
    },
  ]);
  for (const [meal, kcal] of [
    ["Breakfast", 420],
    ["Lunch", 650],
    ["Dinner", 800],
    ["Snack", 180],
  ]) {
    requests.push([
      "/api/journal",
      {
        date: day(-i),
        meal,
        name: `${meal} ${i % 7}`,
        serving_size: 1,
        calories: kcal + (i % 9) * 10,
        protein: kcal / 20,
        carbs: kcal / 9,
        sugar: kcal / 60,
        fiber: 4,
        fat: kcal / 30,
        sat_fat: 3,
      },
    ]);
  }
  for (const oz of [16, 24, 16, 8]) requests.push(["/api/journal", { date: day(-i), name: "water", total_weight: oz }]);
}
const seedStart = performance.now();
for (let i = 0; i < requests.length; i += 16) {
  await Promise.all(
    requests.slice(i, i + 16).map(async ([url, body]) => {
      const res = await fetch(base + url, { method: "POST", headers: auth, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    }),
  );
}
console.log(`seeded ${requests.length} entries in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const apiTimes = { metrics: [], journal: [] };
for (let i = 0; i < runs; i += 1) {
  for (const [key, url] of [
    ["metrics", "/api/metrics/all"],
    ["journal", "/api/journal"],
  ]) {
    const t0 = performance.now();
    const res = await fetch(base + url, { headers: auth });
    await res.json();
    apiTimes[key].push(performance.now() - t0);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
const loadTimes = [];
const zoomFrames = [];
const hoverFrames = [];
for (let i = 0; i < runs; i += 1) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem("token", t), token);
  const page = await context.newPage();
  const t0 = performance.now();
  await page.goto("/dashboard/Dash");
  await page.waitForFunction(
    () =>
      document.querySelectorAll(".chart svg").length >= 3 &&
      Number(document.querySelector("g.bars-protein")?.getAttribute("data-days")) >= 730,
  );
  loadTimes.push(performance.now() - t0);
  const frames = await page.evaluate(async () => {
    const svg = document.querySelector(".main-chart svg");
    const surface = document.querySelector(".main-chart .zoom-surface");
    const r = svg.getBoundingClientRect();
    const nextFrame = () => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
    const zoom = [];
    for (let k = 0; k < 30; k += 1) {
      const t = performance.now();
      svg.dispatchEvent(
        new WheelEvent("wheel", {
          deltaY: k < 15 ? -150 : 150,
          clientX: r.left + r.width / 2,
          clientY: r.top + r.height / 2,
          bubbles: true,
          cancelable: true,
        }),
      );
      await nextFrame();
      zoom.push(performance.now() - t);
    }
    const hover = [];
    for (let k = 0; k < 30; k += 1) {
      const t = performance.now();
      surface.dispatchEvent(
        new PointerEvent("pointermove", {
          clientX: r.left + 60 + (k * (r.width - 180)) / 30,
          clientY: r.top + r.height / 2,
          bubbles: true,
          pointerId: 1,
        }),
      );
      await nextFrame();
      hover.push(performance.now() - t);
    }
    return { zoom, hover };
  });
  zoomFrames.push(...frames.zoom);
  hoverFrames.push(...frames.hover);
  await context.close();
}
await browser.close();
await server.stop();

const row = (label, xs) => `| ${label} | ${median(xs).toFixed(0)} ms | ${p95(xs).toFixed(0)} ms |`;
console.log(`\n| measure (${runs} runs) | median | p95 |\n|---|---|---|`);
console.log(row("GET /api/metrics/all (730 entries)", apiTimes.metrics));
console.log(row("GET /api/journal (5,840 entries)", apiTimes.journal));
console.log(row("open /dashboard/Dash → all charts drawn", loadTimes));
console.log(row("wheel zoom step → next frame (main chart)", zoomFrames));
console.log(row("pointer move → tooltip frame (main chart)", hoverFrames));
