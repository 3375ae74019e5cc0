import { Outlet, createFileRoute } from "@tanstack/react-router";
import { Header } from "../../features/layout/Header";
import { meQuery } from "../../features/auth/queries";
import { startLoading } from "../../features/layout/loaders";

export const Route = createFileRoute("/_authed/dashboard")({
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(meQuery())),
  component: DashboardLayout,
});

function DashboardLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main id="content" className="app-content">
        <Outlet />
      </main>
    </div>
  );
}
