// Lighthouse performance scores (mobile, simulated throttling: Lighthouse's defaults) of the public
// screens and of the signed-in screens with data, each the median of several runs, from the built
// app on an embedded database. Figures are recorded in docs/benchmarks.md.
// Usage: pnpm build && pnpm bench:lighthouse [runs]   (default 3 runs per page)
// BENCH_PAGES=landing,plan picks pages; BENCH_REPORTS=<folder> keeps each run's report;
// CHROMIUM_PATH points at another Chromium.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { seedScreens } from "../scripts/seed-screens.mjs";
import { startBenchServer } from "./bench-server.mjs";

const runs = Number(process.argv[2] ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const PAGES = [
  { name: "landing", path: "/", signedIn: false },
  { name: "login", path: "/login", signedIn: false },
  { name: "dashboard", path: "/dashboard/Dash", signedIn: true },
  { name: "browse", path: "/dashboard/recipes", signedIn: true },
  { name: "your recipes", path: "/dashboard/add-recipe", signedIn: true },
  { name: "plan", path: "/dashboard/plan", signedIn: true },
  { name: "shopping mode", path: "/dashboard/shop", signedIn: true },
];
const picked = process.env.BENCH_PAGES?.split(",");
const pages = picked ? PAGES.filter((page) => picked.includes(page.name) || picked.includes(page.name.replace(/ /g, "-"))) : PAGES;

const server = await startBenchServer();
const seeded = await seedScreens(server.base);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});
// A second client on the same browser prepares each run: Lighthouse's own storage reset would
// also wipe the session token, so the bench empties caches and service workers itself instead
// and then stores the token the way the login screen does.
const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

async function prepare(signedIn) {
  const context = driver.contexts()[0];
  const page = await context.newPage();
  // A JSON address of the same origin: it shares the app's storage without booting the app
  // (which would register the service worker and fill its cache again).
  await page.goto(`${server.base}/api/health`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin: server.base, storageTypes: "all" });
  await cdp.send("Network.clearBrowserCache");
  await page.evaluate(
    async (token) => {
      const { caches, indexedDB } = globalThis;
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
      for (const database of await indexedDB.databases()) if (database.name) indexedDB.deleteDatabase(database.name);
      localStorage.clear();
      if (token) localStorage.setItem("token", token);
    },
    signedIn ? seeded.token : null,
  );
  await page.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const target of pages) {
    const scores = [];
    const tbts = [];
    const lcps = [];
    const clss = [];
    const benchmarkIndexes = [];
    for (let i = 0; i < runs; i += 1) {
      await prepare(target.signedIn);
      const result = await lighthouse(`${server.base}${target.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        disableStorageReset: true,
      });
      const { categories, audits, environment, finalDisplayedUrl } = result.lhr;
      if (result.lhr.runtimeError) throw new Error(`${target.name}: ${result.lhr.runtimeError.message}`);
      // A signed-in screen that bounced to /login would measure the wrong page.
      if (new URL(finalDisplayedUrl).pathname !== target.path) throw new Error(`${target.name} ended on ${finalDisplayedUrl}`);
      if (process.env.BENCH_REPORTS) {
        fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
        fs.writeFileSync(path.join(process.env.BENCH_REPORTS, `${target.name.replace(/ /g, "-")}-${i + 1}.json`), result.report);
      }
      benchmarkIndexes.push(Math.round(environment.benchmarkIndex));
      scores.push(Math.round(categories.performance.score * 100));
      tbts.push(Math.round(audits["total-blocking-time"].numericValue));
      lcps.push(Math.round(audits["largest-contentful-paint"].numericValue));
      clss.push(audits["cumulative-layout-shift"].numericValue);
    }
    // benchmarkIndex is Lighthouse's own measure of the machine's speed at the time (higher is faster).
    const row = {
      page: target.name,
      score: median(scores),
      tbt_ms: median(tbts),
      lcp_ms: median(lcps),
      cls: +median(clss).toFixed(3),
      scores,
      benchmark_index: median(benchmarkIndexes),
    };
    rows.push(row);
    console.error(JSON.stringify(row));
  }
} finally {
  await driver.close().catch(() => undefined);
  chrome.kill();
  await server.stop();
}

console.log(JSON.stringify({ runs, throttling: "mobile, simulated (Lighthouse defaults)", pages: rows }, null, 2));
