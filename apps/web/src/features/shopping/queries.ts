import { trpcQueries } from "../../trpc";

/**
 * The list shopping mode shows, as the server last sent it. It is kept on the device (sync.ts),
 * never dropped from memory, and refreshed by the outbox after it has sent what waits, so a
 * refetch on reconnect cannot race the changes made offline.
 */
export const shoppingListQuery = () =>
  trpcQueries.shopping.list.queryOptions(undefined, { staleTime: 0, gcTime: Infinity, refetchOnReconnect: false, refetchInterval: 30_000 });
