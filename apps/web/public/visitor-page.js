/* global window */
// The landing and login pages are for visitors (ADR 145). This runs before they are drawn: a
// session still alive on this device goes straight into the app, as the app's own guard does
// (src/features/auth/guards.ts and token.ts). A classic script, not a module: it blocks the paint.
(() => {
  let token;
  try {
    token = window.localStorage.getItem("token");
  } catch {
    return;
  }
  if (!token) return;
  let live = true;
  const payload = token.split(".")[1];
  if (payload) {
    try {
      const claims = JSON.parse(window.atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
      live = typeof claims.exp !== "number" || claims.exp * 1000 > Date.now();
    } catch {
      live = true;
    }
  }
  if (live) window.location.replace("/dashboard/browse");
})();
