import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../router-context";
import { NotificationHost } from "../features/ui/NotificationHost";
import { ConfirmHost } from "../features/ui/ConfirmHost";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  return (
    <>
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <Outlet />
      <NotificationHost />
      <ConfirmHost />
    </>
  );
}
