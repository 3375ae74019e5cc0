import { createFileRoute } from "@tanstack/react-router";
import { JournalScreen } from "../../../features/journal/JournalScreen";

export const Route = createFileRoute("/_authed/dashboard/journal")({
  component: JournalScreen,
});
