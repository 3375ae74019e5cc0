import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { z } from "zod";
import { createAppRouter } from "./router";
import { createTrpcClient, trpc } from "./trpc";
import { clearToken } from "./features/auth/token";
import "./styles/app.css";

// The page's Content-Security-Policy forbids eval; without this zod probes for it on first use and
// the browser reports the probe as a policy violation.
z.config({ jitless: true });

/** A 401 from any call means the session is over: forget the token and go to the login page. */
function onApiError(error: unknown) {
  if (error instanceof TRPCClientError && error.data?.httpStatus === 401) {
    clearToken();
    void router.navigate({ to: "/login" });
  }
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500) && count < 2,
    },
  },
});
const trpcClient = createTrpcClient();
const router = createAppRouter(queryClient);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
