import { useEffect, useRef } from "react";
import { answer, usePendingConfirm } from "./confirm";

/**
 * The one confirmation dialog. The safe choice (Cancel) has focus, so Enter or Space never goes
 * ahead by accident; Escape cancels too. A destructive go-ahead is styled as a danger.
 */
export function ConfirmHost() {
  const pending = usePendingConfirm();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) element.showModal();
    if (!pending && element.open) element.close();
    if (pending) cancel.current?.focus();
  }, [pending]);

  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby="confirm-question"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      <p id="confirm-question">{pending?.question}</p>
      <div className="confirm-actions">
        <button ref={cancel} type="button" className="btn btn-ghost" onClick={() => answer(false)}>
          {pending?.cancelLabel ?? "Cancel"}
        </button>
        <button type="button" className={pending?.destructive ? "btn btn-danger" : "btn btn-primary"} onClick={() => answer(true)}>
          {pending?.confirmLabel ?? "OK"}
        </button>
      </div>
    </dialog>
  );
}
