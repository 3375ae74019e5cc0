import { trpc } from "../../trpc";
import { SharedLists } from "../carts/SharedLists";
import { useStopSharing } from "../carts/useStopSharing";
import "../carts/carts.css";

/** The links to this list that are still shared, each with 'Stop sharing' (read while online). */
export function ShoppingSharedLists({ online }: { online: boolean }) {
  const shared = trpc.carts.sharedLists.useQuery(undefined, { enabled: online });
  const stopSharing = useStopSharing();
  if (!online) return null;
  return <SharedLists lists={shared.data?.lists ?? []} busy={stopSharing.busy} onStop={(token) => void stopSharing.stop(token)} />;
}
