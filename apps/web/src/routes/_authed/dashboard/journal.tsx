import { createFileRoute } from "@tanstack/react-router";
import { ComingScreen } from "../../../features/layout/ComingScreen";

export const Route = createFileRoute("/_authed/dashboard/journal")({
  component: () => (
    <ComingScreen title="Food Logging Journal">
      <p>Your food journal will appear here.</p>
    </ComingScreen>
  ),
});
