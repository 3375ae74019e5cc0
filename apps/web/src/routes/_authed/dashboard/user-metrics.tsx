import { createFileRoute } from "@tanstack/react-router";
import { MetricsScreen } from "../../../features/metrics/MetricsScreen";

export const Route = createFileRoute("/_authed/dashboard/user-metrics")({
  component: MetricsScreen,
});
