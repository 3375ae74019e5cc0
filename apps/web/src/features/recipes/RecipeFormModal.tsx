import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { BOOKMARKLET_MESSAGES, RECIPE_MESSAGES, type TRecipeDetail } from "@simmer/contracts";
import { defaultTotalTime, formatDuration } from "@simmer/domain";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { preferencesQuery } from "../settings/useUnitSystem";
import { confirmDialog } from "../ui/confirm";
import { Modal } from "../ui/Modal";
import { clearNotices, notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { deleteRecipe, saveRecipe, serverMessageOf } from "./api";
import { draftFromDetail, draftToFormData, emptyDraft, isDraftChanged, newKey, rescaleNutrition, type RecipeDraft } from "./form-model";
import { IngredientSectionsEditor } from "./IngredientSectionsEditor";
import { ListEditor } from "./ListEditor";
import { RecipeNutritionSection } from "./RecipeNutritionSection";
import { draftFromWebRecipe } from "./imported-recipe";
import { ImportedRecipeNotes } from "./ImportedRecipeNotes";
import { useImportedImage, type ImportedImage } from "./useImportedImage";
import type { TWebImport } from "./web-import";
import "./recipe-form.css";

export const DELETE_QUESTION = "Are you sure you want to delete this recipe?";
export const DISCARD_QUESTION = "Discard changes?";

interface RecipeFormModalProps {
  /** null adds a new recipe; an id edits that recipe. */
  recipeId: number | null;
  onClose: () => void;
  onSaved: (recipe: TRecipeDetail, mode: "add" | "edit") => void;
  onDeleted: (recipeId: number) => void;
  /** A recipe read from a web page, to review as a new recipe (issue 12). */
  imported?: TWebImport;
}

function toMinutes(text: string): number {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function importedImageNote(image: ImportedImage): ReactNode {
  if (image.status === "loading") return <Spinner label="Fetching the page's image…" />;
  if (image.status === "failed") return BOOKMARKLET_MESSAGES.imageFailed;
  return null;
}

function ImagePicker({
  draft,
  setDraft,
  file,
  setFile,
  note,
}: {
  draft: RecipeDraft;
  setDraft: (d: RecipeDraft) => void;
  file: File | null;
  setFile: (f: File | null) => void;
  note?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? draft.image_url;
  return (
    <div className="field">
      <span className="recipe-form-label">Image</span>
      <div className="recipe-form-image">
        {shown ? <img src={shown} alt="Selected recipe image preview" /> : <span className="recipe-form-noimage">No image</span>}
        <div className="recipe-form-image-actions">
          <button type="button" className="btn btn-secondary" onClick={() => input.current?.click()}>
            Select Image
          </button>
          {shown ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setFile(null);
                setDraft({ ...draft, image_url: null });
              }}
            >
              Remove Image
            </button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label="Recipe image file"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            e.target.value = "";
            if (!chosen) return;
            if (!chosen.type.startsWith("image/")) {
              notify("Please choose an image file (JPEG, PNG, WebP or GIF).", "error", { scope: "recipes.image" });
              return;
            }
            clearNotices("recipes.image");
            setFile(chosen);
          }}
        />
      </div>
      {note ? <p className="muted recipe-form-image-note">{note}</p> : null}
    </div>
  );
}

/**
 * Private: only the author sees the recipe, not their household (ADR 127). A new recipe shows the
 * person's default from Settings until they choose.
 */
function PrivateToggle({
  formId,
  visibility,
  onChange,
}: {
  formId: string;
  visibility: RecipeDraft["visibility"];
  onChange: (visibility: "household" | "private") => void;
}) {
  const preferences = useQuery(preferencesQuery());
  const shown = visibility ?? preferences.data?.recipe_visibility ?? "household";
  return (
    <div className="recipe-form-private">
      <label className="recipe-form-check">
        <input
          type="checkbox"
          checked={shown === "private"}
          aria-describedby={`${formId}-private-hint`}
          onChange={(e) => onChange(e.target.checked ? "private" : "household")}
        />
        <span>Private</span>
      </label>
      <p id={`${formId}-private-hint`} className="muted recipe-form-hint">
        {shown === "private" ? "Only you can see it; your household can't." : "Your household can see it too, if you are in one."}
      </p>
    </div>
  );
}

