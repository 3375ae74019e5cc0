// Lighthouse performance scores (mobile, simulated throttling: Lighthouse's defaults) of the public
// screens and of the signed-in screens with data, each the median of several runs, from the built
// app on an embedded database. Figures are recorded in docs/benchmarks.md.
// Usage: pnpm build && pnpm bench:lighthouse [runs]   (default 3 runs per page)
// BENCH_PAGES=landing,plan picks pages; BENCH_REPORTS=<folder> keeps each run's report;
// CHROMIUM_PATH points at another Chromium. BENCH_BASELINE_SERVER_ENTRY and BENCH_BASELINE_WEB_DIST
// (a build of another commit, e.g. main) add a second server: each page is then measured on both,
// runs alternating, so old and new share the machine's load, and both are reported.
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
  { name: "browse", path: "/dashboard/browse", signedIn: true },
  { name: "your recipes", path: "/dashboard/recipes", signedIn: true },
  { name: "plan", path: "/dashboard/plan", signedIn: true },
  { name: "shopping mode", path: "/dashboard/shop", signedIn: true },
  // The first seeded recipe's own page (issue 31, ADR 137): its address names the recipe.
  { name: "recipe page", path: (seeded) => `/dashboard/recipes/${seeded.recipeIds[0]}`, signedIn: true },
];
/** A page's address on one target: a recipe's id differs between the two servers' seeds. */
const pathOf = (page, target) => (typeof page.path === "function" ? page.path(target.seeded) : page.path);
const picked = process.env.BENCH_PAGES?.split(",");
const pages = picked ? PAGES.filter((page) => picked.includes(page.name) || picked.includes(page.name.replace(/ /g, "-"))) : PAGES;

const server = await startBenchServer();
const seeded = await seedScreens(server.base);
const targets = [{ label: "current", base: server.base, token: seeded.token, seeded }];
let baselineServer = null;
if (process.env.BENCH_BASELINE_SERVER_ENTRY || process.env.BENCH_BASELINE_WEB_DIST) {
  baselineServer = await startBenchServer({
    entry: process.env.BENCH_BASELINE_SERVER_ENTRY,
    webDist: process.env.BENCH_BASELINE_WEB_DIST,
    port: Number(process.env.BENCH_BASELINE_PORT) || 0,
  });
  const baselineSeeded = await seedScreens(baselineServer.base);
  targets.unshift({ label: "baseline", base: baselineServer.base, token: baselineSeeded.token, seeded: baselineSeeded });
}
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});
// A second client on the same browser prepares each run: Lighthouse's own storage reset would
// also wipe the session token, so the bench empties caches and service workers itself instead
// and then stores the token the way the login screen does.
const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

async function prepare(target, signedIn) {
  const context = driver.contexts()[0];
  const page = await context.newPage();
  // A JSON address of the same origin: it shares the app's storage without booting the app
  // (which would register the service worker and fill its cache again).
  await page.goto(`${target.base}/api/health`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin: target.base, storageTypes: "all" });
  await cdp.send("Network.clearBrowserCache");
  await page.evaluate(
    async (token) => {
      const { caches, indexedDB } = globalThis;
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
      for (const database of await indexedDB.databases()) if (database.name) indexedDB.deleteDatabase(database.name);
      localStorage.clear();
      // As the login screen stores it: localStorage, and the cookie the server's first render reads (ADR 146).
      globalThis.document.cookie = "simmer_session=; Path=/; Max-Age=0; SameSite=Strict";
      if (token) {
        localStorage.setItem("token", token);
        globalThis.document.cookie = `simmer_session=${encodeURIComponent(token)}; Path=/; Max-Age=86400; SameSite=Strict`;
        // The time zone beside it, and the note that both are written (features/auth/token.ts).
        globalThis.document.cookie = `simmer_zone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}; Path=/; Max-Age=86400; SameSite=Strict`;
        localStorage.setItem("simmer_cookies", `${token.slice(-24)} ${new Date().getTimezoneOffset()}`);
      }
    },
    signedIn ? target.token : null,
  );
  await page.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const page of pages) {
    const runsOf = new Map(targets.map((target) => [target, { scores: [], tbts: [], lcps: [], fcps: [], clss: [], benchmarkIndexes: [] }]));
    for (let i = 0; i < runs; i += 1) {
      // With a baseline, old and new take turns, so both meet the same load.
      for (const target of targets) {
        const m = runsOf.get(target);
        // Lighthouse now and then loses its own trace (NO_NAVSTART): that run is taken again, twice at most.
        let result;
        for (let attempt = 1; ; attempt += 1) {
          await prepare(target, page.signedIn);
          result = await lighthouse(`${target.base}${pathOf(page, target)}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            disableStorageReset: true,
          });
          if (!result.lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${page.name}: ${result.lhr.runtimeError.message}`);
          console.error(`${page.name}: ${result.lhr.runtimeError.code}, measured again`);
        }
        const { categories, audits, environment, finalDisplayedUrl } = result.lhr;
        // A signed-in screen that bounced to /login would measure the wrong page.
        if (new URL(finalDisplayedUrl).pathname !== pathOf(page, target)) throw new Error(`${page.name} ended on ${finalDisplayedUrl}`);
        if (process.env.BENCH_REPORTS) {
          fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
          const name = `${targets.length > 1 ? `${target.label}-` : ""}${page.name.replace(/ /g, "-")}-${i + 1}.json`;
          fs.writeFileSync(path.join(process.env.BENCH_REPORTS, name), result.report);
        }
        m.benchmarkIndexes.push(Math.round(environment.benchmarkIndex));
        m.scores.push(Math.round(categories.performance.score * 100));
        m.tbts.push(Math.round(audits["total-blocking-time"].numericValue));
        m.fcps.push(Math.round(audits["first-contentful-paint"].numericValue));
        m.lcps.push(Math.round(audits["largest-contentful-paint"].numericValue));
        m.clss.push(audits["cumulative-layout-shift"].numericValue);
      }
    }
    for (const target of targets) {
      const m = runsOf.get(target);
      // benchmarkIndex is Lighthouse's own measure of the machine's speed at the time (higher is faster).
      const row = {
        ...(targets.length > 1 ? { build: target.label } : {}),
        page: page.name,
        score: median(m.scores),
        fcp_ms: median(m.fcps),
        lcp_ms: median(m.lcps),
        tbt_ms: median(m.tbts),
        cls: +median(m.clss).toFixed(3),
        scores: m.scores,
        benchmark_index: median(m.benchmarkIndexes),
      };
      rows.push(row);
      console.error(JSON.stringify(row));
    }
  }
} finally {
  await driver.close().catch(() => undefined);
  chrome.kill();
  await server.stop();
  await baselineServer?.stop();
}

console.log(JSON.stringify({ runs, throttling: "mobile, simulated (Lighthouse defaults)", pages: rows }, null, 2));
