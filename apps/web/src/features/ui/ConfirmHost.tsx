import { useEffect, useRef } from "react";
import { answer, usePendingConfirm } from "./confirm";

export function ConfirmHost() {
  const pending = usePendingConfirm();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) element.showModal();
    if (!pending && element.open) element.close();
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
        <button type="button" className="btn btn-ghost" onClick={() => answer(false)}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={() => answer(true)} autoFocus>
          OK
        </button>
      </div>
    </dialog>
  );
}
