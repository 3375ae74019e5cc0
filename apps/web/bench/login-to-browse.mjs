// Measures, in headless Chromium on localhost, the time from opening /login to the Browse screen
// being interactive after logging in, and the JavaScript a first visit to /login downloads.
// Usage: pnpm build && node apps/web/bench/login-to-browse.mjs [runs]
import { chromium } from "playwright-core";
import { startBenchServer } from "./bench-server.mjs";

const runs = Number(process.argv[2] ?? 21);
const server = await startBenchServer();
const { base } = server;

const email = `bench.${Date.now()}@example.com`;
const password = "benchmark passphrase";
await fetch(`${base}/api/auth/signup`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email, password }),
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});

const times = [];
let loginJsBytes = 0;
for (let i = 0; i < runs; i += 1) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const scripts = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() === "script") scripts.push((await request.sizes()).responseBodySize);
  });
  const started = performance.now();
  await page.goto("/login");
  await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();
  if (i === 0) {
    await page.waitForLoadState("networkidle");
    loginJsBytes = scripts.reduce((a, b) => a + b, 0);
  }
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/dashboard/recipes");
  await page.getByRole("heading", { level: 1, name: "Browse" }).waitFor();
  await page.getByRole("link", { name: "Your Kitchen" }).waitFor();
  times.push(performance.now() - started);
  await context.close();
}
await browser.close();
await server.stop();

const sorted = [...times].sort((a, b) => a - b);
const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
console.log(
  JSON.stringify(
    {
      runs,
      login_to_browse_ms: {
        median: +pick(0.5).toFixed(1),
        p95: +pick(0.95).toFixed(1),
        min: +sorted[0].toFixed(1),
        max: +sorted.at(-1).toFixed(1),
      },
      login_page_js_transferred_kib: +(loginJsBytes / 1024).toFixed(1),
    },
    null,
    2,
  ),
);
