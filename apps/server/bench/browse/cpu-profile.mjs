// A CPU profile of a running server's steady state, for the Browse profile in ADR 085: loaded with
// `node --import ./cpu-profile.mjs main.js`, it starts V8's sampling profiler CPU_PROFILE_START_MS
// after start (once the index is loaded and a warm-up load is under way), keeps it CPU_PROFILE_MS,
// and writes CPU_PROFILE_FILE ({pid} in it is the process id, one file per cluster worker). No
// change to the server itself, so an older build is profiled the same way. Read the file with
// profile-summary.mjs, or open it in Chrome's DevTools.
import fs from "node:fs";
import inspector from "node:inspector";

const file = process.env.CPU_PROFILE_FILE?.replaceAll("{pid}", String(process.pid));
if (file) {
  const session = new inspector.Session();
  session.connect();
  const post = (method, params = {}) =>
    new Promise((resolve, reject) => session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));
  const start = Number(process.env.CPU_PROFILE_START_MS ?? 20_000);
  const length = Number(process.env.CPU_PROFILE_MS ?? 15_000);
  setTimeout(async () => {
    await post("Profiler.enable");
    await post("Profiler.setSamplingInterval", { interval: 200 });
    await post("Profiler.start");
    setTimeout(async () => {
      const { profile } = await post("Profiler.stop");
      fs.writeFileSync(file, JSON.stringify(profile));
    }, length).unref();
  }, start).unref();
}
