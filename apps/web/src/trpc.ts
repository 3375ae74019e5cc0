import { createTRPCReact, httpBatchLink } from "@trpc/react-query";
import type { AppRouter } from "@simmer/api";
import { TRPC_BATCH } from "@simmer/contracts/transport";
import { authHeaders } from "./features/auth/token";

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // Batches are split to fit what the server accepts, so a busy screen never sends one it refuses.
      httpBatchLink({ url: "/trpc", headers: authHeaders, maxURLLength: TRPC_BATCH.maxUrlLength, maxItems: TRPC_BATCH.maxItems }),
    ],
  });
}
