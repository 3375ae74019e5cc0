import { notify } from "../../ui/notifications";
import { notifyDone, ringAlarm } from "./alarm";
import { markRang, readTimers, subscribeTimers } from "./timer-store";

/** The longest a browser waits on one setTimeout (2³¹ − 1 ms); a later end is waited for in steps. */
const LONGEST_WAIT_MS = 2_147_483_647;

/**
 * Rings every cook-mode timer when it ends, on whichever screen of the app is open (ADR 142):
 * three beeps, a notice on the screen, and a notification where the person allowed them. One
 * timeout waits for the next end, so a tab in the background is not held to a ticking interval's
 * throttled pace; a tab coming back checks at once. Answers a function that stops it.
 */
export function startTimerAlarms(): () => void {
  let waiting: number | undefined;
  // Marking a timer rung changes the store, which calls schedule again: that inner call is skipped.
  let busy = false;
  const ringDue = () => {
    const now = Date.now();
    const due = readTimers().filter((t) => !t.rang && t.endsAt <= now);
    if (due.length === 0) return;
    markRang(due.map((t) => t.id));
    ringAlarm();
    for (const t of due) {
      notifyDone(`Timer done: ${t.recipeTitle}`, `Step ${t.step}: ${t.label}`);
      notify(`Timer done: ${t.recipeTitle}, step ${t.step}: ${t.label}.`, "info", { scope: `cook.timer.${t.id}`, timeoutMs: 120_000 });
    }
  };
  const schedule = () => {
    if (busy) return;
    busy = true;
    try {
      window.clearTimeout(waiting);
      ringDue();
      const next = readTimers()
        .filter((t) => !t.rang)
        .reduce((soonest, t) => Math.min(soonest, t.endsAt), Infinity);
      if (next !== Infinity) waiting = window.setTimeout(schedule, Math.min(Math.max(next - Date.now(), 0), LONGEST_WAIT_MS));
    } finally {
      busy = false;
    }
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") schedule();
  };
  const unsubscribe = subscribeTimers(schedule);
  document.addEventListener("visibilitychange", onVisible);
  schedule();
  return () => {
    window.clearTimeout(waiting);
    unsubscribe();
    document.removeEventListener("visibilitychange", onVisible);
  };
}
