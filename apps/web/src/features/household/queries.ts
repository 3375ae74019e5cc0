import type { QueryClient } from "@tanstack/react-query";
import { trpcQueries } from "../../trpc";

/** The person's household and its members, or `{ household: null }` when they are in none. */
export const householdQuery = () => trpcQueries.household.get.queryOptions(undefined);

/** The household's open invites (the owner's; never their tokens). */
export const invitesQuery = () => trpcQueries.household.invites.list.queryOptions(undefined, { staleTime: 0 });

/**
 * Joining, leaving, being removed or deleting the household changes whose kitchen, carts, list and
 * plan every screen shows (ADR 127), and which recipes Browse finds: everything cached is stale.
 */
export async function refreshAfterHouseholdChange(queryClient: QueryClient): Promise<void> {
  // An invite's preview is not refetched: each look is counted against the person (ADR 127).
  await queryClient.invalidateQueries({ predicate: (query) => !isInvitePreview(query.queryKey) });
}

function isInvitePreview(key: readonly unknown[]): boolean {
  const path = key[0];
  return Array.isArray(path) && path[0] === "household" && path[1] === "preview";
}
