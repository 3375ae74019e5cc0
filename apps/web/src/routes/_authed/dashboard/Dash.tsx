import { createFileRoute } from "@tanstack/react-router";
import { DashScreen } from "../../../features/dashboard/DashScreen";
import { journalListQuery } from "../../../features/journal/queries";
import { metricsListQuery } from "../../../features/metrics/queries";
import { startLoading } from "../../../features/layout/loaders";

export const Route = createFileRoute("/_authed/dashboard/Dash")({
  loader: ({ context: { queryClient } }) =>
    startLoading(queryClient.ensureQueryData(metricsListQuery()), queryClient.ensureQueryData(journalListQuery())),
  component: DashScreen,
});
