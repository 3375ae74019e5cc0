import type { SyncStatus as TSyncStatus } from "./sync";

function changes(n: number): string {
  return `${n} change${n === 1 ? "" : "s"} waiting`;
}

/** Online or offline, and how many changes this device still has to send. */
export function SyncStatus({ status }: { status: TSyncStatus }) {
  const waiting = status.pending.length;
  const trouble = status.online && waiting > 0 && status.failures > 0 && !status.sending;
  return (
    <p className="shop-sync" role="status" aria-live="polite">
      <span className={status.online ? "shop-online" : "shop-offline"}>{status.online ? "Online" : "Offline"}</span>
      <span className="shop-waiting">
        {waiting === 0 ? "All changes saved" : status.sending ? `Sending ${changes(waiting).replace(" waiting", "")}…` : changes(waiting)}
      </span>
      {trouble ? <span className="shop-retry">Simmer could not be reached; trying again shortly.</span> : null}
    </p>
  );
}
