import { createRoot } from "react-dom/client";
import { Workbox } from "workbox-window";
import { UpdateBanner } from "./UpdateBanner";
import "./pwa.css";

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (ADR 095) and, when a new version has installed and waits, offers
 * "Reload" instead of switching under the person's feet. Loaded after the first screen, so none of
 * it counts against the landing and login pages' JavaScript.
 */
export async function startServiceWorker(): Promise<void> {
  const workbox = new Workbox("/sw.js", { scope: "/" });
  const host = document.createElement("div");
  host.className = "update-banner-host";
  document.body.append(host);
  const root = createRoot(host);

  const offerUpdate = () => {
    const reload = () => {
      // The page reloads once the waiting version has taken over, so it runs the new code.
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    root.render(<UpdateBanner onReload={reload} onDismiss={() => root.render(null)} />);
  };
  workbox.addEventListener("waiting", offerUpdate);

  const registration = await workbox.register();
  if (!registration) return;
  const check = () => {
    if (navigator.onLine) void workbox.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}
