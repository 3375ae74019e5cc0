import type { TImportAlreadyDone, TImportDuplicateChoice } from "@simmer/contracts";
import { Modal } from "../ui/Modal";
import { displayLocale, displayZone } from "../../first-render/scope";

const count = (n: number) => `${n} ${n === 1 ? "recipe" : "recipes"}`;
const importedOn = (iso: string) =>
  new Date(iso).toLocaleString(displayLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: displayZone() });

/**
 * Why the person is asked: this very file was imported before, or the file holds recipes they
 * already have, matched by title and content (ADR 119).
 */
export type TImportQuestion = { kind: "same-file"; file: TImportAlreadyDone } | { kind: "same-recipes"; recipes: number };

interface ImportQuestionProps {
  fileName: string;
  question: TImportQuestion;
  onAnswer: (choice: TImportDuplicateChoice | "cancel") => void;
}

/**
 * Asks what to do when the person imports a file they imported before (ADR 018). Closing the
 * dialog by any way out cancels; Cancel has focus, so Enter never imports by accident.
 */
export function ImportQuestion({ fileName, question, onAnswer }: ImportQuestionProps) {
  return (
    <Modal
      title={question.kind === "same-file" ? "You already imported this file" : "You already have these recipes"}
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
      {question.kind === "same-file" ? (
        <p>
          <strong>{fileName}</strong> was imported on {importedOn(question.file.importedAt)} and added {count(question.file.recipes)}.
          Importing it again would add them a second time.
        </p>
      ) : (
        <p>
          <strong>{fileName}</strong> holds {count(question.recipes)} you already have, with the same name and content. Importing it as it
          is would add them a second time.
        </p>
      )}
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
