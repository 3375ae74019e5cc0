import { trpcQueries } from "../../trpc";

/** The person's metric entries. */
export const metricsListQuery = () => trpcQueries.metrics.list.queryOptions(undefined);
