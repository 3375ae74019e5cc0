import { trpcQueries } from "../../trpc";

/** Who is signed in; also confirms the stored token, as a refused one ends the session. */
export const meQuery = () => trpcQueries.auth.me.queryOptions(undefined, { staleTime: 5 * 60_000 });
