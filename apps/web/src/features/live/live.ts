import type { TEventTopic } from "@simmer/contracts";
import { queryClient } from "../../trpc";
import { getToken } from "../auth/token";
import { endSession } from "../auth/session";
import { runLiveStream } from "./live-stream";
import { refreshFor } from "./topics";

/** Shopping mode's outbox pulls the list itself (ADR 096); loaded only when a notice needs it. */
function pullShoppingList() {
  void import("../shopping/shopping-sync").then(({ shoppingSync }) => shoppingSync.pull()).catch(() => undefined);
}

function refresh(topic: TEventTopic) {
  const what = refreshFor(topic);
  if (!what) return refreshEverything();
  for (const queryKey of what.keys) void queryClient.invalidateQueries({ queryKey });
  if (what.shoppingList) pullShoppingList();
}

function refreshEverything() {
  void queryClient.invalidateQueries();
  pullShoppingList();
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * Starts this tab's live stream (ADR 139) for whoever is signed in; the returned function stops
 * it. Notices refresh the screens that show their topic; a refused token ends the session.
 */
export function startLive(): () => void {
  const controller = new AbortController();
  void runLiveStream(
    {
      token: getToken,
      fetch: (input, init) => window.fetch(input, init),
      onNotice: (notice) => refresh(notice.topic),
      onResync: refreshEverything,
      onRefused: (token) => endSession({ refused: token }),
      random: Math.random,
      wait,
    },
    controller.signal,
  );
  return () => controller.abort();
}
