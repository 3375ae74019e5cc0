import { createFileRoute } from "@tanstack/react-router";
import { ComingScreen } from "../../../features/layout/ComingScreen";

export const Route = createFileRoute("/_authed/dashboard/user-metrics")({
  component: () => (
    <ComingScreen title="User Metrics (New Entry)">
      <p>Your body metrics and calculated targets will appear here.</p>
    </ComingScreen>
  ),
});
