import { Outlet, createFileRoute, redirect } from "@tanstack/react-router";
import { clearToken, hasLiveToken } from "../features/auth/token";

/** The guard of every signed-in screen: no live token, straight to /login. */
export const Route = createFileRoute("/_authed")({
  beforeLoad: () => {
    if (!hasLiveToken()) {
      clearToken();
      throw redirect({ to: "/login" });
    }
  },
  component: Outlet,
});
