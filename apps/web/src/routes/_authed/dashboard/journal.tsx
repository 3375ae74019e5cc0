import { createFileRoute } from "@tanstack/react-router";
import { JournalScreen } from "../../../features/journal/JournalScreen";
import { journalListQuery } from "../../../features/journal/queries";
import { startLoading } from "../../../features/layout/loaders";

export const Route = createFileRoute("/_authed/dashboard/journal")({
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(journalListQuery())),
  component: JournalScreen,
});
