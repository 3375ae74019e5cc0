import { useCallback, useState, type UIEvent } from "react";
import type { TRecipeCard } from "@simmer/contracts";
import { BROWSE_SCROLL_THRESHOLD_PX, type RecipeQueryParams } from "@simmer/domain";
import { RecipeCard } from "../recipes/RecipeCard";
import { CartControls, InCartMarker } from "../carts/CartControls";
import { Spinner } from "../ui/Spinner";
import { useRecipeStrip } from "./useRecipeStrip";
import { useRevealInSteps } from "../ui/useRevealInSteps";
import { BROWSE_MESSAGES } from "@simmer/contracts";

function BrowseCard({ recipe }: { recipe: TRecipeCard }) {
  const [inCart, setInCart] = useState(false);
  return (
    <li className="browse-card">
      <RecipeCard recipe={recipe} page={{}} badge={inCart ? <InCartMarker /> : null}>
        <CartControls recipe={recipe} onInCartChange={setInCart} />
      </RecipeCard>
    </li>
  );
}

/** The cards a strip shows at once, about what a laptop's window shows; the rest follow in steps. */
const FIRST_CARDS = 5;
const CARDS_PER_STEP = 8;

/** A row's horizontally scrolling cards; the next page loads within 5 px of the right end. */
export function RecipeStrip({ params, search, label }: { params: RecipeQueryParams; search: string; label: string }) {
  const strip = useRecipeStrip(params, search);
  const shown = useRevealInSteps(strip.recipes.length, FIRST_CARDS, CARDS_PER_STEP);
  const revealed = shown >= strip.recipes.length;
  const { hasMore, isFetchingMore, loadMore } = strip;
  const onScroll = useCallback(
    (event: UIEvent<HTMLUListElement>) => {
      const el = event.currentTarget;
      // The right end counts only once every loaded card is there.
      if (revealed && hasMore && !isFetchingMore && el.scrollLeft + el.clientWidth >= el.scrollWidth - BROWSE_SCROLL_THRESHOLD_PX)
        loadMore();
    },
    [revealed, hasMore, isFetchingMore, loadMore],
  );

  if (strip.isPending) {
    return (
      <div className="browse-strip-state browse-strip-loading">
        <Spinner label="Loading recipes…" />
      </div>
    );
  }
  if (strip.isError && strip.recipes.length === 0)
    return <p className="browse-strip-state browse-error">{BROWSE_MESSAGES.loadRecipesFailed}</p>;
  if (strip.recipes.length === 0) return <p className="browse-strip-state muted">{BROWSE_MESSAGES.noRecipes}</p>;
  return (
    <div className="browse-strip-wrap">
      <p className="browse-count muted" aria-live="polite">
        {strip.total} {strip.total === 1 ? "recipe" : "recipes"}
      </p>
      <ul className="browse-strip" aria-label={`Recipes in ${label}`} onScroll={onScroll} tabIndex={0}>
        {strip.recipes.slice(0, shown).map((recipe) => (
          <BrowseCard key={recipe.recipe_id} recipe={recipe} />
        ))}
        {isFetchingMore ? (
          <li className="browse-strip-more">
            <Spinner label="Loading more recipes…" />
          </li>
        ) : null}
        {strip.isError ? <li className="browse-strip-more browse-error">{BROWSE_MESSAGES.loadRecipesFailed}</li> : null}
      </ul>
    </div>
  );
}
