import { createFileRoute } from "@tanstack/react-router";
import { ComingScreen } from "../../../features/layout/ComingScreen";

export const Route = createFileRoute("/_authed/dashboard/Dash")({
  component: () => (
    <ComingScreen title="Metrics Over Time">
      <p>Charts of your weight, calories, macros and water will appear here once you record metrics and journal entries.</p>
    </ComingScreen>
  ),
});
