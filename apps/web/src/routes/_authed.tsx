import { Outlet, createFileRoute, redirect } from "@tanstack/react-router";
import { endSession } from "../features/auth/session";
import { getToken, hasLiveToken } from "../features/auth/token";

/** The guard of every signed-in screen: no live token, straight to /login. */
export const Route = createFileRoute("/_authed")({
  beforeLoad: ({ preload, location }) => {
    if (!hasLiveToken()) {
      // A stored token past its expiry is a session that ended, and /login says so. A preload
      // (a hovered link) only looks ahead and ends nothing.
      if (!preload) endSession({ refused: getToken(), navigate: false });
      // Once signed in, the person lands on the page they asked for (ADR 119).
      throw redirect({ to: "/login", search: { redirect: location.href } });
    }
  },
  component: Outlet,
});
