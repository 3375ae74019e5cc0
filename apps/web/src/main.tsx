import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { z } from "zod";
import { createAppRouter } from "./router";
import { createTrpcClient, trpc } from "./trpc";
import { LOGIN_PATH, announceSessionEndOn, setSessionExit } from "./features/auth/session";
import { clearAllNotices } from "./features/ui/notifications";
import "./styles/app.css";

// The page's Content-Security-Policy forbids eval; without this zod probes for it on first use and
// the browser reports the probe as a policy violation.
z.config({ jitless: true });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500) && count < 2,
    },
  },
});
const trpcClient = createTrpcClient();
const router = createAppRouter(queryClient);

// A refused token (see trpc.ts and the /api wrapper) leaves for /login and drops what it loaded.
setSessionExit({
  goToLogin: () => router.navigate({ to: LOGIN_PATH }),
  forget: () => queryClient.clear(),
});
// Alerts belong to the screen that raised them: a change of screen takes them away (ADR 043).
router.subscribe("onBeforeNavigate", ({ pathChanged }) => {
  if (pathChanged) clearAllNotices();
});
router.subscribe("onResolved", ({ toLocation }) => announceSessionEndOn(toLocation.pathname));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
