import { useEffect } from "react";
import { Outlet, createFileRoute } from "@tanstack/react-router";
import { Header } from "../../features/layout/Header";
import { meQuery } from "../../features/auth/queries";
import { startLoading } from "../../features/layout/loaders";
import { useFirstUnitSystem } from "../../features/settings/useUnitSystem";
import { whenIdle } from "../../features/layout/when-idle";

export const Route = createFileRoute("/_authed/dashboard")({
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(meQuery())),
  component: DashboardLayout,
});

function DashboardLayout() {
  useFirstUnitSystem();
  // Shopping changes made offline go to the server on whichever screen the app opens next, once
  // that screen is up (shopping mode's own loader starts it at once).
  useEffect(() => {
    whenIdle(
      () => void import("../../features/shopping/shopping-sync").then((shopping) => shopping.startShoppingSync()).catch(() => undefined),
    );
  }, []);
  return (
    <div className="app-shell">
      <Header />
      <main id="content" className="app-content">
        <Outlet />
      </main>
    </div>
  );
}
