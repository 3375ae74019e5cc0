import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { isConfirmPending } from "./confirm";
import "./modal.css";

/** A modal that just closed cannot reopen for this long (docs/product.md#states and #limits). */
export const MODAL_REOPEN_GUARD_MS = 160;

let lastClosedAt = 0;
let openCount = 0;

/** False during the 160 ms after any modal closed; callers check it before opening one. */
export function canOpenModal(now = Date.now()): boolean {
  return now - lastClosedAt >= MODAL_REOPEN_GUARD_MS;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: "md" | "lg";
  /** Accessible name when the visible title is not plain text. */
  label?: string;
}

/**
 * An accessible dialog: closes on Escape, the close button or an overlay click; keeps Tab inside;
 * locks page scroll while open and gives focus back to what had it.
 */
export function Modal({ title, onClose, children, footer, size = "md", label }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    openCount += 1;
    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = "hidden";
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>("[data-autofocus]") ?? dialog;
    first?.focus();

    const onKey = (event: KeyboardEvent) => {
      // A confirmation asked from inside the modal owns the keyboard until it is answered.
      if (isConfirmPending()) return;
      if (event.key === "Escape") {
        // Handled here: a confirmation the close may open must not take this Escape as its cancel.
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey, true);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      openCount -= 1;
      if (openCount === 0) {
        document.body.style.overflow = overflow;
        document.body.style.paddingRight = paddingRight;
      }
      lastClosedAt = Date.now();
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={label ? undefined : titleId}
        aria-label={label}
        tabIndex={-1}
      >
        {/* Plain divs: a header or footer outside <main> would be a second banner or contentinfo landmark. */}
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label="Close dialog" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer ? <div className="modal-footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