function RecipeForm({
  recipeId,
  initial,
  onClose: leave,
  onSaved,
  onDeleted,
  imported,
}: Omit<RecipeFormModalProps, "recipeId"> & {
  recipeId: number | null;
  initial: RecipeDraft;
}) {
  const [draft, setDraft] = useState<RecipeDraft>(initial);
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const formId = useId();
  const mode = recipeId === null ? "add" : "edit";
  const set = <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const total = defaultTotalTime(toMinutes(draft.prep_time_min), toMinutes(draft.wait_time_min), toMinutes(draft.cook_time_min));
  // The page's image fills the form's image once stored, unless the person chose one meanwhile.
  const importedImage = useImportedImage(imported?.recipe.image_url ?? null, (url) =>
    setDraft((d) => (d.image_url === null ? { ...d, image_url: url } : d)),
  );
  // An imported recipe is all unsaved work: leaving it asks first, like typed changes.
  const changed = imported !== undefined || isDraftChanged(initial, draft, image !== null);
  const { release } = importedImage;
  const onClose = () => {
    release(null);
    leave();
  };

  /**
   * Escape, an overlay click, the cross and Close all come here: an untouched form closes at once,
   * typed work is only thrown away when the person says so (Keep editing has focus).
   */
  const requestClose = async () => {
    if (saving || deleting) return;
    if (changed && !(await confirmDialog(DISCARD_QUESTION, { confirmLabel: "Discard", cancelLabel: "Keep editing", destructive: true })))
      return;
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (mode === "edit" && !(recipeId !== null && recipeId > 0)) {
      notify(RECIPE_MESSAGES.missingId, "error", { scope: "recipes.save" });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveRecipe(draftToFormData(draft, image), recipeId);
      notify(mode === "add" ? "Recipe added!" : "Recipe updated!", "success", { scope: "recipes.save" });
      release(saved.image_url);
      onSaved(saved, mode);
    } catch (error) {
      notify(serverMessageOf(error) ?? (mode === "add" ? RECIPE_MESSAGES.addFailed : RECIPE_MESSAGES.updateFailed), "error", {
        scope: "recipes.save",
      });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (recipeId === null) return;
    if (!(await confirmDialog(DELETE_QUESTION, { destructive: true }))) return;
    setDeleting(true);
    try {
      await deleteRecipe(recipeId);
      notify(RECIPE_MESSAGES.deleted, "success", { scope: "recipes.delete" });
      onDeleted(recipeId);
    } catch {
      notify(RECIPE_MESSAGES.deleteFailed, "error", { scope: "recipes.delete" });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      title={mode === "add" ? "Add Recipe" : "Edit Recipe"}
      onClose={() => void requestClose()}
      size="lg"
      footer={
        <>
          {mode === "edit" ? (
            <button type="button" className="btn btn-danger recipe-form-delete" onClick={() => void remove()} disabled={deleting}>
              {deleting ? "Deleting…" : "Delete Recipe"}
            </button>
          ) : null}
          <button type="button" className="btn btn-ghost" onClick={() => void requestClose()}>
            Close
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving}>
            {saving ? "Saving…" : mode === "add" ? "Add Recipe" : "Save Changes"}
          </button>
        </>
      }
    >
      <form id={formId} className="recipe-form" onSubmit={(e) => void submit(e)}>
        {imported ? <ImportedRecipeNotes imported={imported} /> : null}
        <fieldset className="recipe-form-section">
          <legend>Basic Information</legend>
          <div className="field">
            <label htmlFor={`${formId}-title`}>Title</label>
            <input
              id={`${formId}-title`}
              required
              maxLength={300}
              value={draft.title}
              onChange={(e) => set("title", e.target.value)}
              data-autofocus
            />
          </div>
          <ImagePicker draft={draft} setDraft={setDraft} file={image} setFile={setImage} note={importedImageNote(importedImage)} />
          <div className="recipe-form-grid recipe-form-grid-2">
            <div className="field">
              <label htmlFor={`${formId}-source`}>Data source name</label>
              <input id={`${formId}-source`} value={draft.data_source_name} onChange={(e) => set("data_source_name", e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${formId}-link`}>Data source link</label>
              <input
                id={`${formId}-link`}
                inputMode="url"
                placeholder="example.com/recipe"
                value={draft.data_source_link}
                onChange={(e) => set("data_source_link", e.target.value)}
              />
            </div>
          </div>
          <PrivateToggle formId={formId} visibility={draft.visibility} onChange={(visibility) => set("visibility", visibility)} />
        </fieldset>

        <fieldset className="recipe-form-section">
          <legend>Timing and Servings</legend>
          <div className="recipe-form-grid">
            {(
              [
                ["prep_time_min", "Prep time (min)", 0],
                ["wait_time_min", "Wait time (min)", 0],
                ["cook_time_min", "Cook time (min)", 0],
                ["servings", "Servings", 1],
              ] as const
            ).map(([key, label, min]) => (
              <div className="field" key={key}>
                <label htmlFor={`${formId}-${key}`}>{label}</label>
                <input
                  id={`${formId}-${key}`}
                  type="number"
                  min={min}
                  step={1}
                  required
                  inputMode="numeric"
                  value={draft[key]}
                  onChange={(e) => set(key, e.target.value)}
                />
              </div>
            ))}
          </div>
          <div className="field recipe-form-yield">
            <label htmlFor={`${formId}-yield`}>Makes (optional)</label>
            <input
              id={`${formId}-yield`}
              maxLength={100}
              placeholder="2 pies, 24 cookies, 1 loaf"
              aria-describedby={`${formId}-yield-hint`}
              value={draft.yield_text}
              onChange={(e) => set("yield_text", e.target.value)}
            />
            <p id={`${formId}-yield-hint`} className="muted recipe-form-hint">
              What the recipe makes when that is not a number of servings; servings still scale the amounts.
            </p>
          </div>
          <p className="muted recipe-form-hint">Total time: {formatDuration(total)}</p>
        </fieldset>

        <RecipeNutritionSection
          nutrition={draft.nutrition}
          source={draft.nutrition_source}
          figuresServings={draft.nutrition_servings}
          // A figure typed by hand makes the figures the person's own, for the servings shown now.
          onChange={(field, value) =>
            setDraft((d) => ({
              ...d,
              nutrition: { ...d.nutrition, [field]: value },
              nutrition_source: "manual",
              nutrition_servings: d.servings,
            }))
          }
          onCalculated={(nutrition) =>
            setDraft((d) => ({ ...d, nutrition, nutrition_source: "ingredients", nutrition_servings: d.servings }))
          }
          onSourceChange={(source) => setDraft((d) => ({ ...d, nutrition_source: source, nutrition_servings: d.servings }))}
          onRescale={() =>
            setDraft((d) => ({
              ...d,
              nutrition: rescaleNutrition(d.nutrition, Number(d.nutrition_servings), Number(d.servings)),
              nutrition_servings: d.servings,
            }))
          }
          sections={draft.sections}
          servings={draft.servings}
          onChooseFood={(key, ndbNo) =>
            setDraft((d) => ({
              ...d,
              sections: d.sections.map((s) => ({
                ...s,
                ingredients: s.ingredients.map((i) => (i.key === key ? { ...i, food_ndb_no: ndbNo } : i)),
              })),
            }))
          }
          onCountAnyway={(key, count) =>
            setDraft((d) => ({
              ...d,
              sections: d.sections.map((s) => ({
                ...s,
                ingredients: s.ingredients.map((i) => (i.key === key ? { ...i, count_anyway: count } : i)),
              })),
            }))
          }
        />

        <fieldset className="recipe-form-section">
          <legend>Instructions</legend>
          <ol className="recipe-form-steps">
            {draft.instructions.map((step, i) => (
              <li key={step.key} className="recipe-form-row">
                <textarea
                  aria-label={`Step ${i + 1}`}
                  required
                  rows={2}
                  className="recipe-form-grow"
                  value={step.text}
                  onChange={(e) =>
                    set(
                      "instructions",
                      draft.instructions.map((s) => (s.key === step.key ? { ...s, text: e.target.value } : s)),
                    )
                  }
                />
                <button
                  type="button"
                  className="btn btn-ghost recipe-form-remove"
                  aria-label={`Delete Step ${i + 1}`}
                  onClick={() =>
                    set(
                      "instructions",
                      draft.instructions.filter((s) => s.key !== step.key),
                    )
                  }
                >
                  Delete Step
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => set("instructions", [...draft.instructions, { key: newKey(), text: "" }])}
          >
            + Add Instruction
          </button>
        </fieldset>

        <IngredientSectionsEditor sections={draft.sections} onChange={(sections) => set("sections", sections)} />

        <ListEditor
          legend="Tags"
          noun="Tag"
          addLabel="Add Tag"
          removeLabel="Remove Tag"
          placeholder="e.g. dinner"
          items={draft.tags}
          onChange={(tags) => set("tags", tags)}
        />
        <ListEditor
          legend="Equipment"
          noun="Equipment"
          addLabel="Add Equipment"
          removeLabel="Remove Equipment"
          placeholder="e.g. skillet"
          required
          items={draft.equipment}
          onChange={(equipment) => set("equipment", equipment)}
        />
      </form>
    </Modal>
  );
}

function EditLoader(props: RecipeFormModalProps & { recipeId: number }) {
  const detail = trpc.recipes.detail.useQuery({ id: props.recipeId }, { staleTime: 0, gcTime: 0 });
  if (detail.data) return <RecipeForm {...props} initial={draftFromDetail(detail.data)} />;
  return (
    <Modal title="Edit Recipe" onClose={props.onClose}>
      {detail.isError ? <p role="alert">{RECIPE_MESSAGES.notFound}</p> : <Spinner label="Loading recipe…" />}
    </Modal>
  );
}

/** The add/edit recipe form of docs/product.md#recipe-form and #validation, in a modal. */
export function RecipeFormModal(props: RecipeFormModalProps) {
  const { imported } = props;
  const importedDraft = useMemo(() => (imported ? draftFromWebRecipe(imported.recipe) : null), [imported]);
  if (importedDraft) return <RecipeForm {...props} initial={importedDraft} />;
  if (props.recipeId === null) return <RecipeForm {...props} initial={emptyDraft()} />;
  return <EditLoader {...props} recipeId={props.recipeId} />;
}
