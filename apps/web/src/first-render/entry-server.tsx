/**
 * The server's first render of a signed-in screen (ADR 146): the same routes and components as
 * the browser, drawn to HTML with the request's own data, so the screen shows before the app's
 * scripts have arrived. The server (apps/server/src/pages/first-render.ts) loads this file from the
 * web build and calls `renderScreen` with the request's token and a way to run its queries. Any
 * failure returns null and the browser draws the screen itself, as it did before.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { renderToString } from "react-dom/server";
import { QueryClientProvider, dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { RouterProvider, createMemoryHistory } from "@tanstack/react-router";
import { createAppRouter } from "../router";
import { createQueryClient, trpc, trpcClient } from "../trpc";
import { FIRST_RENDER_SCOPE_GLOBAL, type FirstRenderScope } from "./scope";

const requests = new AsyncLocalStorage<FirstRenderScope>();
(globalThis as Record<string, unknown>)[FIRST_RENDER_SCOPE_GLOBAL] = () => requests.getStore();

/** Renders, each followed by the queries it showed waiting, before the HTML is taken as it is. */
const MAX_PASSES = 3;

export interface FirstRender {
  /** The screen's markup, for inside the page's #root. */
  html: string;
  /** The queries' answers (React Query's dehydrated state) as JSON, for the browser's cache. */
  data: string;
}

/** Waits until no query is on its way, or the deadline has passed (false). */
async function settled(queryClient: QueryClient, deadline: number): Promise<boolean> {
  while (queryClient.isFetching() > 0) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return true;
}

/** Queries a render showed as loading: components ask for them, and a render never fetches. */
const waiting = (queryClient: QueryClient): Query[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle");

export async function renderScreen(url: string, scope: FirstRenderScope, budgetMs = 1500): Promise<FirstRender | null> {
  return requests.run(scope, async () => {
    const deadline = Date.now() + budgetMs;
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    const { matches, location } = router.state;
    // Only a signed-in screen that matched, loaded and stayed where it was asked for.
    if (location.href !== url && location.pathname !== new URL(url, "http://x").pathname) return null;
    if (!matches.some((match) => match.routeId === "/_authed/dashboard")) return null;
    if (matches.some((match) => match.status === "error" || match.status === "notFound")) return null;
    const tree = (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    );
    let html = "";
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      if (!(await settled(queryClient, deadline))) return null;
      html = renderToString(tree);
      const more = waiting(queryClient);
      if (more.length === 0) break;
      await Promise.allSettled(more.map((query) => query.fetch()));
    }
    if (!(await settled(queryClient, deadline))) return null;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" });
    queryClient.clear();
    return { html, data: JSON.stringify(state) };
  });
}
