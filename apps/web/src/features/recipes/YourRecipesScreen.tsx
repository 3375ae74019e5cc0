import { useEffect, useRef, useState } from "react";
import { RECIPE_MESSAGES, type TRecipeDetail, type TWebImportHandoff } from "@simmer/contracts";
import { canOpenModal } from "../ui/Modal";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { exportRecipes } from "./api";
import { ImportQuestion } from "./ImportQuestion";
import { RecipeCard } from "./RecipeCard";
import { RecipeFormModal } from "./RecipeFormModal";
import { SaveToSimmerLink } from "./SaveToSimmerLink";
import { forgetWebImport, pendingWebImport } from "./web-handoff";
import { WebImportFlow } from "./WebImportFlow";
import { useImportJob, type ImportView } from "./useImportJob";
import { useTextInAddress } from "../ui/useTextInAddress";
import { useRecipePages, YOUR_RECIPES } from "./useRecipePages";
import { normalisedSearch } from "./queries";
import "./recipes.css";
import "./your-recipes.css";

type Open = { kind: "form"; recipeId: number | null } | { kind: "web"; handoff: TWebImportHandoff | null } | null;

/** A page the bookmarklet sent opens the web import at once (ADR 067). */
function openingFromHandoff(): Open {
  const handoff = pendingWebImport();
  return handoff ? { kind: "web", handoff } : null;
}

const recipesCount = (n: number) => `${n} ${n === 1 ? "recipe" : "recipes"}`;

function finishedLine(imported: number | null, skipped: number | null): string {
  if (imported === null) return "Import finished.";
  const added = `Import finished: ${recipesCount(imported)} added`;
  return skipped ? `${added}, ${skipped} already in your collection skipped.` : `${added}.`;
}

/** The apps whose export files the import reads, the format told by the file's content (ADR 123). */
const IMPORT_APPS =
  "Paprika, Mealie, Tandoor, Nextcloud Cookbook, CopyMeThat, Recipe Keeper, Chowdown, Plan to Eat and MyRecipeBox, or schema.org recipe JSON";

/** What the file picker offers first; the server reads the content, so any file may still be chosen. */
const IMPORT_ACCEPT = [
  ".xlsx",
  ".xls",
  ".paprikarecipes",
  ".paprikarecipe",
  ".zip",
  ".json",
  ".jsonld",
  ".html",
  ".htm",
  ".md",
  ".csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
].join(",");

function ImportStatusLine({ view }: { view: ImportView }) {
  if (view.phase === "idle" || view.phase === "asking") return <p className="your-recipes-import" aria-live="polite" />;
  if (view.phase === "error") {
    return (
      <p className="your-recipes-import is-error" aria-live="polite">
        Import error: {view.message}
      </p>
    );
  }
  if (view.phase === "done") {
    return (
      <p className="your-recipes-import is-done" aria-live="polite">
        {finishedLine(view.imported, view.skipped)}
      </p>
    );
  }
  const progress = view.phase === "running" ? view.status.progress : { batchesDone: 0, batchesTotal: 0 };
  return (
    <div className="your-recipes-import" aria-live="polite">
      <span>
        {view.phase === "starting" || progress.batchesTotal === 0
          ? "Import starting…"
          : `Importing… ${progress.batchesDone} of ${progress.batchesTotal} batches`}
      </span>
      <progress
        aria-label="Import progress"
        max={Math.max(1, progress.batchesTotal)}
        value={progress.batchesTotal === 0 ? undefined : progress.batchesDone}
      />
    </div>
  );
}

interface YourRecipesScreenProps {
  /** The search as the address keeps it (?search=): the text the list is filtered by. */
  search: string;
  /** Called once typing pauses, so a word is one change of address and one request. */
  onSearch: (text: string) => void;
}

