import { useLayoutEffect, useRef } from "react";
import { dismiss, useNotices } from "./notifications";

/** The height the notice stack takes at the bottom of the viewport; modals keep clear of it. */
const STACK_HEIGHT_VAR = "--notice-stack-height";

export function NotificationHost() {
  const notices = useNotices();
  const region = useRef<HTMLDivElement>(null);

  // Modals size themselves above the stack (modal.css), so no toast ever covers their buttons.
  useLayoutEffect(() => {
    const element = region.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === "undefined") return;
    const publish = () => {
      const height = element.childElementCount > 0 ? element.getBoundingClientRect().height : 0;
      root.style.setProperty(STACK_HEIGHT_VAR, `${Math.ceil(height)}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STACK_HEIGHT_VAR);
    };
  }, []);

  return (
    <div ref={region} className="notices" aria-live="assertive">
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
