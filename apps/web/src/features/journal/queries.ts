import { trpcQueries } from "../../trpc";

/** The person's journal entries, newest first. */
export const journalListQuery = () => trpcQueries.journal.list.queryOptions(undefined);
