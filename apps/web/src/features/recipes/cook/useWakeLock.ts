import { useEffect, useState } from "react";

export type WakeState = "pending" | "on" | "unsupported" | "refused";

/**
 * Keeps the screen on while mounted, through the Screen Wake Lock API where the browser has it
 * (ADR 138). The browser drops the lock when the tab is hidden, so it is asked for again on return.
 */
export function useWakeLock(): WakeState {
  const [state, setState] = useState<WakeState>(() => ("wakeLock" in navigator ? "pending" : "unsupported"));
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const request = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const next = await navigator.wakeLock.request("screen");
        if (ended) {
          void next.release();
          return;
        }
        lock = next;
        setState("on");
      } catch {
        if (!ended) setState("refused");
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && (lock === null || lock.released)) void request();
    };
    void request();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      ended = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, []);
  return state;
}
