import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { BOOKMARKLET_MESSAGES, type TRecipeDetail, type TWebImportHandoff } from "@simmer/contracts";
import { Modal } from "../ui/Modal";
import { serverMessageOf } from "./api";
import { RecipeFormModal } from "./RecipeFormModal";
import { linkFromInput } from "./imported-recipe";
import { importFromWeb, type TWebImport, type WebPage } from "./web-import";
import "./web-import.css";

/** After this long the page has most likely arrived and the server is reading it. */
const READING_AFTER_MS = 1500;

type Step =
  | { kind: "ask"; page: WebPage; error: string | null }
  | { kind: "working"; page: WebPage; reading: boolean }
  | { kind: "duplicate"; result: TWebImport }
  | { kind: "review"; result: TWebImport };

interface WebImportFlowProps {
  /** A page the bookmarklet handed over (or why it could not be); null starts with an empty link. */
  handoff: TWebImportHandoff | null;
  onClose: () => void;
  onSaved: (recipe: TRecipeDetail) => void;
}

/**
 * 'Import from Web' (issue 12): a link in, the page read on the server with progress and Cancel,
 * then the usual recipe form prefilled. Nothing is saved until the person saves the form.
 */
export function WebImportFlow({ handoff, onClose, onSaved }: WebImportFlowProps) {
  const [step, setStep] = useState<Step>(() =>
    handoff === null
      ? { kind: "ask", page: { url: "" }, error: null }
      : "error" in handoff
        ? { kind: "ask", page: { url: "" }, error: handoff.error }
        : { kind: "working", page: handoff, reading: handoff.html !== "" },
  );
  const running = useRef<AbortController | null>(null);
  const navigate = useNavigate();
  // The recipe already imported opens on its own page, as every other recipe does (ADR 137, ADR 142).
  const openRecipe = (recipeId: number) => {
    onClose();
    void navigate({ to: "/dashboard/recipes/$recipeId", params: { recipeId: String(recipeId) } });
  };
  const pageToRun = step.kind === "working" ? step.page : null;

  useEffect(() => {
    if (!pageToRun) return;
    const controller = new AbortController();
    running.current = controller;
    const timer = window.setTimeout(() => setStep((s) => (s.kind === "working" ? { ...s, reading: true } : s)), READING_AFTER_MS);
    importFromWeb(pageToRun, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setStep(result.duplicate ? { kind: "duplicate", result } : { kind: "review", result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setStep({ kind: "ask", page: pageToRun, error: serverMessageOf(error) ?? BOOKMARKLET_MESSAGES.importFailed });
      },
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pageToRun]);

  const cancel = () => {
    if (step.kind !== "working") return;
    running.current?.abort();
    setStep({ kind: "ask", page: step.page, error: null });
  };

  if (step.kind === "review") {
    return (
      <RecipeFormModal recipeId={null} imported={step.result} onClose={onClose} onSaved={(recipe) => onSaved(recipe)} onDeleted={onClose} />
    );
  }
  if (step.kind === "duplicate") {
    const { duplicate } = step.result;
    return (
      <Modal
        title="Already in your recipes"
        onClose={onClose}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setStep({ kind: "review", result: step.result })}>
              Import anyway
            </button>
            <button type="button" className="btn btn-primary" data-autofocus onClick={() => duplicate && openRecipe(duplicate.id)}>
              Open it
            </button>
          </>
        }
      >
        <p className="web-import-duplicate">
          You already have this recipe: <strong>{duplicate?.title}</strong>
        </p>
      </Modal>
    );
  }
  if (step.kind === "working") {
    return (
      <Modal
        title="Import from Web"
        onClose={cancel}
        footer={
          <button type="button" className="btn btn-ghost" onClick={cancel} data-autofocus>
            Cancel
          </button>
        }
      >
        <div className="web-import-progress" role="status" aria-live="polite">
          <p className="web-import-phase">{step.reading ? "Reading the recipe…" : "Fetching the page…"}</p>
          <progress aria-label="Import progress" />
          <p className="muted web-import-link">{step.page.url}</p>
        </div>
      </Modal>
    );
  }
  return (
    <AskForLink
      page={step.page}
      error={step.error}
      onClose={onClose}
      onImport={(page) => setStep({ kind: "working", page, reading: Boolean(page.html) })}
    />
  );
}

function AskForLink({
  page,
  error,
  onClose,
  onImport,
}: {
  page: WebPage;
  error: string | null;
  onClose: () => void;
  onImport: (page: WebPage) => void;
}) {
  const [link, setLink] = useState(page.url);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = linkFromInput(link);
    if (url === "") return;
    // A page the bookmarklet sent is read again from its source when its link is retried as it was.
    onImport(url === page.url && page.html ? page : { url });
  };
  return (
    <Modal
      title="Import from Web"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
          <button type="submit" form={formId} className="btn btn-primary">
            Import
          </button>
        </>
      }
    >
      <form id={formId} className="web-import-ask" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${formId}-link`}>Recipe link</label>
          <input
            id={`${formId}-link`}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://example.com/your-favourite-soup"
            maxLength={2000}
            required
            value={link}
            onChange={(e) => setLink(e.target.value)}
            data-autofocus
          />
        </div>
        {error ? (
          <p className="web-import-error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="muted web-import-hint">
          Simmer reads the recipe on that page and opens it in the recipe form for you to check. Nothing is saved until you save it.
        </p>
      </form>
    </Modal>
  );
}
