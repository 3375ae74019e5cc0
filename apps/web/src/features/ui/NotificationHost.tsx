import { dismiss, useNotices } from "./notifications";

export function NotificationHost() {
  const notices = useNotices();
  return (
    <div className="notices" aria-live="assertive">
      {notices.map((notice) => (
        <div key={notice.id} role="alert" className={`notice notice-${notice.tone}`}>
          <span>{notice.message}</span>
          <button type="button" className="notice-close" aria-label="Dismiss message" onClick={() => dismiss(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
