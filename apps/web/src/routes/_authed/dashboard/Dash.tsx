import { createFileRoute } from "@tanstack/react-router";
import { DashScreen } from "../../../features/dashboard/DashScreen";

export const Route = createFileRoute("/_authed/dashboard/Dash")({
  component: DashScreen,
});
