import { trpc } from "../../trpc";
import { confirmDialog } from "../ui/confirm";
import { notify } from "../ui/notifications";
import { serverMessage } from "./server-errors";

/** 'Stop sharing' a list's link, after asking; `onStopped` hears which link went. */
export function useStopSharing(onStopped?: (token: string) => void) {
  const utils = trpc.useUtils();
  const stopSharing = trpc.carts.stopSharing.useMutation();

  async function stop(token: string) {
    if (!(await confirmDialog("Stop sharing this list? Its link will show that it is no longer shared."))) return;
    try {
      await stopSharing.mutateAsync({ token });
      onStopped?.(token);
      notify("This list is no longer shared.", "success", { scope: "carts.share" });
    } catch (error) {
      notify(serverMessage(error, "Failed to stop sharing this list."), "error", { scope: "carts.share" });
    } finally {
      void utils.carts.sharedLists.invalidate();
    }
  }

  return { stop, busy: stopSharing.isPending };
}
