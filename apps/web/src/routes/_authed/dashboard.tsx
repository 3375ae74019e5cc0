import { useEffect } from "react";
import { Outlet, createFileRoute } from "@tanstack/react-router";
import { Header } from "../../features/layout/Header";
import { meQuery } from "../../features/auth/queries";
import { startLoading } from "../../features/layout/loaders";
import { useFirstUnitSystem } from "../../features/settings/useUnitSystem";
import { preferencesQuery } from "../../features/settings/queries";
import { whenIdle } from "../../features/layout/when-idle";
import { startTimerAlarms } from "../../features/recipes/cook/timer-alarms";

export const Route = createFileRoute("/_authed/dashboard")({
  // The preferences travel in the same request as the screen's data instead of a second one
  // after the first render (ADR 130).
  loader: ({ context: { queryClient } }) =>
    startLoading(queryClient.ensureQueryData(meQuery()), queryClient.ensureQueryData(preferencesQuery())),
  component: DashboardLayout,
});

const loadLive = () => import("../../features/live/live").then((live) => live.startLive);

/** Loads a part of the app that runs beside every screen, starts it, and stops it on leaving. */
function useStartedLater(load: () => Promise<() => () => void>) {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    void load()
      .then((start) => {
        if (!left) stop = start();
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, [load]);
}

function DashboardLayout() {
  useFirstUnitSystem();
  // Shopping changes made offline go to the server on whichever screen the app opens next, once
  // that screen is up (shopping mode's own loader starts it at once).
  useEffect(() => {
    whenIdle(
      () => void import("../../features/shopping/shopping-sync").then((shopping) => shopping.startShoppingSync()).catch(() => undefined),
    );
  }, []);
  // Cook-mode timers ring on whichever screen is open (ADR 142).
  useEffect(startTimerAlarms, []);
  // Changes made on the person's other devices, and by their household, refresh this screen (ADR 139).
  useStartedLater(loadLive);
  return (
    <div className="app-shell">
      <Header />
      <main id="content" className="app-content">
        <Outlet />
      </main>
    </div>
  );
}
