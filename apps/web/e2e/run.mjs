// Runs the browser tests when a Chromium is available. Without one they are skipped with the
// reason printed, except under CI=true where a missing browser fails the run.
import fs from "node:fs";
import { spawnSync } from "node:child_process";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  const reason = `Browser tests skipped: no Chromium at ${chromium} (install Debian's "chromium" package or set CHROMIUM_PATH).`;
  if (process.env.CI === "true") {
    console.error(`${reason} CI=true requires them, so this run fails.`);
    process.exit(1);
  }
  console.log(reason);
  process.exit(0);
}
const result = spawnSync("playwright", ["test", ...process.argv.slice(2)], { stdio: "inherit", shell: false });
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
