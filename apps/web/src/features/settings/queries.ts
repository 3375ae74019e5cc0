import { trpcQueries } from "../../trpc";

/** The person's personal access tokens (never their secrets). */
export const tokensListQuery = () => trpcQueries.account.tokens.list.queryOptions();

/** The person's preferences, the unit system among them (ADR 126). */
export const preferencesQuery = () => trpcQueries.account.preferences.get.queryOptions();
