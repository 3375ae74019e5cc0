import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider, hydrate } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { config as configureZod } from "zod/mini";
import { createAppRouter } from "./router";
import { queryClient, trpc, trpcClient } from "./trpc";
import { LOGIN_PATH, announceSessionEndOn, setSessionExit, watchSessionInOtherTabs } from "./features/auth/session";
import { TOKEN_STORAGE_KEY, keepSessionCookie } from "./features/auth/token";
import { FIRST_RENDER_DATA_ID, setDrawnByServer } from "./first-render/scope";
import { clearAllNotices } from "./features/ui/notifications";
import { receiveWebImportHandoff } from "./features/recipes/web-handoff";
import { forgetDeviceData } from "./features/auth/forget-device";
import { whenIdle } from "./features/layout/when-idle";
import "./styles/app.css";

// The page's Content-Security-Policy forbids eval; without this zod probes for it on first use and
// the browser reports the probe as a policy violation.
configureZod({ jitless: true });

// Before the router reads the address: a page sent by the bookmarklet turns it into Your Recipes.
receiveWebImportHandoff();
// A session from before the cookie gets it, so its next page comes drawn by the server (ADR 146).
keepSessionCookie();
// A screen the server drew brings its queries' answers: the app starts from them, so its own first
// render shows what the page already shows (ADR 146).
const firstData = document.getElementById(FIRST_RENDER_DATA_ID);
if (firstData) {
  try {
    hydrate(queryClient, JSON.parse(firstData.textContent ?? "null"));
  } catch {
    // Unreadable data only costs the queries a trip to the server.
  }
  firstData.remove();
}
const router = createAppRouter(queryClient);

// A refused token (see trpc.ts and the /api wrapper) leaves for /login and drops what it loaded.
setSessionExit({
  // The screen the session ended on is where the next login returns (ADR 119).
  goToLogin: () => {
    const here = router.state.location.href;
    return router.navigate({ to: LOGIN_PATH, search: here.startsWith(LOGIN_PATH) ? {} : { redirect: here } });
  },
  forget: () => {
    queryClient.clear();
    void forgetDeviceData();
  },
});
// Alerts belong to the screen that raised them: a change of screen takes them away (ADR 043).
router.subscribe("onBeforeNavigate", ({ pathChanged }) => {
  if (pathChanged) clearAllNotices();
});
router.subscribe("onResolved", ({ toLocation }) => announceSessionEndOn(toLocation.pathname));
// A log-out in another tab of this browser is noticed here at once (ADR 119).
watchSessionInOtherTabs(
  TOKEN_STORAGE_KEY,
  () => router.state.location.pathname.startsWith("/dashboard") || router.state.location.pathname === "/upload-image",
);

// The installable app's service worker starts once the first screen is up and the page is idle,
// from its own chunk.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  whenIdle(() => void import("./features/pwa/register").then((pwa) => pwa.startServiceWorker()).catch(() => undefined));
}

// A transition lets React yield to the browser while it builds the first screen, instead of one
// long task that blocks input (Lighthouse's total blocking time, docs/benchmarks.md).
const rootElement = document.getElementById("root")!;
const root = createRoot(rootElement);
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      </StrictMode>,
    );
  });
// Over a screen the server drew, the app renders once its route's files have loaded, so the
// drawn screen stays until the app's own replaces it in one step, drawn the same way (ADR 146).
if (firstData && rootElement.firstElementChild) {
  setDrawnByServer(true);
  // The drawn screen takes no input (the server marks it inert) until the app's own replaces it.
  const stop = router.subscribe("onRendered", () => {
    setDrawnByServer(false);
    rootElement.removeAttribute("inert");
    stop();
  });
  void router
    .load()
    .catch(() => undefined)
    .finally(render);
} else {
  render();
}
