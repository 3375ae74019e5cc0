import { Outlet, createFileRoute } from "@tanstack/react-router";
import { Header } from "../../features/layout/Header";

export const Route = createFileRoute("/_authed/dashboard")({
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
