import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { routeTree } from "./routeTree.gen";
import { RouteError } from "./features/layout/RouteError";

/** The app's router; the server's first render (ADR 146) gives it the requested address as its history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    // A hovered or focused link runs its route's loader; the loaders fill React Query's cache,
    // so the router keeps no copy of its own and the cache alone decides what is fresh.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // The server's first render (ADR 146) would write an inline script for it, which the page's policy refuses.
    scrollRestoration: !import.meta.env.SSR,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
  });
}

function NotFound() {
  return (
    <main className="page narrow">
      <h1>Page not found</h1>
      <p>
        That address does not lead anywhere. <a href="/">Go to the home page</a>.
      </p>
    </main>
  );
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
