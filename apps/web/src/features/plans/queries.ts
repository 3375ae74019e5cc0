import { trpcQueries } from "../../trpc";

/** One week's plan, named by its Monday; the screen writes mutation answers straight into it. */
export const planWeekQuery = (weekStart: string) => trpcQueries.plans.get.queryOptions({ weekStart });

/** The remembered planner rules, with the defaults Metrics gives. */
export const planRulesQuery = () => trpcQueries.plans.rules.get.queryOptions(undefined);

export const planTemplatesQuery = () => trpcQueries.plans.templates.list.queryOptions(undefined);

/** The recipes the Plan offers to drag into a slot: the first 20, or those matching a search. */
export const planRecipeSearchQuery = (search: string) =>
  trpcQueries.recipes.list.queryOptions({ limit: 20, ...(search ? { search } : {}) });