/** The Your Recipes screen (docs/product.md#your-recipes and #states, docs/product.md#errors and #limits). */
export function YourRecipesScreen({ search, onSearch }: YourRecipesScreenProps) {
  const [searchText, setSearchText] = useTextInAddress(search, onSearch, YOUR_RECIPES.searchDebounceMs);
  const pages = useRecipePages(normalisedSearch(search));
  const { view: importView, start: startImport, answer: answerImport } = useImportJob(pages.reload);
  const [open, setOpen] = useState<Open>(openingFromHandoff);
  useEffect(() => forgetWebImport(), []);
  const [exporting, setExporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore } = pages;
  const hasMore = pages.items.length < pages.total;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      { rootMargin: `0px 0px ${YOUR_RECIPES.scrollMarginPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore, pages.items.length]);

  const openModal = (next: Open) => {
    if (canOpenModal()) setOpen(next);
  };

  const onSaved = (recipe: TRecipeDetail, mode: "add" | "edit") => {
    setOpen(null);
    if (mode === "edit") pages.replaceLocally(recipe);
    else pages.reload();
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await exportRecipes();
    } catch {
      notify(RECIPE_MESSAGES.exportFailed, "error");
    } finally {
      setExporting(false);
    }
  };

  const busyImport = importView.phase === "starting" || importView.phase === "running" || importView.phase === "asking";

  return (
    <section className="page your-recipes">
      <div className="your-recipes-head">
        <h1>Your Recipes</h1>
        <div className="your-recipes-actions">
          <button type="button" className="btn btn-primary" onClick={() => openModal({ kind: "form", recipeId: null })}>
            Add Recipe
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => openModal({ kind: "web", handoff: null })}>
            Import from Web
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? "Exporting…" : "Export to Excel"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => fileInput.current?.click()} disabled={busyImport}>
            Import from Excel or another app
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={IMPORT_ACCEPT}
            hidden
            aria-label="Spreadsheet to import, or another app's export"
            aria-describedby="import-sources"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void startImport(file);
            }}
          />
        </div>
      </div>

      <div className="your-recipes-tools">
        <input
          type="search"
          className="your-recipes-search"
          placeholder="Search Recipes (server-side)"
          aria-label="Search Recipes (server-side)"
          value={searchText}
          maxLength={200}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <p id="import-sources" className="your-recipes-import-sources muted">
          Import takes Simmer&rsquo;s Excel workbooks and exports from {IMPORT_APPS}.
        </p>
        <SaveToSimmerLink />
        <ImportStatusLine view={importView} />
        <p className="your-recipes-count muted" aria-live="polite">
          {pages.loading ? "\u00a0" : pages.total > 0 ? `Showing ${pages.items.length} of ${pages.total}` : "No recipes"}
        </p>
      </div>

      {pages.loading ? (
        <div className="your-recipes-loading">
          <Spinner label="Loading recipes…" />
        </div>
      ) : pages.error ? (
        <div className="card empty-state" role="alert">
          {pages.error}
        </div>
      ) : pages.items.length === 0 ? (
        <div className="card empty-state">No recipes found.</div>
      ) : (
        <div className="your-recipes-grid">
          {pages.items.map((recipe) => (
            <RecipeCard key={recipe.recipe_id} recipe={recipe} page={{}}>
              <button
                type="button"
                className="btn btn-ghost your-recipes-view"
                onClick={() => openModal({ kind: "form", recipeId: recipe.recipe_id })}
              >
                {/* Named from its content, so the spoken name holds the visible words (WCAG 2.5.3). */}
                <span>
                  Edit<span className="visually-hidden"> {recipe.title},</span> recipe
                </span>
              </button>
            </RecipeCard>
          ))}
        </div>
      )}

      {!pages.loading && !pages.error && pages.items.length > 0 ? (
        <div className="your-recipes-footer" ref={sentinel}>
          {pages.loadingMore ? <Spinner label="Loading more recipes…" /> : hasMore ? "Scroll to load more…" : "End of results"}
        </div>
      ) : null}

      {open?.kind === "form" ? (
        <RecipeFormModal
          recipeId={open.recipeId}
          onClose={() => setOpen(null)}
          onSaved={onSaved}
          onDeleted={(id) => {
            setOpen(null);
            pages.removeLocally(id);
          }}
        />
      ) : null}
      {open?.kind === "web" ? (
        <WebImportFlow handoff={open.handoff} onClose={() => setOpen(null)} onSaved={(recipe) => onSaved(recipe, "add")} />
      ) : null}
      {importView.phase === "asking" ? (
        <ImportQuestion fileName={importView.file.name} question={importView.question} onAnswer={answerImport} />
      ) : null}
    </section>
  );
}
