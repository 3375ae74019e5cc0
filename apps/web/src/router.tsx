import { createRouter } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { routeTree } from "./routeTree.gen";
import { RouteError } from "./features/layout/RouteError";

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // A hovered or focused link runs its route's loader; the loaders fill React Query's cache,
    // so the router keeps no copy of its own and the cache alone decides what is fresh.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
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
