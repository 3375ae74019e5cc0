import { createFileRoute } from "@tanstack/react-router";
import { MetricsScreen } from "../../../features/metrics/MetricsScreen";
import { metricsListQuery } from "../../../features/metrics/queries";
import { startLoading } from "../../../features/layout/loaders";

export const Route = createFileRoute("/_authed/dashboard/user-metrics")({
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(metricsListQuery())),
  component: MetricsScreen,
});
