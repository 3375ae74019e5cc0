import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { RECIPE_MESSAGES, type TRecipeDetail, type TRecipeIngredientLine } from "@simmer/contracts";
import { formatDuration, round2 } from "@simmer/domain";
import { confirmDialog } from "../../ui/confirm";
import { notify } from "../../ui/notifications";
import { Spinner } from "../../ui/Spinner";
import { CartControls } from "../../carts/CartControls";
import { useUnitSystem } from "../../settings/useUnitSystem";
import { RecipeImage } from "../RecipeImage";
import { RecipeFormModal, DELETE_QUESTION } from "../RecipeFormModal";
import { deleteRecipe } from "../api";
import { YOUR_RECIPES_KEY } from "../queries";
import { hasNutrition, NUTRITION_LABELS, NUTRITION_SOURCE_SENTENCES } from "../nutrition";
import { scaledLine } from "../scaled-line";
import { AddToPlan } from "./AddToPlan";
import { NutritionCheck } from "./NutritionCheck";
import { RecipeNotesPanel } from "./RecipeNotesPanel";
import { FinishCooking } from "./FinishCooking";
import { ServingsScaler } from "./ServingsScaler";
import { isNotFound, RECIPE_PAGE_KEY, recipeIdOf, recipePageQuery } from "./queries";
import "../recipes.css";
import "./recipe-page.css";

const CookMode = lazy(() => import("../cook/CookMode"));

interface RecipePageProps {
  /** The id as the address writes it. */
  recipeParam: string;
  /** Servings from the address; undefined shows the recipe's own. */
  servings: number | undefined;
  onServings: (servings: number | undefined) => void;
  /** The step cook mode shows (1-based), or undefined when not cooking. */
  cookStep: number | undefined;
  onCook: (step: number | undefined) => void;
}

function hostOf(link: string): string {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}

/** The page for a recipe the person may not see, or one that does not exist: the server's 404. */
export function RecipeNotFound() {
  return (
    <section className="page narrow recipe-not-found">
      <h1>Recipe not found</h1>
      <p>This recipe does not exist, or it is not shared with you.</p>
      <p className="inline-actions">
        <Link to="/dashboard/browse" className="btn btn-primary">
          Browse recipes
        </Link>{" "}
        <Link to="/dashboard/recipes" className="btn btn-ghost">
          Your Recipes
        </Link>
      </p>
    </section>
  );
}

/** The recipe page (docs/product.md#recipe-detail): its own address, print, scale, cook mode and notes. */
export function RecipePage({ recipeParam, ...props }: RecipePageProps) {
  const recipeId = recipeIdOf(recipeParam);
  return recipeId === null ? <RecipeNotFound /> : <LoadedRecipePage recipeId={recipeId} {...props} />;
}

