/** Offered when a new version of the app has installed and waits for the person's go-ahead. */
export function UpdateBanner({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  return (
    <div className="update-banner" role="status" aria-live="polite">
      <span>A new version is available —</span>
      <button type="button" className="btn btn-primary" onClick={onReload}>
        Reload
      </button>
      <button type="button" className="btn btn-ghost update-banner-later" onClick={onDismiss}>
        Not now
      </button>
    </div>
  );
}
