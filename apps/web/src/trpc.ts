import { createTRPCReact, httpBatchLink } from "@trpc/react-query";
import type { AppRouter } from "@simmer/api";
import { authHeaders } from "./features/auth/token";

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: "/trpc", headers: authHeaders })],
  });
}
