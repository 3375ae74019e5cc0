import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { isMonday } from "@simmer/domain";
import { PlanScreen } from "../../../features/plans/PlanScreen";
import { planRecipeSearchQuery, planRulesQuery, planTemplatesQuery, planWeekQuery } from "../../../features/plans/queries";
import { thisWeek } from "../../../features/plans/week";
import { startLoading } from "../../../features/layout/loaders";

/** ?week=YYYY-MM-DD names the week by its Monday; anything else shows this week. */
const ZPlanSearch = z.object({
  week: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isMonday))), undefined),
});

export const Route = createFileRoute("/_authed/dashboard/plan")({
  validateSearch: ZPlanSearch,
  loaderDeps: ({ search }) => ({ week: search.week }),
  loader: ({ context: { queryClient }, deps: { week } }) =>
    startLoading(
      queryClient.ensureQueryData(planWeekQuery(week ?? thisWeek())),
      queryClient.ensureQueryData(planRulesQuery()),
      queryClient.ensureQueryData(planTemplatesQuery()),
      // The recipe list beside the week comes with it, so the week does not move when it arrives.
      queryClient.ensureQueryData(planRecipeSearchQuery("")),
    ),
  component: function Plan() {
    const { week } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onWeekChange = useCallback(
      (weekStart: string) => void navigate({ search: weekStart === thisWeek() ? {} : { week: weekStart } }),
      [navigate],
    );
    return <PlanScreen weekStart={week ?? thisWeek()} onWeekChange={onWeekChange} />;
  },
});
