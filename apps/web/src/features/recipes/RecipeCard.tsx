import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { TRecipeCard } from "@simmer/contracts";
import { formatDuration } from "@simmer/domain";
import { cardCalories } from "./card-rules";
import { RecipeImage } from "./RecipeImage";
import "./recipes.css";

type CardRecipe = Pick<TRecipeCard, "recipe_id" | "title" | "image_url" | "total_time_min" | "calories" | "tags" | "data_source">;

interface RecipeCardProps {
  recipe: CardRecipe;
  /** Opens the recipe in place; the card's title and image become one button. */
  onOpen?: () => void;
  /** Links the card's title and image to the recipe's page, scaled to these servings if given (ADR 137). */
  page?: { servings?: number };
  /** Extra controls below the summary, such as cart buttons in Browse. */
  children?: ReactNode;
  /** A marker in the image corner, such as 'In your grocery cart(s)'. */
  badge?: ReactNode;
  className?: string;
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Long titles wrap to two lines and end in an ellipsis, so a closing "v2" or "(copy)" is never
 * cut silently; the full title stays in the tooltip and shows whole when the card has focus.
 */
function CardTitle({ title }: { title: string }) {
  return (
    <span className="recipe-card-title" title={title}>
      {title}
    </span>
  );
}

/** A recipe card: image, title (two lines at most), total time, calories and tags. */
export function RecipeCard({ recipe, onOpen, page, children, badge, className }: RecipeCardProps) {
  const summary = (
    <>
      <span className="recipe-card-image">
        <RecipeImage recipe={recipe} size="card" />
        {badge ? <span className="recipe-card-badge">{badge}</span> : null}
      </span>
      <CardTitle title={recipe.title} />
    </>
  );
  return (
    <article className={`recipe-card${className ? ` ${className}` : ""}`} data-recipe-id={recipe.recipe_id}>
      {page ? (
        <Link
          to="/dashboard/recipes/$recipeId"
          params={{ recipeId: String(recipe.recipe_id) }}
          search={page.servings !== undefined ? { servings: page.servings } : {}}
          className="recipe-card-open"
          aria-label={recipe.title}
        >
          {summary}
        </Link>
      ) : onOpen ? (
        <button type="button" className="recipe-card-open" onClick={onOpen} aria-label={recipe.title}>
          {summary}
        </button>
      ) : (
        <div className="recipe-card-open">{summary}</div>
      )}
      <div className="recipe-card-meta">
        {recipe.total_time_min > 0 ? (
          <span>
            <ClockIcon />
            <span className="visually-hidden">Total time </span>
            {formatDuration(recipe.total_time_min)}
          </span>
        ) : null}
        {recipe.calories !== null ? <span>{cardCalories(recipe.calories)}</span> : null}
      </div>
      {recipe.tags.length > 0 ? (
        <ul className="recipe-card-tags" aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {children ? <div className="recipe-card-slot">{children}</div> : null}
    </article>
  );
}
