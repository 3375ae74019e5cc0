import { createFileRoute } from "@tanstack/react-router";
import { ComingScreen } from "../../../features/layout/ComingScreen";

export const Route = createFileRoute("/_authed/dashboard/your-kitchen")({
  component: () => (
    <ComingScreen title="Your Kitchen">
      <p>The equipment and ingredients you own will appear here.</p>
    </ComingScreen>
  ),
});
