import { trpcQueries } from "../../trpc";

/** The person's personal access tokens (never their secrets). */
export const tokensListQuery = () => trpcQueries.account.tokens.list.queryOptions();