function LoadedRecipePage({
  recipeId,
  servings,
  onServings,
  cookStep,
  onCook,
}: Omit<RecipePageProps, "recipeParam"> & { recipeId: number }) {
  const detail = useQuery(recipePageQuery(recipeId));
  if (detail.isPending) {
    return (
      <section className="page">
        <Spinner label="Loading recipe…" />
      </section>
    );
  }
  if (detail.isError) {
    if (isNotFound(detail.error)) return <RecipeNotFound />;
    return (
      <section className="page narrow" role="alert">
        <h1>Recipe</h1>
        <p>Could not load this recipe. Check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => void detail.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  const recipe = detail.data;
  const shown = servings ?? recipe.servings;
  return (
    <>
      <RecipeView recipe={recipe} servings={shown} onServings={(n) => onServings(n === recipe.servings ? undefined : n)} onCook={onCook} />
      {cookStep !== undefined ? (
        <Suspense fallback={null}>
          <CookMode
            recipe={recipe}
            servings={shown}
            step={cookStep}
            onStep={onCook}
            onExit={() => onCook(undefined)}
            finish={<FinishCooking recipeId={recipe.recipe_id} onDone={() => onCook(undefined)} />}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function IngredientList({
  lines,
  amount,
  asWritten = false,
}: {
  lines: readonly TRecipeIngredientLine[];
  amount: (line: TRecipeIngredientLine) => string;
  asWritten?: boolean;
}) {
  return (
    <ul className="recipe-ingredient-list">
      {lines.map((line) => {
        // The line as the page or app wrote it (ADR 143); a line typed here has none and reads as stored.
        if (asWritten && line.original) return <li key={line.id}>{line.original}</li>;
        const written = amount(line);
        const extras = [line.method, line.brand].filter(Boolean).join(", ");
        return (
          <li key={line.id}>
            {written ? <strong>{written} </strong> : null}
            {line.ingredient_name}
            {extras ? <span className="muted">, {extras}</span> : null}
            {line.optional ? <span className="recipe-ingredient-optional"> (optional)</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

function RecipeView({
  recipe,
  servings,
  onServings,
  onCook,
}: {
  recipe: TRecipeDetail;
  servings: number;
  onServings: (servings: number) => void;
  onCook: (step: number | undefined) => void;
}) {
  const system = useUnitSystem();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [view, setView] = useState<"sections" | "availability" | "written">("sections");
  const hasOriginals = recipe.sections.some((s) => s.ingredients.some((l) => l.original));
  const amount = (line: TRecipeIngredientLine) => scaledLine(line, recipe.servings || 1, servings, system);
  const steps = recipe.instructions;
  // A time the recipe does not state (0) is left out rather than shown as "0 min".
  const times = (
    [
      ["Prep", recipe.prep_time_min],
      ["Wait", recipe.wait_time_min],
      ["Cook", recipe.cook_time_min],
      ["Total", recipe.total_time_min],
    ] as const
  ).filter(([, minutes]) => minutes > 0);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: RECIPE_PAGE_KEY });
    void queryClient.invalidateQueries({ queryKey: YOUR_RECIPES_KEY });
  };
  const remove = async () => {
    if (!(await confirmDialog(DELETE_QUESTION, { destructive: true }))) return;
    setDeleting(true);
    try {
      await deleteRecipe(recipe.recipe_id);
      notify(RECIPE_MESSAGES.deleted, "success", { scope: "recipes.delete" });
      queryClient.removeQueries({ queryKey: [...RECIPE_PAGE_KEY, recipe.recipe_id] });
      void queryClient.invalidateQueries({ queryKey: YOUR_RECIPES_KEY });
      await navigate({ to: "/dashboard/recipes" });
    } catch {
      notify(RECIPE_MESSAGES.deleteFailed, "error", { scope: "recipes.delete" });
      setDeleting(false);
    }
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify("Link copied.", "success", { scope: "recipes.link" });
    } catch {
      notify("Could not copy the link; copy it from the address bar.", "error", { scope: "recipes.link" });
    }
  };

  return (
    <article className="page recipe-page" aria-labelledby="recipe-title">
      <header className="recipe-page-head">
        <h1 id="recipe-title">{recipe.title}</h1>
        <div className="recipe-page-actions no-print">
          {steps.length > 0 ? (
            <button type="button" className="btn btn-primary" onClick={() => onCook(1)}>
              Cook mode
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => void copyLink()}>
            Copy link
          </button>
          {recipe.is_owner ? (
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
                Edit
              </button>
              <button type="button" className="btn btn-danger" onClick={() => void remove()} disabled={deleting}>
                Delete
              </button>
            </>
          ) : null}
        </div>
      </header>

      <div className="recipe-page-top">
        <div className="recipe-page-image">
          <RecipeImage recipe={recipe} size="full" />
        </div>
        <div className="recipe-page-facts">
          {recipe.data_source_link || recipe.data_source_name ? (
            <p className="recipe-detail-source">
              Source:{" "}
              {recipe.data_source_link ? (
                <a href={recipe.data_source_link} target="_blank" rel="noopener noreferrer nofollow">
                  {recipe.data_source_name ?? hostOf(recipe.data_source_link)}
                </a>
              ) : (
                recipe.data_source_name
              )}
            </p>
          ) : null}
          {times.length > 0 ? (
            <dl className="recipe-times">
              {times.map(([label, minutes]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{formatDuration(minutes)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <ServingsScaler servings={servings} recipeServings={recipe.servings} onChange={onServings} />
          {recipe.yield_text ? (
            <p className="recipe-yield">
              {servings === recipe.servings ? "Makes" : "As written, makes"} <strong>{recipe.yield_text}</strong>
            </p>
          ) : null}
          <div className="recipe-page-plan no-print">
            <CartControls recipe={recipe} />
            <AddToPlan recipeId={recipe.recipe_id} title={recipe.title} servings={servings} />
          </div>
        </div>
      </div>

      <div className="recipe-page-body">
        <section aria-labelledby="recipe-ingredients-heading" className="recipe-page-ingredients">
          <h2 id="recipe-ingredients-heading">Ingredients</h2>
          <div className="recipe-view-toggle no-print" role="group" aria-label="Show ingredients">
            <button type="button" className="btn btn-ghost" aria-pressed={view === "sections"} onClick={() => setView("sections")}>
              By section
            </button>
            <button type="button" className="btn btn-ghost" aria-pressed={view === "availability"} onClick={() => setView("availability")}>
              Available / missing
            </button>
            {hasOriginals ? (
              <button type="button" className="btn btn-ghost" aria-pressed={view === "written"} onClick={() => setView("written")}>
                As written
              </button>
            ) : null}
          </div>
          {view === "written" ? <p className="muted recipe-as-written-note">The lines as the page or app wrote them, not scaled.</p> : null}
          {view === "sections" || view === "written" ? (
            recipe.sections.map((section) => (
              <div key={section.section_id} className="recipe-page-section">
                {section.section_name ? <h3>{section.section_name}</h3> : null}
                <IngredientList lines={section.ingredients} amount={amount} asWritten={view === "written"} />
              </div>
            ))
          ) : (
            <>
              <div className="recipe-page-section">
                <h3 className="recipe-have">Available ({recipe.ingredients.ingavailable.length})</h3>
                <IngredientList lines={recipe.ingredients.ingavailable} amount={amount} />
              </div>
              <div className="recipe-page-section">
                <h3 className="recipe-missing">Missing ({recipe.ingredients.ingmissing.length})</h3>
                <IngredientList lines={recipe.ingredients.ingmissing} amount={amount} />
              </div>
            </>
          )}
        </section>

        {steps.length > 0 ? (
          <section aria-labelledby="recipe-steps-heading" className="recipe-page-steps">
            <h2 id="recipe-steps-heading">Steps</h2>
            <ol className="recipe-steps">
              {steps.map((step) => (
                <li key={step.step_number}>{step.instruction}</li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>

      {recipe.equipment_names.length > 0 ? (
        <section aria-labelledby="recipe-equipment-heading" className="recipe-page-equipment">
          <h2 id="recipe-equipment-heading">Equipment</h2>
          <ul className="recipe-equipment-list">
            {recipe.equipment.equavailable.map((item) => (
              <li key={item.id}>
                {item.equipment_name} <span className="recipe-have">(you have it)</span>
              </li>
            ))}
            {recipe.equipment.equmissing.map((item) => (
              <li key={item.id}>{item.equipment_name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {hasNutrition(recipe) ? (
        <section aria-labelledby="recipe-nutrition-heading" className="recipe-page-nutrition">
          <h2 id="recipe-nutrition-heading">Nutrition (per serving)</h2>
          <p className="muted recipe-nutrition-source">{NUTRITION_SOURCE_SENTENCES[recipe.nutrition_source]}</p>
          <dl className="recipe-nutrition">
            {NUTRITION_LABELS.filter(({ field }) => recipe[field] !== null).map(({ field, label, unit }) => (
              <div key={field}>
                <dt>{label}</dt>
                <dd>
                  {round2(recipe[field] as number)} {unit}
                </dd>
              </div>
            ))}
          </dl>
          <NutritionCheck recipe={recipe} />
        </section>
      ) : null}

      {recipe.tags.length > 0 ? (
        <ul className="recipe-tags no-print" aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li key={tag} className="recipe-tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      <RecipeNotesPanel recipe={recipe} />

      {editing ? (
        <RecipeFormModal
          recipeId={recipe.recipe_id}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            refresh();
          }}
          onDeleted={() => {
            setEditing(false);
            queryClient.removeQueries({ queryKey: [...RECIPE_PAGE_KEY, recipe.recipe_id] });
            void queryClient.invalidateQueries({ queryKey: YOUR_RECIPES_KEY });
            void navigate({ to: "/dashboard/recipes" });
          }}
        />
      ) : null}
    </article>
  );
}
