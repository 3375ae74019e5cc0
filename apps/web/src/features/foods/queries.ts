import { trpcQueries } from "../../trpc";

/**
 * The foods the person chose with "Change", remembered per ingredient (ADR 141). Kept out of the
 * Settings route's loader and of features/settings/queries.ts: both ship in the first screen's
 * JavaScript, which is at its budget; the Settings chunk asks for it when it shows.
 */
export const foodFixesQuery = () => trpcQueries.foods.fixes.queryOptions();
