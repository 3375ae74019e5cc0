import { createFileRoute } from "@tanstack/react-router";
import { SettingsScreen } from "../../../features/settings/SettingsScreen";
import { tokensListQuery } from "../../../features/settings/queries";
import { startLoading } from "../../../features/layout/loaders";
import { householdQuery } from "../../../features/household/queries";

export const Route = createFileRoute("/_authed/dashboard/settings")({
  loader: ({ context: { queryClient } }) =>
    startLoading(queryClient.ensureQueryData(tokensListQuery()), queryClient.ensureQueryData(householdQuery())),
  component: SettingsScreen,
});
