// Your Kitchen with the scale data set (5,000 ingredients): time to render, search, toggle and scroll,
// in headless Chromium against a built server and web app.
/* global document */
//   node apps/server/bench/browse/kitchen-ui.mjs --server apps/server/dist/main.js --web apps/web/dist --url postgres://…/simmer_bench_browse
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1] ?? "");
const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(path.join(here, "../../../web/package.json"))("playwright-core");
const port = 3971,
  base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [args.get("server")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: args.get("data-dir") ?? "/tmp/simmer-bench-browse",
    DATABASE_URL: args.get("url") ?? "",
    WEB_DIST: args.get("web"),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_MAX: "1000",
    JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256",
  },
  stdio: "inherit",
});
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base + "/api/health")).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await fetch(`${base}/api/recipes?limit=1`);
  const email = `kperf.${Date.now()}@example.com`,
    password = "a sturdy passphrase";
  await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const { token } = await (
    await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    })
  ).json();
  for (const path of ["/api/ingredients", "/api/ingredients", "/api/user/ingredients", "/api/equipment"]) {
    const t0 = Date.now();
    await fetch(base + path, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
    console.log(path, Date.now() - t0, "ms");
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript((t) => localStorage.setItem("token", t), token);
  const page = await ctx.newPage();
  let t = Date.now();
  await page.goto("/dashboard/your-kitchen");
  await page.getByRole("list", { name: "Manage Ingredients" }).getByRole("button").first().waitFor();
  console.log("kitchen with 5000 ingredients rendered in", Date.now() - t, "ms; buttons:", await page.locator(".kitchen-item").count());
  t = Date.now();
  await page.getByPlaceholder("Search ingredients...").pressSequentially("pepper", { delay: 30 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[aria-label='Manage Ingredients'] .kitchen-item")].every((b) => b.textContent.includes("pepper")),
  );
  console.log("typed 'pepper' + list filtered in", Date.now() - t, "ms");
  const long = await page.evaluate(async () => {
    const lt = [];
    const obs = new PerformanceObserver((l) => lt.push(...l.getEntries().map((e) => e.duration)));
    obs.observe({ type: "longtask", buffered: true });
    await new Promise((r) => setTimeout(r, 100));
    return lt;
  });
  console.log("long tasks so far (ms):", long.map(Math.round).join(","));
  await page.getByPlaceholder("Search ingredients...").fill("");
  t = Date.now();
  const btn = page.getByRole("list", { name: "Manage Ingredients" }).getByRole("button").nth(50);
  await btn.click();
  await page.waitForFunction(() => document.querySelectorAll("[aria-label='Manage Ingredients'] .kitchen-item.is-owned").length === 1);
  console.log("toggle flipped in", Date.now() - t, "ms");
  const list = page.getByRole("list", { name: "Manage Ingredients" });
  for (let i = 0; i < 3; i++) {
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(300);
  }
  console.log("after scrolling the ingredient list three times:", await list.locator(".kitchen-item").count(), "buttons");
  await browser.close();
} finally {
  server.kill("SIGTERM");
}
