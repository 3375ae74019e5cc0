import type { TImportAlreadyDone, TImportDuplicateChoice } from "@simmer/contracts";
import { Modal } from "../ui/Modal";

const count = (n: number) => `${n} ${n === 1 ? "recipe" : "recipes"}`;

interface ImportQuestionProps {
  fileName: string;
  question: TImportAlreadyDone;
  onAnswer: (choice: TImportDuplicateChoice | "cancel") => void;
}

/**
 * Asks what to do when the person imports a file they imported before (ADR 018). Closing the
 * dialog by any way out cancels; Cancel has focus, so Enter never imports by accident.
 */
export function ImportQuestion({ fileName, question, onAnswer }: ImportQuestionProps) {
  const when = new Date(question.importedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Modal
      title="You already imported this file"
      onClose={() => onAnswer("cancel")}
      footer={
        <>
          <button type="button" className="btn btn-ghost" data-autofocus onClick={() => onAnswer("cancel")}>
            Cancel
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => onAnswer("copies")}>
            Import as copies
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onAnswer("skip")}>
            Skip duplicates
          </button>
        </>
      }
    >
      <p>
        <strong>{fileName}</strong> was imported on {when} and added {count(question.recipes)}. Importing it again would add
        them a second time.
      </p>
      <ul className="import-question-choices">
        <li>
          <strong>Skip duplicates</strong>: import only the recipes whose names are not in your collection.
        </li>
        <li>
          <strong>Import as copies</strong>: import every recipe; those you already have get “(copy)” after their name.
        </li>
        <li>
          <strong>Cancel</strong>: import nothing.
        </li>
      </ul>
    </Modal>
  );
}
